import { getQuickJS } from "quickjs-emscripten";
import { type LocalRunner, startLocalRunner } from "@/runner/local-runner";
import { type PythonJudge, startPythonJudge } from "@/server/judge/python-judge";
import { buildCompileErrorReport, type JudgeReport } from "@/shared/judge/judge-report";
import { isRunnerLanguage, type Language, type RunnerLanguage } from "@/shared/judge/languages";
import { getTimeLimitMs } from "@/shared/judge/limits";
import { judgeJavaScript } from "@/shared/judge/quickjs-judge";
import { transpileSource } from "@/shared/judge/transpile-source";
import type { LibraryProblem } from "@/shared/schemas/content";

export type JudgeableProblem = Pick<
  LibraryProblem,
  "signature" | "comparison" | "checker" | "tests" | "timeLimitMs" | "referenceTimeMs"
>;

export type SourceJudge = {
  /**
   * Judges code against every test of the problem, as the browser's Submit does (Java, C++ and Go as a
   * runner does). Rejects with LocalRunnerUnavailable when this machine cannot judge the language.
   */
  judge(language: Language, code: string, problem: JudgeableProblem): Promise<JudgeReport>;
  /** Starts Pyodide now (seconds), e.g. while JavaScript files are judged. */
  warmUpPython(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The browser's judges, on Node: JavaScript and TypeScript through the browser worker's checks
 * (transpileSource) into QuickJS, Python in Pyodide on a worker thread (started on first use, one for
 * every file). QuickJS runs on this thread: the CLI has nothing else to do meanwhile. Java, C++ and Go
 * go to a local runner (src/runner/local-runner.ts: the runner's own judge, each file in a fresh
 * bubblewrap sandbox), checked and started on first use of each language; `onProgress` hears of its
 * slow start (the Go build cache).
 */
export function createSourceJudge(options: { onProgress?: (line: string) => void } = {}): SourceJudge {
  let python: PythonJudge | undefined;
  const getPython = () => {
    python ??= startPythonJudge();
    return python;
  };
  const runners = new Map<RunnerLanguage, Promise<LocalRunner>>();
  const getRunner = (language: RunnerLanguage) => {
    let runner = runners.get(language);
    if (!runner) {
      runner = startLocalRunner([language], { onProgress: options.onProgress });
      runners.set(language, runner);
    }
    return runner;
  };
  return {
    async judge(language, code, problem) {
      const timeLimitMs = getTimeLimitMs(problem, language);
      const { tests } = problem;
      if (isRunnerLanguage(language))
        return (await getRunner(language)).judge(language, code, problem, { timeLimitMs });
      if (language === "python") return getPython().judge({ code, problem, tests }, timeLimitMs);
      const transpiled = transpileSource(code, language);
      if ("compileError" in transpiled) return buildCompileErrorReport(tests, transpiled.compileError);
      const quickjs = await getQuickJS();
      return judgeJavaScript(quickjs, { problem: { ...problem, timeLimitMs }, tests, source: transpiled.code });
    },
    warmUpPython: () => getPython().warmUp(),
    async close() {
      await python?.close();
    },
  };
}
