import type { JudgeReport, JudgeTestCase } from "@/shared/judge/judge-report";
import type { Language } from "@/shared/judge/languages";
import { VERDICT_LABELS } from "@/shared/judge/verdicts";
import type { ProblemJudge, TestCase } from "@/shared/schemas/problem-judge";
import { getMedian, type TimingPoint } from "./estimate-complexity";
import { pickLargestInput, scaleInput, writeBaselineSource } from "./scale-input";

/** What timing needs of a problem: how to call the code and how results compare; the limit per test. */
export type TimedProblem = Pick<ProblemJudge, "signature" | "comparison" | "checker"> & { timeLimitMs?: number };

/** One judge run, as the page's runner workers or Node's engines do it. */
export type TimedRun = (request: {
  language: Language;
  code: string;
  problem: TimedProblem;
  tests: JudgeTestCase[];
}) => Promise<JudgeReport>;

/** The sizes timed: the largest test's input, then twice, four and eight times as large. */
export const TIMING_SCALES = [1, 2, 4, 8] as const;

/** Runs per size; the median is kept, so one slow run (a garbage collection) does not count. */
const RUNS_PER_SCALE = 5;

/** Past this the next size would take seconds: the sizes timed so far are enough to estimate. */
const LONG_ENOUGH_MS = 300;

export type TimingRequest = {
  language: Language;
  code: string;
  problem: TimedProblem;
  tests: readonly Pick<TestCase, "input">[];
};

export type TimingResult = {
  /** Median time per size, less the same harness's time with a solution that does nothing. */
  points: TimingPoint[];
  /** Why timing stopped before the largest size (an error, a time limit), in the user's words. */
  stoppedBecause: string | null;
};

/**
 * Times the code on growing inputs with `run` (the page's runner worker, QuickJS or Pyodide; or Node's), through the
 * same `run` request as Run and Submit, so each size is held to the problem's time limit like a test:
 * every size runs as several custom tests of one job, and their own `timeMs` are the measurements.
 */
export async function timeCode(
  request: TimingRequest,
  run: TimedRun,
  /** A newer review replaced this one: leave the runner to it. */
  isCancelled: () => boolean = () => false,
): Promise<TimingResult> {
  const { language, code, problem } = request;
  const largest = pickLargestInput(request.tests);
  if (largest === undefined) return { points: [], stoppedBecause: "The problem has no test to time." };
  const baseline = writeBaselineSource(problem.signature, language);
  const points: TimingPoint[] = [];
  for (const scale of TIMING_SCALES) {
    if (isCancelled()) break;
    const input = scaleInput(problem.signature, largest, scale);
    const tests: JudgeTestCase[] = Array.from({ length: RUNS_PER_SCALE }, () => ({ input }));
    const report = await run({ language, code, problem, tests });
    const failure = describeFailure(report, scale);
    if (failure) return { points, stoppedBecause: failure };
    const totalMs = getMedian(readTimes(report));
    const harnessMs = getMedian(readTimes(await run({ language, code: baseline, problem, tests })));
    points.push({ scale, ms: Math.max(0, totalMs - harnessMs), harnessMs });
    if (totalMs > LONG_ENOUGH_MS) break;
  }
  return { points, stoppedBecause: null };
}

function readTimes(report: JudgeReport): number[] {
  return report.tests.flatMap((test) => (typeof test.timeMs === "number" ? [test.timeMs] : []));
}

function describeFailure(report: JudgeReport, scale: number): string | null {
  if (report.compileError) return `Timing stopped: the code does not compile (${report.compileError.message}).`;
  const failed = report.tests.find((test) => !test.passed);
  if (!failed) return null;
  const size = scale === 1 ? "the largest test's input" : `an input ${scale} times the largest test's`;
  const reason = failed.message ?? VERDICT_LABELS[failed.verdict];
  return `Timing stopped on ${size}: ${reason}`;
}
