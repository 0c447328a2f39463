import { checkTestsAndExamples } from "@/server/content/check-problems";
import type { JudgeReport } from "@/shared/judge/judge-report";
import { VERIFY_TIME_LIMIT_MS } from "@/shared/judge/limits";
import { VERDICT_LABELS } from "@/shared/judge/verdicts";
import type { JudgedProblem } from "@/shared/schemas/content";
import { PROOF_GRACE_MS, runProof } from "./problem-proof-thread";

/**
 * The most one proof may take, all tests together. It runs in a worker thread (problem-proof-thread.ts),
 * so it no longer holds up other requests, but proofs are queued one at a time and a generation waits for
 * its own. Generous still: the library's slowest reference test takes about 140 ms in QuickJS
 * (docs/decisions/003), and 8 tests get 2 s each, a user's default limit.
 */
export const VERIFY_DEADLINE_MS = 16_000;

export type VerifyOptions = {
  /** Per test (default VERIFY_TIME_LIMIT_MS), lowered so that every test together fits `deadlineMs`. */
  timeLimitMs?: number;
  deadlineMs?: number;
};

// Failing tests named in the issues: enough for the model to correct its answer, short enough for a prompt.
const MAX_FAILURES_NAMED = 3;
const MAX_VALUE_CHARS = 200;

/**
 * What keeps a generated problem from being saved; empty when it is proven solvable: every test fits
 * the signature, every example is the display form of a test (as content:verify demands of the
 * library), and the JavaScript reference solution passes every test inside QuickJS (memory limit,
 * small stack, a deadline per test, no host objects: no process, require or fetch), on the proof worker.
 */
export async function verifyGeneratedProblem(
  problem: Pick<JudgedProblem, "signature" | "comparison" | "tests" | "examples" | "solutions">,
  options: VerifyOptions = {},
): Promise<string[]> {
  // Every test has `expected` (the answer schema demands it), so none is judged as a custom input.
  const structureIssues = checkTestsAndExamples(problem);
  if (structureIssues.length > 0) return structureIssues;
  const { timeLimitMs = VERIFY_TIME_LIMIT_MS, deadlineMs = VERIFY_DEADLINE_MS } = options;
  // One judge call runs the tests in one sandbox, as the browser does, so each test gets its share of the
  // deadline; and the judge stops at the first test over its limit, so an endless loop costs one share.
  const perTestMs = Math.max(1, Math.min(timeLimitMs, Math.floor(deadlineMs / problem.tests.length)));
  // Plain JSON crosses to the worker; past the deadline and a grace period the worker is killed.
  const outcome = await runProof(
    {
      problem: { signature: problem.signature, comparison: problem.comparison, timeLimitMs: perTestMs },
      tests: problem.tests,
      source: problem.solutions.javascript,
    },
    deadlineMs + PROOF_GRACE_MS,
  );
  if ("failure" in outcome) return [`solutions.javascript could not be proven: ${outcome.failure}`];
  return describeFailures(outcome.report);
}

function describeFailures(report: JudgeReport): string[] {
  if (report.compileError) {
    const { message, line, column } = report.compileError;
    const where = line === undefined ? "" : ` (line ${line}${column === undefined ? "" : `, column ${column}`})`;
    return [`solutions.javascript does not compile: ${message}${where}`];
  }
  const failures = report.tests.filter((test) => !test.passed && !test.isNotRun);
  const issues = failures.slice(0, MAX_FAILURES_NAMED).map((test) => {
    const label = VERDICT_LABELS[test.verdict];
    const detail =
      test.verdict === "wrong_answer"
        ? `expected ${show(test.expected)}, the solution returned ${show(test.actual)}`
        : (test.message ?? "");
    return `solutions.javascript fails tests[${test.index}] (input ${show(test.input)}): ${label}: ${detail}`;
  });
  if (failures.length > MAX_FAILURES_NAMED)
    issues.push(`…and ${failures.length - MAX_FAILURES_NAMED} more failing tests`);
  if (report.verdict !== "accepted" && issues.length === 0) issues.push(`solutions.javascript: ${report.verdict}`);
  return issues;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
}
