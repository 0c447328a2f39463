import type { RunnableProblem } from "@/shared/judge/grade-results";
import {
  buildCompileErrorReport,
  buildJudgeReport,
  type JudgeReport,
  type RawTestResult,
} from "@/shared/judge/judge-report";
import { LANGUAGE_LABELS, type RunnerLanguage } from "@/shared/judge/languages";
import { RUNNER_MEMORY_LIMIT_BYTES } from "@/shared/judge/limits";
import type { Signature } from "@/shared/schemas/problem-judge";
import { type JobWorkspace, judgeNative } from "./native-judge";
import { prepareLanguages } from "./prepare-languages";
import { sandboxAvailability } from "./sandbox";

/** A problem as the local runner judges it: the call, the tests and how results compare. */
export type LocalProblem = Pick<RunnableProblem, "comparison" | "checker"> & {
  signature: Signature;
  tests: readonly { input: unknown; expected?: unknown }[];
};

export type LocalJudgeOptions = {
  timeLimitMs: number;
  memoryBytes?: number;
  /**
   * How many times the tests run on the one compile (1 unless set): each test's time is then its fastest
   * run, which a busy machine's pauses stretch far less than a single one (`content:verify --measure`).
   */
  runs?: number;
};

/**
 * Java, C++ and Go judged on this machine as a runner judges them: each job compiled and run by
 * `judgeNative` in a fresh bubblewrap sandbox (never in this process), graded as the API grades a
 * runner's results. `npm run judge` and `npm run content:verify` use it when no runner is at hand.
 */
export type LocalRunner = {
  judge(
    language: RunnerLanguage,
    code: string,
    problem: LocalProblem,
    options: LocalJudgeOptions,
  ): Promise<JudgeReport>;
};

/** This machine cannot judge a language: says what is missing and the command that installs it. */
export class LocalRunnerUnavailable extends Error {}

export type LocalRunnerOptions = {
  /**
   * Program runs one at a time while compiles overlap: a test's time is then not stretched by a
   * compile of ours on the other core (content:verify --measure).
   */
  exclusiveRuns?: boolean;
  /** Told before the Go cache is warmed and C++'s headers precompiled (up to a minute the first time). */
  onProgress?: (message: string) => void;
};

/**
 * Checks the sandbox and the toolchains of `languages` (about a second), warms the Go build cache
 * when Go is among them, and answers a runner for them; LocalRunnerUnavailable names what to install.
 */
export async function startLocalRunner(
  languages: readonly RunnerLanguage[],
  options: LocalRunnerOptions = {},
): Promise<LocalRunner> {
  const availability = await sandboxAvailability();
  const lacking = languages.filter((language) => !availability.languages.includes(language));
  if (!availability.available || lacking.length > 0) {
    const names = lacking.map((language) => LANGUAGE_LABELS[language]).join(", ");
    throw new LocalRunnerUnavailable(
      `${names} cannot be judged on this machine: missing ${availability.missing.join(", ")}. ` +
        `Install: ${availability.install} (docs/runners.md)`,
    );
  }
  const prepared = await prepareLanguages(languages, options.onProgress).catch((error: Error) => {
    throw new LocalRunnerUnavailable(error.message);
  });
  const runs = options.exclusiveRuns ? createMutex() : undefined;
  return {
    async judge(language, code, problem, { timeLimitMs, memoryBytes = RUNNER_MEMORY_LIMIT_BYTES, runs: times = 1 }) {
      const nativeLanguage = prepared.languages[language];
      if (!nativeLanguage) throw new Error(`${LANGUAGE_LABELS[language]} was not prepared for this local runner.`);
      const sandbox = await prepared.createSandbox();
      try {
        const workspace: JobWorkspace = {
          writeFile: (relativePath, content) => sandbox.writeFile(relativePath, content),
          run: (run) => {
            const start = () => sandbox.run({ ...run, argv: [...run.argv] });
            return runs && run.argv !== nativeLanguage.compileArgv ? runs(start) : start();
          },
        };
        const job = { signature: problem.signature, tests: problem.tests, code, timeLimitMs, memoryBytes };
        const judged = await judgeNative(nativeLanguage, job, workspace);
        if (judged.kind === "compile_error") return buildCompileErrorReport(problem.tests, judged.error);
        let results = judged.results;
        // Again on the program already compiled: the compile is answered without running it.
        const compiled = { exitCode: 0, signal: null, stdout: "", stderr: "", ended: "exited" as const };
        const rerun: JobWorkspace = {
          ...workspace,
          run: (run) => (run.argv === nativeLanguage.compileArgv ? Promise.resolve(compiled) : workspace.run(run)),
        };
        for (let time = 1; time < times; time++) {
          const again = await judgeNative(nativeLanguage, job, rerun);
          if (again.kind === "results") results = results.map((result, index) => fastest(result, again.results[index]));
        }
        return buildJudgeReport(problem, problem.tests, results);
      } finally {
        await sandbox.dispose();
      }
    },
  };
}

/** A test's first result, with the shorter of its two times when both runs returned a value. */
function fastest(first: RawTestResult, second: RawTestResult | undefined): RawTestResult {
  return first.kind === "value" && second?.kind === "value"
    ? { ...first, timeMs: Math.min(first.timeMs, second.timeMs) }
    : first;
}

/** Runs one task at a time, in the order asked. */
function createMutex() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const result = last.then(task, task);
    last = result.catch(() => undefined);
    return result;
  };
}
