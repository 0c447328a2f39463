import type { LibraryProblem } from "@/shared/schemas/content";
import { compareResults } from "./compare-results";

/** What a runner needs from a problem: how to call the solution, the tests and how to compare. */
export type RunnableProblem = Pick<LibraryProblem, "signature" | "tests" | "comparison">;

/**
 * A solution's raw result for one test: its JSON-safe return value, or why it produced none, with
 * what it printed (console.log / print, capped) and how long the call took.
 */
export type TestResult =
  | { ok: true; actual: unknown; output?: string; timeMs?: number }
  | { ok: false; error: string; output?: string; timeMs?: number };

export type TestOutcome = {
  index: number;
  passed: boolean;
  input: unknown;
  expected: unknown;
  actual?: unknown;
  error?: string;
  output?: string;
  timeMs?: number;
};

export function gradeResults(problem: RunnableProblem, results: TestResult[]): TestOutcome[] {
  return problem.tests.map((test, index) => {
    const result = results[index] ?? { ok: false, error: "the runner produced no result" };
    const extras = {
      ...(result.output ? { output: result.output } : {}),
      ...(result.timeMs === undefined ? {} : { timeMs: result.timeMs }),
    };
    const base = { index, input: test.input, expected: test.expected, ...extras };
    if (!result.ok) return { ...base, passed: false, error: result.error };
    return { ...base, passed: compareResults(result.actual, test.expected, problem.comparison), actual: result.actual };
  });
}
