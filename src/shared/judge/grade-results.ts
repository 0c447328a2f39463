import type { LibraryProblem } from "@/shared/schemas/content";

/** What a runner needs from a problem: how to call the solution, the tests and how to compare (or validate). */
export type RunnableProblem = Pick<LibraryProblem, "signature" | "tests" | "comparison" | "checker">;

/**
 * One test as graded: what went in, what was expected (absent for a user's custom input), what came
 * back, what it printed (console.log / print, capped) and how long the call took. Grading itself is
 * buildJudgeReport in judge-report.ts, which adds the verdict and why a test failed (JudgedTest).
 */
export type TestOutcome = {
  index: number;
  passed: boolean;
  input: unknown;
  expected: unknown;
  actual?: unknown;
  output?: string;
  timeMs?: number;
};
