import type { Page } from "@playwright/test";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";
import { typeCode } from "./solve-helpers";

// What failed, at a glance, and the editor people use: a wrong array's difference drawn cell by cell with
// its input kept as a custom input in one click; Vim's keys (dd deletes a line, Ctrl+Enter still runs),
// the font size and blank-page mode chosen in the editor's settings and kept for the user.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function openLibraryProblem(page: Page, slug: string) {
  const opened = await page.request.post(`/api/practice/library/${slug}/open`);
  expect(opened.status()).toBe(200);
  const { problem } = (await opened.json()) as { problem: { id: string } };
  await page.goto(`/dashboard/problems/${problem.id}`);
  await expect(page.getByRole("textbox", { name: "Code editor" })).toBeVisible();
}

/** Right except the last element, one too many: Example 1 ([2,3,4,5]) returns [60,40,30,25]. */
const OFF_BY_ONE = `var productExceptSelf = function (nums) {
  const all = nums.map((_, i) => nums.reduce((product, n, j) => (j === i ? product : product * n), 1));
  all[all.length - 1] += 1;
  return all;
};
`;

test("a wrong array shows which element differs, and its input is kept as a custom input in one click", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  await openLibraryProblem(page, "product-of-array-except-self");
  await typeCode(page, OFF_BY_ONE);
  await page.getByRole("button", { name: /^Run/ }).click();
  await expect(page.getByRole("heading", { level: 3, name: /^Run: / })).toHaveText("Run: Wrong Answer");

  const example = page.getByRole("list", { name: "Test results" }).getByRole("listitem").first();
  const diff = example.getByRole("region", { name: "What differs" });
  await expect(diff).toContainText("The element at index 3 differs.");
  const expectedRow = diff.getByRole("row", { name: /^Expected/ });
  const actualRow = diff.getByRole("row", { name: /^Actual/ });
  await expect(expectedRow.getByRole("cell")).toHaveText(["60", "40", "30", "24"]);
  await expect(actualRow.getByRole("cell")).toHaveText(["60", "40", "30", "25"]);
  await expect(actualRow.locator('[data-status="changed"]')).toHaveText(["25"]);
  await expect(actualRow.locator('[data-status="same"]')).toHaveCount(3);

  await example.getByRole("button", { name: "Keep as custom input" }).click();
  await expect(example.getByRole("status").last()).toHaveText(/^Kept as custom test 1/);
  await example.getByRole("button", { name: "Keep as custom input" }).click();
  await expect(example.getByRole("status").last()).toHaveText("Already kept as custom test 1.");
  await page.getByRole("tab", { name: "Test cases" }).click();
  await expect(page.getByRole("textbox", { name: "Custom test 1" })).toHaveValue("[[2,3,4,5]]");
  await expect(page.getByRole("textbox", { name: "Custom test 2" })).toHaveCount(0);
});

test("Vim mode deletes a line with dd and Ctrl+Enter still runs; the font size and blank-page mode are kept for the user", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  await openLibraryProblem(page, "two-sum");
  const editor = page.locator(".cm-editor");
  await expect(editor).toHaveCSS("font-size", "14px");

  await page.getByRole("button", { name: "Editor settings" }).click();
  const settings = page.getByRole("dialog", { name: "Editor settings" });
  const saved = () => page.waitForResponse((response) => response.url().endsWith("/api/preferences") && response.ok());
  let saving = saved();
  // The radio shows the stored setting: it moves once the cache holds the choice (a tick after the click), so
  // the test clicks and waits for it rather than using check(), which wants the state at once.
  const vim = settings.getByRole("radio", { name: "Vim" });
  await vim.click();
  await expect(vim).toBeChecked();
  await saving;
  saving = saved();
  await settings.getByLabel("Font size").selectOption("18");
  await saving;
  saving = saved();
  await settings.getByRole("switch", { name: "Start on a blank page" }).click();
  await saving;
  await page.keyboard.press("Escape");
  await expect(settings).toBeHidden();

  // Vim's chunk loaded: its status line shows the mode, and the font is the chosen size.
  await expect(page.locator(".cm-vim-panel")).toContainText("--NORMAL--");
  await expect(editor).toHaveCSS("font-size", "18px");

  // In normal mode, gg goes to the first line and dd deletes it.
  const lines = page.locator(".cm-content .cm-line");
  const before = await lines.allTextContents();
  await page.getByRole("textbox", { name: "Code editor" }).click();
  await page.keyboard.press("Escape");
  await page.keyboard.type("ggdd");
  await expect(lines).toHaveText(before.slice(1));
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(page.getByRole("heading", { level: 3, name: /^Run: / })).toBeVisible();

  // Kept for the user: after a reload, Vim and 18 px; a language without a draft opens on a blank page.
  await page.reload();
  await expect(page.locator(".cm-vim-panel")).toContainText("--NORMAL--");
  await expect(editor).toHaveCSS("font-size", "18px");
  await page.getByLabel("Language").selectOption("python");
  const code = page.getByRole("textbox", { name: "Code editor" });
  await expect(code).toHaveText("# Write twoSum(nums, target) — the judge accepts LeetCode's forms.");
  await page.getByRole("button", { name: "Reset to starter code" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reset" }).click();
  await expect(code).toContainText("class Solution:");
});
