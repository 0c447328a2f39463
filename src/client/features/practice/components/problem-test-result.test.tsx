// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { expect, test, vi } from "vitest";
import { renderWithProviders } from "@/client/test/render";
import type { JudgedTest } from "@/shared/judge/verdicts";
import type { Signature } from "@/shared/schemas/problem-judge";
import type { SolvingJudge } from "@/shared/schemas/solving";
import { useCustomTests } from "../hooks/use-custom-tests";
import { ProblemTestResult } from "./problem-test-result";

// One judged test on the problem page: what differs for a Wrong Answer, the copy buttons, keeping a failed
// test's input as a custom input, and the visualiser's button.

const twoSum: Signature = {
  kind: "function",
  name: "twoSum",
  params: [
    { name: "nums", type: "int[]" },
    { name: "target", type: "int" },
  ],
  returns: "int[]",
};

const wrongAnswer: JudgedTest = {
  index: 3,
  passed: false,
  verdict: "wrong_answer",
  input: [[3, 2, 4], 6],
  expected: [1, 2],
  actual: [0, 2, 5],
};

function renderResult(props: Partial<ComponentProps<typeof ProblemTestResult>> = {}) {
  return renderWithProviders(
    <ol>
      <ProblemTestResult test={wrongAnswer} title="Test 4" signature={twoSum} {...props} />
    </ol>,
  );
}

test("a wrong array shows which elements differ and the extra one, drawn in a row", async () => {
  renderResult();
  const diff = await screen.findByRole("region", { name: "What differs" });
  expect(diff.textContent).toContain("Returned 3 elements, expected 2. The elements at indexes 0 and 2 differ.");
  const [, expectedRow, actualRow] = within(diff).getAllByRole("row");
  expect(
    within(expectedRow as HTMLElement)
      .getAllByRole("cell")
      .map((cell) => cell.textContent),
  ).toEqual(["1", "2", "—"]);
  expect(
    within(actualRow as HTMLElement)
      .getAllByRole("cell")
      .map((cell) => cell.textContent),
  ).toEqual(["0", "2", "5"]);
});

test("a passing test and a runtime error show no difference", () => {
  renderResult({ test: { ...wrongAnswer, passed: true, verdict: "accepted", actual: [1, 2] } });
  expect(screen.queryByRole("region", { name: "What differs" })).toBeNull();
  renderResult({ test: { ...wrongAnswer, verdict: "runtime_error", actual: undefined, message: "boom" } });
  expect(screen.queryByRole("region", { name: "What differs" })).toBeNull();
});

test("an unordered problem lists what is missing and what is extra instead of positions", async () => {
  renderResult({ comparison: "unordered", test: { ...wrongAnswer, expected: [1, 2, 3], actual: [3, 1, 4] } });
  const diff = await screen.findByRole("region", { name: "What differs" });
  expect(diff.textContent).toContain("Any order is accepted here: 1 expected element missing, 1 element too many.");
  expect(diff.textContent).toMatch(/Missing\s*2/);
  expect(diff.textContent).toMatch(/Extra\s*4/);
  expect(within(diff).queryByRole("table")).toBeNull();
});

test("a tree result draws both trees with the differing nodes marked", async () => {
  const invert = { ...twoSum, params: [{ name: "root", type: "TreeNode" as const }], returns: "TreeNode" as const };
  renderResult({
    signature: invert,
    test: { ...wrongAnswer, input: [[2, 1, 3]], expected: [2, 3, 1], actual: [2, 1, 3] },
  });
  const expected = await screen.findByRole("img", { name: "Expected tree: 3 nodes, 2 marked as different" });
  expect(screen.getByRole("img", { name: "Actual tree: 3 nodes, 2 marked as different" })).toBeTruthy();
  expect(expected.querySelectorAll("[data-different]")).toHaveLength(2);
});

test("a problem with a checker says why there is no one answer to compare with", () => {
  renderResult({ hasChecker: true });
  expect(screen.queryByRole("region", { name: "What differs" })).toBeNull();
  expect(screen.getByText(/Several answers are right for this problem/)).toBeTruthy();
});

test("the copy buttons put the input, expected and actual JSON on the clipboard, from the keyboard too", async () => {
  const { user } = renderResult();
  await user.click(screen.getByRole("button", { name: "Copy input" }));
  expect(await navigator.clipboard.readText()).toBe("[[3,2,4],6]");
  expect(screen.getByText("Input copied")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Copy input" }).textContent).toBe("Copied");

  screen.getByRole("button", { name: "Copy expected" }).focus();
  await user.keyboard("{Enter}");
  expect(await navigator.clipboard.readText()).toBe("[1,2]");
  await user.keyboard("{Tab}{Enter}");
  expect(await navigator.clipboard.readText()).toBe("[0,2,5]");
  expect(screen.getByText("Actual copied")).toBeTruthy();
});

const judge = { signature: twoSum, tests: [{ input: [[2, 7], 9], expected: [0, 1] }] } as unknown as SolvingJudge;

/** The result beside the page's real custom tests, listed as the Tests tab lists them. */
function WithCustomTests() {
  const customTests = useCustomTests(judge, [0]);
  return (
    <>
      <ol>
        <ProblemTestResult
          test={wrongAnswer}
          title="Test 4"
          signature={twoSum}
          onKeepAsCustomInput={customTests.keep}
        />
      </ol>
      <ul aria-label="Custom tests">
        {customTests.tests.map((custom) => (
          <li key={custom.id}>{custom.text}</li>
        ))}
      </ul>
    </>
  );
}

test("keep as custom input adds the failed input once, and says so", async () => {
  const { user } = renderWithProviders(<WithCustomTests />);
  const keep = screen.getByRole("button", { name: "Keep as custom input" });
  await user.click(keep);
  expect(screen.getByText("Kept as custom test 1: Run judges it with the examples.")).toBeTruthy();
  const list = screen.getByRole("list", { name: "Custom tests" });
  expect(
    within(list)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual(["[[3,2,4],6]"]);

  await user.click(keep);
  expect(screen.getByText("Already kept as custom test 1.")).toBeTruthy();
  expect(within(list).getAllByRole("listitem")).toHaveLength(1);
});

test("no keep button for a passing test nor for a custom test's own result", () => {
  const onKeep = vi.fn();
  renderResult({ onKeepAsCustomInput: onKeep, test: { ...wrongAnswer, passed: true, verdict: "accepted" } });
  renderResult({ onKeepAsCustomInput: onKeep, test: { ...wrongAnswer, isCustom: true, verdict: "runtime_error" } });
  expect(screen.queryByRole("button", { name: "Keep as custom input" })).toBeNull();
});

test("the step-through button names a failing test as such, and calls the visualiser", async () => {
  const onStepThrough = vi.fn();
  const { user } = renderResult({ onStepThrough });
  await user.click(screen.getByRole("button", { name: "Step through this test" }));
  expect(onStepThrough).toHaveBeenCalledTimes(1);
  renderResult({ onStepThrough, test: { ...wrongAnswer, passed: true, verdict: "accepted" } });
  expect(screen.getByRole("button", { name: "Step through" })).toBeTruthy();
});
