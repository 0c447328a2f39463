// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { renderWithProviders } from "@/client/test/render";
import type { JudgeReport } from "@/shared/judge/judge-report";
import type { Language } from "@/shared/judge/languages";
import type { Signature } from "@/shared/schemas/problem-judge";
import { ProblemRunResults } from "./problem-run-results";

// A run's "Step through" buttons: the judged code (not the editor's) on the test, for the traced languages.

const SIGNATURE: Signature = {
  kind: "function",
  name: "twoSum",
  params: [
    { name: "nums", type: "int[]" },
    { name: "target", type: "int" },
  ],
  returns: "int[]",
};

const REPORT: JudgeReport = {
  verdict: "wrong_answer",
  passed: 1,
  total: 3,
  tests: [
    { index: 0, passed: true, input: [[2, 7], 9], expected: [0, 1], actual: [0, 1], verdict: "accepted" },
    { index: 1, passed: false, input: [[3, 2, 4], 6], expected: [1, 2], actual: [0, 0], verdict: "wrong_answer" },
    {
      index: 2,
      passed: true,
      input: [[1, 5], 6],
      expected: undefined,
      actual: [0, 1],
      verdict: "accepted",
      isCustom: true,
    },
  ],
};

function renderRun(language: Language, onStepThrough = vi.fn()) {
  const outcome = { kind: "run" as const, language, code: "judged code", report: REPORT, exampleIndexes: [0, 1] };
  const { user } = renderWithProviders(
    <ProblemRunResults
      outcome={outcome}
      pending={null}
      loadingText={null}
      signature={SIGNATURE}
      runShortcut="Ctrl+Enter"
      onGoToLine={vi.fn()}
      onShowSolution={vi.fn()}
      onStepThrough={onStepThrough}
    />,
  );
  return { user, onStepThrough };
}

test("a failing test offers 'Step through this test' with the judged code; the others 'Step through'", async () => {
  const { user, onStepThrough } = renderRun("python");
  expect(screen.getAllByRole("button", { name: "Step through" })).toHaveLength(2);
  await user.click(screen.getByRole("button", { name: "Step through this test" }));
  expect(onStepThrough).toHaveBeenCalledWith({
    source: "yours",
    language: "python",
    code: "judged code",
    title: "Example 2",
    input: [[3, 2, 4], 6],
    expected: [1, 2],
    isFailing: true,
  });
  await user.click(screen.getAllByRole("button", { name: "Step through" })[1] as HTMLElement);
  expect(onStepThrough).toHaveBeenLastCalledWith(
    expect.objectContaining({ title: "Custom test 1", expected: undefined, isFailing: false }),
  );
});

test("a Java run offers no step-through and says why", () => {
  renderRun("java");
  expect(screen.queryByRole("button", { name: /^Step through/ })).toBeNull();
  expect(screen.getByText("Step-through runs JavaScript, TypeScript and Python in your browser.")).toBeTruthy();
});
