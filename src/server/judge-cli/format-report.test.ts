import { expect, test } from "vitest";
import { buildCompileErrorReport, buildJudgeReport } from "@/shared/judge/judge-report";
import { formatReport, formatSummary, shorten, toJsonReport } from "./format-report";

const problem = { comparison: "exact" as const };
const tests = [
  { input: [1, 2], expected: 3 },
  { input: [2, 2], expected: 4 },
  { input: [3, 2], expected: 5 },
  { input: [4, 2], expected: 6 },
];

test("shows every test's number, verdict and time, and what a failed test got and printed", () => {
  const report = buildJudgeReport(problem, tests.slice(0, 2), [
    { kind: "value", actual: 3, output: "", timeMs: 0.42 },
    { kind: "value", actual: 5, output: "adding\n2 2\n", timeMs: 12.6 },
  ]);
  expect(formatReport(report, "javascript")).toEqual([
    "Test 1   Accepted              0.4 ms",
    "Test 2   Wrong Answer          13 ms",
    "    input     [2,2]",
    "    expected  4",
    "    actual    5",
    "    printed   adding",
    "              2 2",
    "Wrong Answer — 1/2 tests passed",
  ]);
});

test("a runtime error shows its message and line; the tests after a time limit are one line", () => {
  const report = buildJudgeReport(problem, tests, [
    {
      kind: "error",
      verdict: "runtime_error",
      message: "ZeroDivisionError: division by zero",
      line: 4,
      output: "",
      timeMs: 1,
    },
    {
      kind: "error",
      verdict: "time_limit_exceeded",
      message: "Time limit exceeded (2000 ms per test).",
      output: "",
      timeMs: 2001,
    },
  ]);
  const lines = formatReport(report, "python");
  expect(lines).toContain("    message   ZeroDivisionError: division by zero");
  expect(lines).toContain("    line      4");
  expect(lines.slice(-2)).toEqual([
    "Tests 3–4 not run: an earlier test exceeded the time limit.",
    "Runtime Error — 0/4 tests passed",
  ]);
});

test("a syntax error is one line with its position, then the summary; compiled languages fail to compile", () => {
  const report = buildCompileErrorReport(tests, { message: "SyntaxError: expected ':'", line: 1, column: 19 });
  expect(formatReport(report, "python")).toEqual([
    "Syntax Error at line 1, column 19: SyntaxError: expected ':'",
    "Syntax Error — 0/4 tests passed",
  ]);
  const javac = buildCompileErrorReport(tests, { message: "';' expected", line: 3, column: 17 });
  expect(formatReport(javac, "java")).toEqual([
    "Compile Error at line 3, column 17: ';' expected",
    "Compile Error — 0/4 tests passed",
  ]);
});

test("the summary line, the JSON shape and long values cut to their start", () => {
  const accepted = buildJudgeReport(problem, tests.slice(0, 1), [{ kind: "value", actual: 3, output: "", timeMs: 1 }]);
  expect(formatSummary(accepted, "python")).toBe("Accepted — 1/1 tests passed");
  expect(toJsonReport("sum", "python", accepted)).toEqual({
    slug: "sum",
    language: "python",
    verdict: "accepted",
    passed: 1,
    total: 1,
    tests: accepted.tests,
  });
  const long = shorten(Array.from({ length: 1000 }, (_, index) => index));
  expect(long).toMatch(/^\[0,1,2,.{190,}… \(3891 characters\)$/);
  expect(long.length).toBeLessThan(230);
});
