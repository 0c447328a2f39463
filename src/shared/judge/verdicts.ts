import type { TestOutcome } from "./grade-results";
import { isRunnerLanguage, type Language } from "./languages";

/**
 * How a run or a submission ends, test by test and as a whole. A compile error stops before any test;
 * the limits end the test that ran past them.
 */
export const VERDICTS = [
  "accepted",
  "wrong_answer",
  "runtime_error",
  "time_limit_exceeded",
  "memory_limit_exceeded",
  "output_limit_exceeded",
  "compile_error",
] as const;
export type Verdict = (typeof VERDICTS)[number];

export const VERDICT_LABELS: Record<Verdict, string> = {
  accepted: "Accepted",
  wrong_answer: "Wrong Answer",
  runtime_error: "Runtime Error",
  time_limit_exceeded: "Time Limit Exceeded",
  memory_limit_exceeded: "Memory Limit Exceeded",
  output_limit_exceeded: "Output Limit Exceeded",
  compile_error: "Syntax Error",
};

/**
 * A verdict's words for code in `language`: code that is compiled (Java, C++, Go) fails with a Compile
 * Error, code that is only parsed (JavaScript, TypeScript, Python) with a Syntax Error.
 */
export function getVerdictLabel(verdict: Verdict, language?: Language): string {
  if (verdict === "compile_error" && language !== undefined && isRunnerLanguage(language)) return "Compile Error";
  return VERDICT_LABELS[verdict];
}

/**
 * A graded test as the judge reports it: its outcome plus the verdict that names it. `isCustom` marks a
 * user's own input (no `expected`, so never a Wrong Answer); `isNotRun` marks a test the judge skipped
 * because the code did not compile or an earlier test hit the time or memory limit (its verdict is that
 * cause); `message` and `line` (in the user's code) say why a test failed.
 */
export type JudgedTest = TestOutcome & {
  verdict: Verdict;
  message?: string;
  line?: number;
  isCustom?: boolean;
  isNotRun?: boolean;
};

/** The verdict of a whole run: Accepted when every test passed, else the first failing test's verdict. */
export function getOverallVerdict(tests: readonly Pick<JudgedTest, "verdict">[]): Verdict {
  return tests.find((test) => test.verdict !== "accepted")?.verdict ?? "accepted";
}
