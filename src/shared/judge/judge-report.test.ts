import { expect, test } from "vitest";
import { buildCompileErrorReport, buildJudgeReport, isStoppingResult, type RawTestResult } from "./judge-report";

const exact = { comparison: "exact" } as const;
const tests = [
  { input: [1, 2], expected: 3 },
  { input: [2, 2], expected: 4 },
];

function value(actual: unknown, output = ""): RawTestResult {
  return { kind: "value", actual, output, timeMs: 1 };
}

test("accepts when every test's value matches, and counts the passed tests", () => {
  const report = buildJudgeReport(exact, tests, [value(3), value(4)]);
  expect(report).toMatchObject({ verdict: "accepted", passed: 2, total: 2 });
  expect(report.tests[1]).toMatchObject({ index: 1, input: [2, 2], expected: 4, actual: 4, verdict: "accepted" });
  expect(report.compileError).toBeUndefined();
});

test("a mismatching value is a Wrong Answer and the first failure names the run", () => {
  const report = buildJudgeReport(exact, tests, [value(3), value(5)]);
  expect(report).toMatchObject({ verdict: "wrong_answer", passed: 1, total: 2 });
  expect(report.tests[1]).toMatchObject({ passed: false, verdict: "wrong_answer", actual: 5, expected: 4 });
});

test("compares with the problem's comparison", () => {
  const unordered = [{ input: [], expected: [1, 2] }];
  expect(buildJudgeReport({ comparison: "unordered" }, unordered, [value([2, 1])]).verdict).toBe("accepted");
  expect(buildJudgeReport(exact, unordered, [value([2, 1])]).verdict).toBe("wrong_answer");
});

test("an error result keeps its verdict, message, line, output and time", () => {
  const report = buildJudgeReport(exact, tests, [
    value(3),
    {
      kind: "error",
      verdict: "runtime_error",
      message: "TypeError: x is undefined",
      line: 4,
      output: "hi\n",
      timeMs: 2,
    },
  ]);
  expect(report.verdict).toBe("runtime_error");
  expect(report.tests[1]).toEqual({
    index: 1,
    input: [2, 2],
    expected: 4,
    passed: false,
    verdict: "runtime_error",
    message: "TypeError: x is undefined",
    line: 4,
    output: "hi\n",
    timeMs: 2,
  });
});

test("the first failing test decides the verdict, whatever fails later", () => {
  const memory: RawTestResult = {
    kind: "error",
    verdict: "memory_limit_exceeded",
    message: "m",
    output: "",
    timeMs: 1,
  };
  const report = buildJudgeReport(exact, [...tests, { input: [0, 0], expected: 0 }], [value(3), value(0), memory]);
  expect(report.verdict).toBe("wrong_answer");
  expect(report.tests.map((judged) => judged.verdict)).toEqual(["accepted", "wrong_answer", "memory_limit_exceeded"]);
});

test("tests after a time limit are not run and carry the verdict that stopped the run", () => {
  const timeout: RawTestResult = {
    kind: "error",
    verdict: "time_limit_exceeded",
    message: "Time limit exceeded (2000 ms)",
    output: "",
    timeMs: 2000,
  };
  expect(isStoppingResult(timeout)).toBe(true);
  expect(isStoppingResult(value(1))).toBe(false);
  const report = buildJudgeReport(exact, [...tests, { input: [5, 5], expected: 10 }], [value(3), timeout]);
  expect(report).toMatchObject({ verdict: "time_limit_exceeded", passed: 1, total: 3 });
  expect(report.tests[2]).toMatchObject({
    index: 2,
    passed: false,
    isNotRun: true,
    verdict: "time_limit_exceeded",
    message: "Not run: an earlier test exceeded the time limit.",
  });
  expect(report.tests[2]?.timeMs).toBeUndefined();
});

test("a custom input without expected passes when it runs and is never a Wrong Answer", () => {
  const custom = [{ input: [7, 8] }, { input: [1, 1] }];
  const report = buildJudgeReport(exact, custom, [
    value(99, "debug\n"),
    { kind: "error", verdict: "runtime_error", message: "RangeError: bad", output: "", timeMs: 1 },
  ]);
  expect(report).toMatchObject({ verdict: "runtime_error", passed: 1, total: 2 });
  expect(report.tests[0]).toMatchObject({
    isCustom: true,
    passed: true,
    verdict: "accepted",
    actual: 99,
    output: "debug\n",
  });
  expect(report.tests[0]?.expected).toBeUndefined();
  expect(report.tests[1]).toMatchObject({ isCustom: true, passed: false, verdict: "runtime_error" });
  expect(buildJudgeReport(exact, [{ input: [1, 1] }], [value(null)]).verdict).toBe("accepted");
});

test("null is a real expected value (a void result), not a custom input", () => {
  const report = buildJudgeReport(exact, [{ input: [], expected: null }], [value(0)]);
  expect(report.tests[0]).toMatchObject({ verdict: "wrong_answer" });
  expect(report.tests[0]?.isCustom).toBeUndefined();
});

test("a compile error runs no test and reports where the code is wrong", () => {
  const error = { message: "SyntaxError: unexpected token in expression: ';'", line: 2, column: 13 };
  const report = buildCompileErrorReport([...tests, { input: [0, 0] }], error);
  expect(report).toMatchObject({ verdict: "compile_error", passed: 0, total: 3, compileError: error });
  expect(report.tests.every((judged) => judged.isNotRun && judged.verdict === "compile_error")).toBe(true);
  expect(report.tests[2]).toMatchObject({ isCustom: true, passed: false });
});

test("an output limit result is its own verdict", () => {
  const report = buildJudgeReport(exact, tests.slice(0, 1), [
    { kind: "error", verdict: "output_limit_exceeded", message: "Output limit exceeded", output: "x", timeMs: 1 },
  ]);
  expect(report.verdict).toBe("output_limit_exceeded");
});
