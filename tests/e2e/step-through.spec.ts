import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";
import { typeCode } from "./solve-helpers";

// The step-through visualiser on a failing test, with the real tracers (Pyodide's sys.settrace for
// Python, the instrumented QuickJS run for JavaScript): Run a wrong Two Sum, step through the failing
// example, and watch a variable change and its pointer move under the array. Python's first start
// takes seconds on a busy machine, as in solve.spec.ts.
test.describe.configure({ timeout: 360_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const PYTHON_TIMEOUT = 180_000;

// Off by one: j stops before the last position, so Example 2 ([3, 2, 4] and 6) finds no pair.
const WRONG_PYTHON = `def two_sum(nums, target):
    for i in range(len(nums)):
        for j in range(i + 1, len(nums) - 1):
            if nums[i] + nums[j] == target:
                return [i, j]
    return []
`;
const WRONG_JAVASCRIPT = `function twoSum(nums, target) {
  for (let i = 0; i < nums.length; i++) {
    for (let j = i + 1; j < nums.length - 1; j++) {
      if (nums[i] + nums[j] === target) return [i, j];
    }
  }
  return [];
}
`;

/** Runs the editor's code and opens the visualiser on the failing example. */
async function stepThroughFailingTest(page: Page, language: string, timeout: number): Promise<Locator> {
  await page.getByRole("button", { name: /^Run/ }).click();
  await expect(page.getByText(`1 / 2 tests passed · ${language}`)).toBeVisible({ timeout });
  await page.getByRole("button", { name: "Step through this test" }).click();
  const visualiser = page.getByRole("region", { name: "Step through: Example 2" });
  await expect(visualiser.getByRole("button", { name: "Next step" })).toBeVisible({ timeout });
  await expect(visualiser).toBeFocused();
  await expect(visualiser.getByText("Expected")).toBeVisible();
  return visualiser;
}

/** Clicks Next step until `isReached` holds (a bounded number of times: the trace is a few dozen steps). */
async function stepUntil(visualiser: Locator, isReached: () => Promise<boolean>) {
  for (let step = 0; step < 60; step++) {
    if (await isReached()) return;
    await visualiser.getByRole("button", { name: "Next step" }).click();
  }
  throw new Error("The step was never reached.");
}

/** `i` appears under nums[0], then moves to nums[1] as its value changes (and is marked changed). */
async function expectPointerToMove(visualiser: Locator) {
  const cell = (index: number) =>
    visualiser
      .getByRole("figure", { name: /^nums: a list of 3 items/ })
      .getByRole("listitem")
      .nth(index);
  const pointerAt = async (index: number) => (await cell(index).getByText("i", { exact: true }).count()) > 0;
  const variable = visualiser.locator('[data-variable="i"]');

  await stepUntil(visualiser, () => pointerAt(0));
  await expect(variable.getByRole("definition")).toHaveText("0");
  await stepUntil(visualiser, () => pointerAt(1));
  await expect(variable).toContainText("changed");
  await expect(variable.getByRole("definition")).toHaveText("1");
  await expect(cell(0).getByText("i", { exact: true })).toHaveCount(0);
}

/** The open visualiser's serious and critical WCAG 2 A/AA violations, one line per failing element. */
async function findSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa"])
    .include("[data-step-through]")
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`));
}

test("step through a failing test in Python and JavaScript: a variable changes and its pointer moves under the array", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const opened = await page.request.post("/api/practice/library/two-sum/open");
  const { problem } = (await opened.json()) as { problem: { id: string } };
  await page.goto(`/dashboard/problems/${problem.id}`);
  await expect(page.getByRole("textbox", { name: "Code editor" })).toBeVisible();

  await page.getByLabel("Language").selectOption("python");
  await typeCode(page, WRONG_PYTHON);
  const python = await stepThroughFailingTest(page, "Python", PYTHON_TIMEOUT);
  await expect(python.getByText("Your Python code")).toBeVisible();
  await expectPointerToMove(python);
  expect(await findSeriousViolations(page)).toEqual([]);
  // The failing line: the run returned [] from its last line.
  await python.getByRole("button", { name: "Go to the failing line" }).click();
  await expect(python.locator('[aria-current="step"]')).toContainText("return []");
  await page.keyboard.press("Escape");
  await expect(python).toBeHidden();
  await expect(page.getByRole("button", { name: "Step through this test" })).toBeFocused();

  await page.getByLabel("Language").selectOption("javascript");
  await typeCode(page, WRONG_JAVASCRIPT);
  const javascript = await stepThroughFailingTest(page, "JavaScript", 60_000);
  await expect(javascript.getByText("Your JavaScript code")).toBeVisible();
  await expectPointerToMove(javascript);
  await javascript.getByRole("button", { name: "Close the step-through" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Two Sum" })).toBeVisible();
});
