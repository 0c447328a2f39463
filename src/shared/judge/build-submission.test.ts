import { expect, test } from "vitest";
import type { JudgeReport } from "@/shared/judge/judge-report";
import { buildSubmissionInput } from "./build-submission";

const passing = (index: number, timeMs: number) => ({
  index,
  input: [[index], 1],
  expected: index,
  actual: index,
  passed: true,
  verdict: "accepted" as const,
  timeMs,
});

test("an accepted report becomes an accepted submission whose time is the tests' total", () => {
  const report: JudgeReport = { verdict: "accepted", passed: 2, total: 2, tests: [passing(0, 1.5), passing(1, 2)] };
  expect(buildSubmissionInput({ language: "javascript", code: "x", report, elapsedSeconds: 90 })).toEqual({
    language: "javascript",
    code: "x",
    verdict: "accepted",
    passed: 2,
    total: 2,
    runtimeMs: 3.5,
    elapsedSeconds: 90,
  });
});

test("a failing report keeps its first failing test with input, expected, actual and message", () => {
  const report: JudgeReport = {
    verdict: "wrong_answer",
    passed: 1,
    total: 3,
    tests: [
      passing(0, 1),
      {
        index: 1,
        input: [[1], 2],
        expected: [0, 1],
        actual: [1, 0],
        passed: false,
        verdict: "wrong_answer",
        timeMs: 1,
      },
      {
        index: 2,
        input: [[2], 3],
        expected: [1],
        passed: false,
        verdict: "runtime_error",
        message: "x is undefined",
        line: 3,
      },
    ],
  };
  const input = buildSubmissionInput({ language: "python", code: "y", report, elapsedSeconds: 5 });
  expect(input.verdict).toBe("wrong_answer");
  expect(input.passed).toBe(1);
  expect(input.runtimeMs).toBe(2);
  expect(input.failedTest).toEqual({ index: 1, input: [[1], 2], expected: [0, 1], actual: [1, 0] });
});

test("code that does not compile records the compile error's message and line on the first test", () => {
  const report: JudgeReport = {
    verdict: "compile_error",
    passed: 0,
    total: 1,
    tests: [
      {
        index: 0,
        input: [1],
        expected: 1,
        passed: false,
        verdict: "compile_error",
        message: "Unexpected token",
        isNotRun: true,
      },
    ],
    compileError: { message: "Unexpected token (2:5)", line: 2, column: 5 },
  };
  const input = buildSubmissionInput({ language: "typescript", code: "z", report, elapsedSeconds: 0 });
  expect(input.failedTest).toEqual({ index: 0, input: [1], expected: 1, message: "Unexpected token (2:5)", line: 2 });
  expect(input.runtimeMs).toBe(0);
});
