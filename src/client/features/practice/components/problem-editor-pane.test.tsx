// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { type ComponentProps, createRef, type ReactNode } from "react";
import { expect, test, vi } from "vitest";
import { useEditorPreferences } from "@/client/features/preferences";
import { renderWithProviders } from "@/client/test/render";
import { json, stubApi } from "@/client/test/stub-api";
import { DEFAULT_WORKSPACE_PREFERENCES, type WorkspacePreferences } from "@/shared/schemas/preferences";
import type { CodeEditorHandle } from "./code-editor";
import { ProblemEditorPane } from "./problem-editor-pane";

// The problem page's editor pane: the draft in CodeMirror (which renders in jsdom), saved as it changes,
// with the language picker, Reset, Review, Run and Submit above it.

const STARTER = "def two_sum(nums, target):\n    pass\n";
const BLANK = "# Write twoSum(nums, target) — the judge accepts LeetCode's forms.\n\n";
const DRAFT = {
  language: "python" as const,
  code: "def two_sum(nums, target):\n    return []\n",
  updatedAt: "2026-11-20T10:00:00.000Z",
};
const DRAFTS_PATH = "/api/practice/problems/p1/drafts/python";
const REPETITION_DRAFTS_PATH = "/api/practice/problems/p1/repetition-drafts/python";

/** As the problem page does, the pane opens once the user's editor settings are known. */
function WhenSettled({ children }: { children: ReactNode }) {
  return useEditorPreferences().isSettled ? children : null;
}

function renderPane(
  props: Partial<ComponentProps<typeof ProblemEditorPane>> = {},
  preferences: Partial<WorkspacePreferences> = {},
) {
  const saved = (code: string) => json({ draft: { language: "python", code, updatedAt: "2026-11-21T10:00:00.000Z" } });
  const requests = stubApi({
    [`PUT ${DRAFTS_PATH}`]: ({ body }) => saved((body as { code: string }).code),
    [`PUT ${REPETITION_DRAFTS_PATH}`]: ({ body }) => saved((body as { code: string }).code),
    "GET /api/preferences": () => json({ preferences: { ...DEFAULT_WORKSPACE_PREFERENCES, ...preferences } }),
  });
  const codeRef = createRef<string>() as { current: string };
  const handlers = {
    onLanguageChange: vi.fn(),
    onRun: vi.fn(),
    onSubmit: vi.fn(),
    onReview: vi.fn(),
    onCodeChange: vi.fn(),
  };
  const rendered = renderWithProviders(
    <WhenSettled>
      <ProblemEditorPane
        problemId="p1"
        userId="u1"
        language="python"
        draft={DRAFT}
        starterCode={STARTER}
        blankCode={BLANK}
        loaded={null}
        codeRef={codeRef}
        handleRef={createRef<CodeEditorHandle>()}
        pending={null}
        shortcuts={{ run: "Ctrl+Enter", submit: "Ctrl+Shift+Enter" }}
        loadingText={null}
        fillHeight={false}
        isReviewing={false}
        remarks={undefined}
        {...handlers}
        {...props}
      />
    </WhenSettled>,
  );
  // The editor is a lazy chunk: its first import on a busy machine takes a while.
  const editor = async () => screen.findByRole("textbox", { name: "Code editor" }, { timeout: 15_000 });
  const puts = () => requests.filter(({ method }) => method === "PUT");
  return { ...rendered, ...handlers, codeRef, editor, puts };
}

const saveStatus = () => screen.getByTestId("draft-save-status").textContent;

/** A click outside leaves the editor (Tab inside it indents the line). */
async function leaveEditor(user: ReturnType<typeof renderPane>["user"]) {
  await user.click(document.body);
}

test("the saved draft opens in the editor; what is typed is saved to the draft when the editor is left", async () => {
  const { user, editor, puts, codeRef, onCodeChange } = renderPane();
  const code = await editor();
  expect(code.textContent).toContain("return []");
  expect(codeRef.current).toBe(DRAFT.code);

  await user.click(code);
  await user.keyboard("{Control>}{End}{/Control}# done");
  // What is on screen is the page's to run, and told to it.
  const typed = `${DRAFT.code}# done`;
  expect(codeRef.current).toBe(typed);
  expect(onCodeChange).toHaveBeenLastCalledWith(typed);
  // Leaving the editor sends it at once, without waiting for the typing pause.
  await leaveEditor(user);
  expect(puts().at(-1)).toMatchObject({ path: DRAFTS_PATH, body: { code: typed } });
  await waitFor(() => expect(saveStatus()).toBe("Saved"));
});

test("in review mode the code is saved to the review draft, never over the accepted draft", async () => {
  const { user, editor, puts } = renderPane({ isRepetition: true, draft: null });
  const code = await editor();
  expect(code.textContent).toContain("pass");
  await user.click(code);
  await user.keyboard("x");
  await leaveEditor(user);
  await waitFor(() => expect(saveStatus()).toBe("Saved"));
  expect(puts().map(({ path }) => path)).toEqual([REPETITION_DRAFTS_PATH]);
});

test("Reset asks first; confirmed, the starter code replaces the draft and is saved", async () => {
  const { user, editor, puts, onCodeChange } = renderPane();
  await editor();
  await user.click(screen.getByRole("button", { name: "Reset to starter code" }));
  const dialog = screen.getByRole("alertdialog", { name: "Reset to starter code?" });
  expect(dialog.textContent).toContain("Your Python code is replaced by the starter code.");
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  expect((await editor()).textContent).toContain("return []");

  await user.click(screen.getByRole("button", { name: "Reset to starter code" }));
  await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Reset" }));
  expect(onCodeChange).toHaveBeenLastCalledWith(STARTER);
  await waitFor(() => expect(screen.getByRole("textbox", { name: "Code editor" }).textContent).toContain("pass"));
  // Saved once the typing pause passes, or at once when the editor is left.
  await user.click(await editor());
  await leaveEditor(user);
  await waitFor(() => expect(puts().at(-1)?.body).toEqual({ code: STARTER }));
});

test("a submission's code is shown without saving it, with a way back to the draft", async () => {
  const submitted = "def two_sum(nums, target):\n    return [0, 1]\n";
  const { user, editor, puts, onCodeChange } = renderPane({ loaded: { code: submitted, label: "submission 3" } });
  const code = await editor();
  await waitFor(() => expect(code.textContent).toContain("return [0, 1]"));
  expect(
    screen.getByText(/Showing submission 3\. Your saved draft stays as it was until you edit this code\./),
  ).toBeTruthy();
  await user.click(screen.getByRole("button", { name: "Back to my draft" }));
  expect((await editor()).textContent).toContain("return []");
  expect(onCodeChange).toHaveBeenLastCalledWith(DRAFT.code);
  expect(screen.queryByText(/Showing submission 3/)).toBeNull();
  expect(puts()).toEqual([]);
});

test("Run and Submit run from their buttons and from the keyboard inside the editor, and wait while one runs", async () => {
  const { user, editor, onRun, onSubmit, rerender } = renderPane();
  await editor();
  await user.click(screen.getByRole("button", { name: /^Run/ }));
  await user.click(screen.getByRole("button", { name: /^Submit/ }));
  await user.click(await editor());
  await user.keyboard("{Control>}{Enter}{/Control}");
  await user.keyboard("{Control>}{Shift>}{Enter}{/Shift}{/Control}");
  expect(onRun).toHaveBeenCalledTimes(2);
  expect(onSubmit).toHaveBeenCalledTimes(2);
  // Ctrl+Enter ran the code instead of adding a line.
  expect((await editor()).textContent).toBe(DRAFT.code.replaceAll("\n", ""));

  rerender(
    <ProblemEditorPane
      problemId="p1"
      userId="u1"
      language="python"
      draft={DRAFT}
      starterCode={STARTER}
      blankCode={BLANK}
      loaded={null}
      codeRef={{ current: "" }}
      handleRef={createRef<CodeEditorHandle>()}
      pending="run"
      shortcuts={{ run: "Ctrl+Enter", submit: "Ctrl+Shift+Enter" }}
      loadingText="Loading Python… 40 %"
      fillHeight={false}
      isReviewing
      remarks={undefined}
      onLanguageChange={vi.fn()}
      onRun={onRun}
      onSubmit={onSubmit}
      onReview={vi.fn()}
      onCodeChange={vi.fn()}
    />,
  );
  expect((screen.getByRole("button", { name: /^Running/ }) as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByRole("button", { name: /^Submit/ }) as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByText("Loading Python… 40 %")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Review my code" }).getAttribute("aria-busy")).toBe("true");
});

test("the language picker and Review my code hand their choice to the page", async () => {
  const { user, onLanguageChange, onReview } = renderPane();
  await user.selectOptions(await screen.findByRole("combobox", { name: "Language" }), "JavaScript");
  expect(onLanguageChange).toHaveBeenCalledWith("javascript");
  await user.click(screen.getByRole("button", { name: "Review my code" }));
  expect(onReview).toHaveBeenCalledOnce();
});

test("an edit of a submission's code is saved to the draft, and the notice goes", async () => {
  const submitted = "def two_sum(nums, target):\n    return [0, 1]\n";
  const { user, editor, puts, codeRef } = renderPane({ loaded: { code: submitted, label: "submission 3" } });
  const code = await editor();
  await waitFor(() => expect(code.textContent).toContain("return [0, 1]"));
  expect(codeRef.current).toBe(submitted);
  await user.click(code);
  await user.keyboard("{Control>}{End}{/Control}# mine");
  expect(screen.queryByText(/Showing submission 3/)).toBeNull();
  await leaveEditor(user);
  expect(puts().at(-1)).toMatchObject({ path: DRAFTS_PATH, body: { code: `${submitted}# mine` } });
});

test("a language no runner judges shows its notice above the editor, and Run and Submit are disabled", async () => {
  renderPane({ language: "java", draft: null, notice: <p>Java is not available on this server.</p>, canJudge: false });
  await screen.findByRole("textbox", { name: "Code editor" }, { timeout: 15_000 });
  expect(screen.getByText("Java is not available on this server.")).toBeTruthy();
  expect(screen.getByRole("button", { name: /^Run/ })).toHaveProperty("disabled", true);
  expect(screen.getByRole("button", { name: /^Submit/ })).toHaveProperty("disabled", true);
});

test("in blank-page mode a language without a draft opens on a comment naming the function; Reset gives the starter code", async () => {
  const { user, editor, onCodeChange } = renderPane({ draft: null }, { editorStartsBlank: true });
  expect((await editor()).textContent).toBe(BLANK.trim());
  await user.click(screen.getByRole("button", { name: "Reset to starter code" }));
  await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Reset" }));
  expect(onCodeChange).toHaveBeenLastCalledWith(STARTER);
  await waitFor(() => expect(screen.getByRole("textbox", { name: "Code editor" }).textContent).toContain("pass"));
});

test("blank-page mode leaves a saved draft as it is", async () => {
  const { editor } = renderPane({}, { editorStartsBlank: true });
  expect((await editor()).textContent).toContain("return []");
});

test("Vim's keys load when chosen: the mode shows under the editor, dd deletes a line, Ctrl+Enter still runs", async () => {
  const { user, editor, onRun, codeRef } = renderPane({}, { editorKeyBindings: "vim" });
  const code = await editor();
  await waitFor(() =>
    expect(document.querySelector("[data-key-bindings]")?.getAttribute("data-key-bindings")).toBe("vim"),
  );
  expect(screen.getByText("--NORMAL--")).toBeTruthy();
  await user.click(code);
  await user.keyboard("gg");
  await user.keyboard("dd");
  await waitFor(() => expect(codeRef.current).toBe("    return []\n"));
  await user.keyboard("i");
  expect(screen.getByText("--INSERT--")).toBeTruthy();
  await user.keyboard("{Control>}{Enter}{/Control}");
  expect(onRun).toHaveBeenCalledOnce();
});

test("Emacs's keys load when chosen, and Run and Submit keep their shortcuts", async () => {
  const { user, editor, onRun, onSubmit } = renderPane({}, { editorKeyBindings: "emacs" });
  const code = await editor();
  await waitFor(() =>
    expect(document.querySelector("[data-key-bindings]")?.getAttribute("data-key-bindings")).toBe("emacs"),
  );
  await user.click(code);
  await user.keyboard("{Control>}{Enter}{/Control}");
  await user.keyboard("{Control>}{Shift>}{Enter}{/Shift}{/Control}");
  expect(onRun).toHaveBeenCalledOnce();
  expect(onSubmit).toHaveBeenCalledOnce();
});
