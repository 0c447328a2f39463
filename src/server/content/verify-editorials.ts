import type { QuickJSWASMModule } from "quickjs-emscripten";
import type { PythonJudge } from "@/server/judge/python-judge";
import { checkEditorial, findBruteForce, parseEditorial } from "@/shared/editorial/editorial";
import { findExampleTests } from "@/shared/format-example";
import { judgeJavaScript } from "@/shared/judge/quickjs-judge";
import { estimateComplexity, type TimingPoint } from "@/shared/timing/estimate-complexity";
import { checkStatedComplexity } from "@/shared/timing/stated-complexity";
import { type TimedRun, type TimingResult, timeCode } from "@/shared/timing/time-code";
import { describeFailures } from "./describe-failures";
import { EDITORIAL_FILE, type LibraryProblemEntry } from "./load-library";

// content:verify's editorial checks (content/README.md#editorials): each problem has one of the right
// shape, stating the problem's complexity; its Python brute force passes the examples' tests; and the
// stated time agrees with what the timing estimator measures of the reference solution.

const where = (slug: string) => `${slug}/${EDITORIAL_FILE}`;

/** Shape and stated complexity, without running anything. */
export function checkEditorials(problems: readonly LibraryProblemEntry[]): string[] {
  return problems.flatMap((problem) => {
    if (problem.editorial === undefined) return [`${where(problem.slug)}: missing`];
    return checkEditorial(problem.editorial, problem.complexity).map((issue) => `${where(problem.slug)}: ${issue}`);
  });
}

/** Each brute force, judged in Pyodide on the tests the page shows as examples. */
export async function verifyBruteForces(
  problems: readonly LibraryProblemEntry[],
  python: PythonJudge,
  timeLimitMs: number,
): Promise<string[]> {
  const failures: string[] = [];
  for (const problem of problems) {
    const code = problem.editorial ? findBruteForce(parseEditorial(problem.editorial).sections) : null;
    if (code === null) continue;
    const tests = findExampleTests(problem, problem.examples).map((index) => problem.tests[index]);
    const report = await python.judge(
      { code, problem, tests: tests.filter((test) => test !== undefined) },
      timeLimitMs,
    );
    failures.push(...describeFailures(`${where(problem.slug)} brute force`, "Python", report));
  }
  return failures;
}

/**
 * The reference JavaScript timed on inputs 1–8 times the largest test's (the code review's estimator, in
 * QuickJS as in the browser): a stated time the measurements grow faster than is a failure. A class's
 * statement is per call; timing that stops early (an input that no longer fits the problem) says nothing.
 */
export async function verifyStatedComplexity(
  problems: readonly LibraryProblemEntry[],
  quickjs: QuickJSWASMModule,
  timeLimitMs: number,
): Promise<{ failures: string[]; lines: string[] }> {
  const failures: string[] = [];
  const lines: string[] = [];
  for (const problem of problems) {
    const timing = await timeFastest(problem, quickjs, timeLimitMs);
    const estimate = estimateComplexity(timing.points, { isPerCall: problem.signature.kind === "class" });
    const check = checkStatedComplexity(problem.complexity.time, estimate);
    const reason = timing.stoppedBecause && estimate.kind === "too-fast" ? timing.stoppedBecause : check.reason;
    lines.push(`complexity ${problem.slug}: ${check.agrees ? "agrees" : "DISAGREES"}, ${reason}`);
    if (!check.agrees) failures.push(`${problem.slug}: the stated time does not agree with the timings: ${reason}`);
  }
  return { failures, lines };
}

/** Timing rounds per problem: each size keeps its fastest round, as a busy machine only ever slows one down. */
const TIMING_ROUNDS = 3;

async function timeFastest(problem: LibraryProblemEntry, quickjs: QuickJSWASMModule, timeLimitMs: number) {
  const run: TimedRun = async ({ code, problem, tests }) => judgeJavaScript(quickjs, { problem, tests, source: code });
  const request = {
    language: "javascript" as const,
    code: problem.solutions.javascript,
    problem: { ...problem, timeLimitMs },
    tests: problem.tests,
  };
  const rounds: TimingResult[] = [];
  for (let round = 0; round < TIMING_ROUNDS; round++) rounds.push(await timeCode(request, run));
  // A round on a busy moment may stop at a smaller size (its time passed LONG_ENOUGH_MS): a size counts
  // when any round measured it.
  const fastest = new Map<number, TimingPoint>();
  for (const point of rounds.flatMap((round) => round.points)) {
    const known = fastest.get(point.scale);
    if (!known || point.ms < known.ms) fastest.set(point.scale, point);
  }
  const points = [...fastest.values()].sort((a, b) => a.scale - b.scale);
  return { points, stoppedBecause: rounds.find((round) => round.stoppedBecause)?.stoppedBecause ?? null };
}
