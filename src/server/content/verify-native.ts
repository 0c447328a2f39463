import os from "node:os";
import { type LocalRunner, LocalRunnerUnavailable, startLocalRunner } from "@/runner/local-runner";
import type { JudgeReport } from "@/shared/judge/judge-report";
import { LANGUAGE_LABELS, type RunnerLanguage } from "@/shared/judge/languages";
import { describeFailures, slowestTest } from "./describe-failures";
import type { LibraryProblemEntry } from "./load-library";
import { rejectPrinting } from "./reject-printing";

/** How many times a measured problem's tests run on its one compile; each test's time is its fastest. */
const MEASURED_RUNS = 3;

export type NativeVerifyOptions = {
  /** Per test. */
  timeLimitMs: number;
  /** Jobs judged at once (default: one per core); a job is mostly its compile. */
  concurrency?: number;
  /**
   * Program runs one at a time while compiles overlap, so that a test's measured time is not stretched
   * by a compile of ours on the other core, and three runs of the tests, each test's time its fastest
   * (`--measure`).
   */
  isMeasuring?: boolean;
  /** A line per problem judged, and per language its start and duration. */
  onProgress?: (line: string) => void;
};

export type NativeVerification = {
  failures: string[];
  /** Per language judged, how many tests passed. */
  passed: Partial<Record<RunnerLanguage, number>>;
  /** Per problem, whether each test passed in every language judged. */
  testsPassed: Map<string, boolean[]>;
  /** Per problem, the slowest test's time per language, as the harness measured it. */
  referenceTimes: Record<string, Partial<Record<RunnerLanguage, number>>>;
  /** How long each language took, all its problems. */
  durationsMs: Partial<Record<RunnerLanguage, number>>;
};

/**
 * Proves each problem's solution.java, .cpp and .go against every test as a runner judges them: compiled
 * and run in a fresh bubblewrap sandbox per problem (src/runner/local-runner.ts), one language after
 * another, `concurrency` problems at once. A language this machine cannot judge is one failure saying
 * what to install.
 */
export async function verifyNativeSolutions(
  problems: readonly LibraryProblemEntry[],
  languages: readonly RunnerLanguage[],
  options: NativeVerifyOptions,
): Promise<NativeVerification> {
  const result: NativeVerification = {
    failures: [],
    passed: {},
    testsPassed: new Map(),
    referenceTimes: {},
    durationsMs: {},
  };
  const concurrency = options.concurrency ?? os.availableParallelism();
  for (const language of languages) {
    const label = LANGUAGE_LABELS[language];
    let runner: LocalRunner;
    try {
      runner = await startLocalRunner([language], {
        exclusiveRuns: options.isMeasuring,
        onProgress: options.onProgress,
      });
    } catch (error) {
      if (!(error instanceof LocalRunnerUnavailable)) throw error;
      result.failures.push(error.message);
      continue;
    }
    const started = performance.now();
    options.onProgress?.(`${label}: ${problems.length} problems, ${concurrency} at a time`);
    let passed = 0;
    let done = 0;
    await forEachAtOnce(problems, concurrency, async (problem) => {
      const runs = options.isMeasuring ? MEASURED_RUNS : 1;
      const report = await judgeSolution(runner, language, problem, { timeLimitMs: options.timeLimitMs, runs });
      done += 1;
      if (!report) {
        result.failures.push(
          `${problem.slug} [${label}]: content/problems/${problem.slug}/ has no solution.${language}`,
        );
        markTests(result.testsPassed, problem, () => false);
        return;
      }
      options.onProgress?.(`${label} ${done}/${problems.length} ${problem.slug}: ${report.passed}/${report.total}`);
      result.failures.push(...describeFailures(problem.slug, label, report));
      passed += report.passed;
      markTests(result.testsPassed, problem, (index) => report.tests[index]?.passed === true);
      result.referenceTimes[problem.slug] = { ...result.referenceTimes[problem.slug], [language]: slowestTest(report) };
    });
    result.passed[language] = passed;
    result.durationsMs[language] = performance.now() - started;
    options.onProgress?.(`${label}: ${passed} tests passed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  return result;
}

async function judgeSolution(
  runner: LocalRunner,
  language: RunnerLanguage,
  problem: LibraryProblemEntry,
  { timeLimitMs, runs }: { timeLimitMs: number; runs: number },
): Promise<JudgeReport | undefined> {
  const code = problem.solutions[language];
  if (code === undefined) return undefined;
  return rejectPrinting(await runner.judge(language, code, problem, { timeLimitMs, runs }));
}

function markTests(
  testsPassed: Map<string, boolean[]>,
  problem: LibraryProblemEntry,
  passed: (index: number) => boolean,
) {
  const previous = testsPassed.get(problem.slug);
  testsPassed.set(
    problem.slug,
    problem.tests.map((_, index) => (previous?.[index] ?? true) && passed(index)),
  );
}

/** Calls `task` on every item, at most `concurrency` at once. */
async function forEachAtOnce<T>(items: readonly T[], concurrency: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}
