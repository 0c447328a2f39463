import { expect, test } from "vitest";
import { buildCompileErrorReport, buildJudgeReport } from "@/shared/judge/judge-report";
import { summariseTests } from "./summarise-tests";

const problem = { comparison: "exact" as const };
const tests = [
  { input: [[1, 2]], expected: [0, 1] },
  { input: [[3, 4]], expected: [0, 1] },
  { input: [[5, 6]], expected: [1, 0] },
];

test("no Run or Submit yet says so", () => {
  expect(summariseTests(null)).toEqual({ kind: "none" });
});

test("each failing test says what was expected and what came back, or why it failed", () => {
  const report = buildJudgeReport(problem, tests, [
    { kind: "value", actual: [0, 1], output: "", timeMs: 1 },
    { kind: "error", verdict: "runtime_error", message: "TypeError: x is undefined", line: 4, output: "", timeMs: 1 },
    { kind: "value", actual: [0, 1], output: "", timeMs: 1 },
  ]);
  expect(summariseTests({ kind: "submit", language: "javascript", report })).toEqual({
    kind: "results",
    source: "submit",
    language: "javascript",
    passed: 1,
    total: 3,
    failures: ["Fails test 2: TypeError: x is undefined (line 4)", "Fails test 3: expected [1,0], got [0,1]"],
    notRun: 0,
  });
});

test("tests left unrun after a time limit are counted, not listed as failures", () => {
  const report = buildJudgeReport(problem, tests, [
    {
      kind: "error",
      verdict: "time_limit_exceeded",
      message: "Time limit exceeded (2000 ms per test).",
      output: "",
      timeMs: 2000,
    },
  ]);
  const summary = summariseTests({ kind: "run", language: "python", report });
  expect(summary).toMatchObject({ failures: ["Fails test 1: Time limit exceeded (2000 ms per test)."], notRun: 2 });
});

test("a compile error is one line, and long values are cut", () => {
  const report = buildCompileErrorReport(tests, { message: "SyntaxError: Unexpected token", line: 2 });
  expect(summariseTests({ kind: "run", language: "javascript", report })).toMatchObject({
    failures: ["Does not compile: SyntaxError: Unexpected token (line 2)"],
    notRun: 0,
  });
  const long = Array.from({ length: 100 }, (_, index) => index);
  const wrong = buildJudgeReport(
    problem,
    [{ input: [[1]], expected: long }],
    [{ kind: "value", actual: [], output: "", timeMs: 1 }],
  );
  const [failure] = (summariseTests({ kind: "run", language: "javascript", report: wrong }) as { failures: string[] })
    .failures;
  expect(failure).toMatch(/^Fails test 1: expected \[0,1,2,.*…, got \[\]$/);
});
