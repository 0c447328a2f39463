import { checkAnswer } from "./checkers";
import { compareResults } from "./compare-results";
import type { RunnableProblem } from "./grade-results";
import { getOverallVerdict, type JudgedTest, type Verdict } from "./verdicts";

/** A test to judge: a problem's test, or a user's custom input (no `expected`). */
export type JudgeTestCase = { input: unknown; expected?: unknown };

/** What a runner saw for one test, before any comparison: the returned value, or why there was none. */
export type RawTestResult =
  | { kind: "value"; actual: unknown; output: string; timeMs: number }
  | {
      kind: "error";
      verdict: Extract<
        Verdict,
        "runtime_error" | "time_limit_exceeded" | "memory_limit_exceeded" | "output_limit_exceeded"
      >;
      message: string;
      /** The line in the user's code, when the runner knows it. */
      line?: number;
      output: string;
      timeMs: number;
    };

export type CompileError = { message: string; line?: number; column?: number };

export type JudgeReport = {
  /** Accepted when every test passed, else the first failing test's verdict. */
  verdict: Verdict;
  passed: number;
  total: number;
  tests: JudgedTest[];
  compileError?: CompileError;
};

// After these a runner stops: the sandbox may be unusable, and every further test would likely wait out
// the same limit (an infinite loop would cost the user the time limit once per test).
const STOPPING_VERDICTS: ReadonlySet<Verdict> = new Set(["time_limit_exceeded", "memory_limit_exceeded"]);

/** Whether a runner should leave the remaining tests unrun after this result (buildJudgeReport marks them). */
export function isStoppingResult(result: RawTestResult): boolean {
  return result.kind === "error" && STOPPING_VERDICTS.has(result.verdict);
}

/**
 * The one place raw results become verdicts, for every language. A test with `expected` passes when
 * its value compares equal under the problem's comparison; a custom test (no `expected`) passes when
 * it ran without error and is never a Wrong Answer. Tests without a result (the runner stopped after
 * a time or memory limit) are reported as not run, with the verdict that stopped the run.
 */
export function buildJudgeReport(
  problem: Pick<RunnableProblem, "comparison" | "checker">,
  tests: readonly JudgeTestCase[],
  results: readonly RawTestResult[],
): JudgeReport {
  const stop = results.findLast((result) => result.kind === "error");
  const judged = tests.map((test, index): JudgedTest => {
    const result = results[index];
    if (!result) return judgeNotRun(test, index, stop);
    return judgeTest(problem, test, index, result);
  });
  return summarise(judged);
}

/** A report for code that does not compile: every test is not run and the verdict is compile_error. */
export function buildCompileErrorReport(tests: readonly JudgeTestCase[], error: CompileError): JudgeReport {
  const judged = tests.map(
    (test, index): JudgedTest => ({
      ...describeTest(test, index),
      passed: false,
      verdict: "compile_error",
      message: error.message,
      isNotRun: true,
    }),
  );
  return { ...summarise(judged), verdict: "compile_error", compileError: error };
}

function judgeTest(
  problem: Pick<RunnableProblem, "comparison" | "checker">,
  test: JudgeTestCase,
  index: number,
  result: RawTestResult,
): JudgedTest {
  const base = { ...describeTest(test, index), ...(result.output ? { output: result.output } : {}) };
  const timed = { ...base, timeMs: result.timeMs };
  if (result.kind === "error") {
    return {
      ...timed,
      passed: false,
      verdict: result.verdict,
      message: result.message,
      ...(result.line === undefined ? {} : { line: result.line }),
    };
  }
  const isCustom = test.expected === undefined;
  const passed = isCustom || isRightAnswer(problem, test, result.actual);
  return { ...timed, actual: result.actual, passed, verdict: passed ? "accepted" : "wrong_answer" };
}

/** A validator decides for a problem with several right answers; otherwise the comparison with `expected`. */
function isRightAnswer(problem: Pick<RunnableProblem, "comparison" | "checker">, test: JudgeTestCase, actual: unknown) {
  if (problem.checker) return checkAnswer(problem.checker, test.input, actual, test.expected);
  return compareResults(actual, test.expected, problem.comparison);
}

function judgeNotRun(test: JudgeTestCase, index: number, stop: RawTestResult | undefined): JudgedTest {
  const verdict = stop?.kind === "error" ? stop.verdict : "runtime_error";
  const reason =
    verdict === "time_limit_exceeded"
      ? "an earlier test exceeded the time limit"
      : verdict === "memory_limit_exceeded"
        ? "an earlier test exceeded the memory limit"
        : "the runner stopped before this test";
  return { ...describeTest(test, index), passed: false, verdict, message: `Not run: ${reason}.`, isNotRun: true };
}

function describeTest(test: JudgeTestCase, index: number) {
  const isCustom = test.expected === undefined;
  return {
    index,
    input: test.input,
    expected: isCustom ? undefined : test.expected,
    ...(isCustom ? { isCustom: true } : {}),
  };
}

function summarise(tests: JudgedTest[]): JudgeReport {
  return {
    verdict: getOverallVerdict(tests),
    passed: tests.filter((test) => test.passed).length,
    total: tests.length,
    tests,
  };
}
