// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithProviders } from "@/client/test/render";
import { apiError, json, stubApi } from "@/client/test/stub-api";
import { DEFAULT_WORKSPACE_PREFERENCES, type WorkspacePreferences } from "@/shared/schemas/preferences";
import { EditorSettingsPopover } from "./editor-settings-popover";
import { PracticeSettings } from "./practice-settings";

// The code editor's settings, from the toolbar's popover and from Settings → Practice: each change is
// saved at once with the user's other preferences, and a refused save puts the old value back.

function stubPreferences(saved: WorkspacePreferences = DEFAULT_WORKSPACE_PREFERENCES, isSaveRefused = false) {
  let stored = saved;
  const requests = stubApi({
    "GET /api/preferences": () => json({ preferences: stored }),
    "PUT /api/preferences": ({ body }) => {
      if (isSaveRefused) return apiError(400, "VALIDATION_FAILED", "Key bindings must be default, vim or emacs");
      stored = body as WorkspacePreferences;
      return json({ preferences: stored });
    },
  });
  return () => requests.filter((request) => request.method === "PUT").map((request) => request.body);
}

async function openPopover(user: ReturnType<typeof renderWithProviders>["user"]) {
  await user.click(screen.getByRole("button", { name: "Editor settings" }));
  const dialog = await screen.findByRole("dialog", { name: "Editor settings" });
  // The fields are enabled once the saved settings have loaded.
  await within(dialog)
    .findByRole("combobox", { name: "Font size" })
    .then(async (select) => {
      await expect.poll(() => (select as HTMLSelectElement).disabled).toBe(false);
    });
  return dialog;
}

test("the popover shows the saved settings and saves each change with the others kept", async () => {
  const puts = stubPreferences({ ...DEFAULT_WORKSPACE_PREFERENCES, hideProblemLabels: true, editorFontSize: 16 });
  const { user } = renderWithProviders(<EditorSettingsPopover />);
  const dialog = await openPopover(user);
  const fontSize = within(dialog).getByRole("combobox", { name: "Font size" }) as HTMLSelectElement;
  expect(fontSize.value).toBe("16");
  expect(within(dialog).getByRole("radio", { name: "Standard" })).toHaveProperty("checked", true);

  await user.selectOptions(fontSize, "18 px");
  await user.click(within(dialog).getByRole("radio", { name: "Vim" }));
  await user.click(within(dialog).getByRole("switch", { name: "Start on a blank page" }));

  await expect.poll(() => puts().length).toBe(3);
  expect(puts().at(-1)).toEqual({
    hideProblemLabels: true,
    editorFontSize: 18,
    editorKeyBindings: "vim",
    editorStartsBlank: true,
  });
  expect(within(dialog).getByRole("radio", { name: "Vim" })).toHaveProperty("checked", true);
  expect(within(dialog).getByRole("switch", { name: "Start on a blank page" }).getAttribute("aria-checked")).toBe(
    "true",
  );
});

test("the popover opens and closes from the keyboard", async () => {
  stubPreferences();
  const { user } = renderWithProviders(<EditorSettingsPopover />);
  screen.getByRole("button", { name: "Editor settings" }).focus();
  await user.keyboard("{Enter}");
  expect(await screen.findByRole("dialog", { name: "Editor settings" })).toBeTruthy();
  await user.keyboard("{Escape}");
  await expect.poll(() => screen.queryByRole("dialog", { name: "Editor settings" })).toBeNull();
});

test("a refused save says so and shows the stored value again", async () => {
  stubPreferences(DEFAULT_WORKSPACE_PREFERENCES, true);
  const { user } = renderWithProviders(<EditorSettingsPopover />);
  const dialog = await openPopover(user);
  await user.click(within(dialog).getByRole("radio", { name: "Emacs" }));
  expect((await within(dialog).findByRole("alert")).textContent).toContain("could not be saved");
  expect(within(dialog).getByRole("radio", { name: "Standard" })).toHaveProperty("checked", true);
});

test("Settings → Practice holds the same editor settings, explained", async () => {
  const puts = stubPreferences();
  const { user } = renderWithProviders(<PracticeSettings />);
  const section = await screen.findByRole("region", { name: "Code editor" });
  expect(section.textContent).toContain("Reset to starter code still gives LeetCode's template.");
  const fontSize = within(section).getByRole("combobox", { name: "Font size" }) as HTMLSelectElement;
  await user.selectOptions(fontSize, "12 px");
  await expect.poll(() => puts()).toEqual([{ ...DEFAULT_WORKSPACE_PREFERENCES, editorFontSize: 12 }]);
});
