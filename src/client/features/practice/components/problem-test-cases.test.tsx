// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { renderWithProviders } from "@/client/test/render";
import type { SolvingJudge } from "@/shared/schemas/solving";
import { ProblemTestCases } from "./problem-test-cases";

// The test cases' "Step through": the editor's code on an example or on a custom input that parses.

const JUDGE = {
  signature: {
    kind: "function",
    name: "twoSum",
    params: [
      { name: "nums", type: "int[]" },
      { name: "target", type: "int" },
    ],
    returns: "int[]",
  },
  comparison: "exact",
  tests: [
    { input: [[2, 7], 9], expected: [0, 1] },
    { input: [[3, 2, 4], 6], expected: [1, 2] },
  ],
  timeLimitsMs: {},
} as unknown as SolvingJudge;

function renderCases(onStepThrough: ((target: unknown) => void) | null, texts: string[] = []) {
  const customTests = texts.map((text, index) => ({ id: index + 1, text }));
  return renderWithProviders(
    <ProblemTestCases
      judge={JUDGE}
      exampleIndexes={[1, 0]}
      customTests={customTests}
      onAdd={vi.fn()}
      onChange={vi.fn()}
      onRemove={vi.fn()}
      onStepThrough={onStepThrough}
    />,
  );
}

test("steps through an example, and a custom input once it parses", async () => {
  const onStepThrough = vi.fn();
  const { user } = renderCases(onStepThrough, ["[[1, 5], 6]", "[[1, 5"]);
  await user.click(screen.getByRole("button", { name: "Step through example 1" }));
  expect(onStepThrough).toHaveBeenLastCalledWith({ title: "Example 1", input: [[3, 2, 4], 6], expected: [1, 2] });
  await user.click(screen.getByRole("button", { name: "Step through custom test 1" }));
  expect(onStepThrough).toHaveBeenLastCalledWith({ title: "Custom test 1", input: [[1, 5], 6] });
  expect(screen.queryByRole("button", { name: "Step through custom test 2" })).toBeNull();
});

test("for a language the visualiser does not trace, says why instead", () => {
  renderCases(null, ["[[1, 5], 6]"]);
  expect(screen.queryByRole("button", { name: /^Step through/ })).toBeNull();
  expect(screen.getByText("Step-through runs JavaScript, TypeScript and Python in your browser.")).toBeTruthy();
});
