import { expect, test } from "vitest";
import { RUNNER_FIXTURES } from "@/shared/judge/runner-fixtures";
import { runJavaScriptSolution } from "./run-javascript";

test("runs a function solution against every test", () => {
  const { problem, javascript } = RUNNER_FIXTURES.sumPair;
  const outcomes = runJavaScriptSolution(problem, javascript);
  expect(outcomes.map((outcome) => outcome.actual)).toEqual([3, -1]);
  expect(outcomes.every((outcome) => outcome.passed)).toBe(true);
});

test("drives a class through its calls, with null for the constructor and void methods", () => {
  const { problem, javascript } = RUNNER_FIXTURES.counter;
  const [outcome] = runJavaScriptSolution(problem, javascript);
  expect(outcome).toMatchObject({ passed: true, actual: [null, null, null, 5] });
});

test("builds a TreeNode from level order and serialises the returned tree the same way", () => {
  const { problem, javascript } = RUNNER_FIXTURES.mirrorTree;
  const outcomes = runJavaScriptSolution(problem, javascript);
  expect(outcomes.map((outcome) => outcome.actual)).toEqual([[4, 7, 2, null, 6, null, 1], []]);
  expect(outcomes.every((outcome) => outcome.passed)).toBe(true);
});

test("builds a ListNode from an array and serialises the returned list", () => {
  const { problem, javascript } = RUNNER_FIXTURES.reverseList;
  const outcomes = runJavaScriptSolution(problem, javascript);
  expect(outcomes.map((outcome) => outcome.actual)).toEqual([[3, 2, 1], []]);
});

test("gives every test fresh inputs, so one test's mutation cannot leak into the next", () => {
  const { problem, javascript } = RUNNER_FIXTURES.sortInPlace;
  const outcomes = runJavaScriptSolution(problem, javascript);
  expect(outcomes.map((outcome) => outcome.passed)).toEqual([true, true]);
  expect(problem.tests[0]?.input).toEqual([[3, 1, 2]]);
});

test("reports a wrong answer, a thrown error, a missing function and a timeout", () => {
  const { problem } = RUNNER_FIXTURES.sumPair;
  const [wrong] = runJavaScriptSolution(problem, "function sumPair(a, b) { return a - b; }");
  expect(wrong).toMatchObject({ passed: false, actual: -1, expected: 3 });
  const [thrown] = runJavaScriptSolution(problem, "function sumPair(a, b) {\n  return a.b.c;\n}");
  expect(thrown?.error).toMatch(/TypeError: .* \(solution\.js line 2\)/);
  const [missing] = runJavaScriptSolution(problem, "function other() {}");
  expect(missing?.error).toBe("solution.js does not define sumPair");
  const [slow] = runJavaScriptSolution(problem, "function sumPair() { for (;;) {} }", 100);
  expect(slow?.error).toMatch(/timed out/);
});
