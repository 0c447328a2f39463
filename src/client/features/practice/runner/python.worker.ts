/// <reference lib="webworker" />
import type { loadPyodide } from "pyodide";
import { createCallPlan, getPythonName } from "@/shared/judge/call-plan";
import {
  buildCompileErrorReport,
  buildJudgeReport,
  isStoppingResult,
  type RawTestResult,
} from "@/shared/judge/judge-report";
import { DEFAULT_TIME_LIMIT_MS } from "@/shared/judge/limits";
import { PYTHON_HARNESS } from "@/shared/judge/python-harness";
import { prefetchWithProgress } from "./prefetch-with-progress";
import type { PythonJob, PythonProgress, PythonReply } from "./runner-messages";

/**
 * The Python runner (a module Web Worker): Pyodide from our own origin (/pyodide/, served by the
 * server and by Vite's dev server), started once and kept for the session. Python cannot be
 * interrupted from outside without cross-origin isolation, so this worker reports each step as it
 * starts and the page ends the worker when a test passes its deadline (code-runner.ts).
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (reply: PythonReply) => scope.postMessage(reply);
const PYODIDE_URL = `${import.meta.env.BASE_URL}pyodide/`;
// What dominates the download; fetched first (into the HTTP cache loadPyodide then reads) to show bytes.
const LARGE_FILES = ["pyodide.asm.wasm", "python_stdlib.zip"];
const SOLUTION_KEY = "solution";

type Harness = {
  checkSyntax(source: string): string;
  load(key: string, source: string, planJson: string): string;
  run(key: string, inputJson: string): string;
  drop(key: string): void;
};
type HarnessError = { verdict: "runtime_error" | "memory_limit_exceeded"; message: string; line: number | null };

const progress = (value: PythonProgress) => post({ type: "progress", progress: value });

async function startPython(): Promise<Harness> {
  progress({ phase: "downloading", fraction: 0 });
  await prefetchWithProgress(
    LARGE_FILES.map((name) => `${PYODIDE_URL}${name}`),
    (fraction) => progress({ phase: "downloading", fraction }),
  );
  progress({ phase: "starting", fraction: null });
  const pyodideModule = (await import(/* @vite-ignore */ `${PYODIDE_URL}pyodide.mjs`)) as {
    loadPyodide: typeof loadPyodide;
  };
  // print() during a test is captured by the harness; anything else the code writes is dropped.
  const pyodide = await pyodideModule.loadPyodide({ indexURL: PYODIDE_URL, stdout: () => {}, stderr: () => {} });
  const globals = pyodide.globals.get("dict")();
  pyodide.runPython(PYTHON_HARNESS, { globals });
  const harness: Harness = {
    checkSyntax: globals.get("check_syntax"),
    load: globals.get("load_checked"),
    run: globals.get("run_checked"),
    drop: globals.get("drop"),
  };
  progress({ phase: "ready", fraction: 1 });
  return harness;
}

const harnessReady = startPython();
harnessReady.catch((error: unknown) => post({ type: "failed", message: `Python did not load: ${String(error)}` }));

scope.addEventListener("message", async (event: MessageEvent<PythonJob>) => {
  const job = event.data;
  const harness = await harnessReady;
  try {
    post({ id: job.id, type: "report", report: judgePython(harness, job) });
  } catch (error) {
    // Pyodide itself failed (e.g. the WebAssembly stack overflowed): this runtime is unusable.
    post({ type: "failed", message: `Python stopped: ${String(error)}` });
  }
});

function judgePython(harness: Harness, job: PythonJob) {
  const { id, code, problem, tests } = job;
  const syntax = JSON.parse(harness.checkSyntax(code)) as { message: string; line?: number; column?: number } | null;
  if (syntax) return buildCompileErrorReport(tests, syntax);
  const timeLimitMs = problem.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const overTime = (timeMs: number): RawTestResult => ({
    kind: "error",
    verdict: "time_limit_exceeded",
    message: `Time limit exceeded (${timeLimitMs} ms per test).`,
    output: "",
    timeMs,
  });

  post({ id, type: "armed", index: null });
  const loadStarted = performance.now();
  const plan = JSON.stringify(createCallPlan(problem.signature, getPythonName));
  const loaded = JSON.parse(harness.load(SOLUTION_KEY, code, plan)) as { error?: HarnessError };
  const loadTimeMs = performance.now() - loadStarted;
  if (loadTimeMs > timeLimitMs) return buildJudgeReport(problem, tests, [overTime(loadTimeMs)]);
  if (loaded.error) {
    // Code that fails while loading fails every test the same way (or stops them after a limit).
    const failure = toErrorResult(loaded.error, "", loadTimeMs);
    return buildJudgeReport(problem, tests, isStoppingResult(failure) ? [failure] : tests.map(() => failure));
  }

  const results: RawTestResult[] = [];
  try {
    for (const [index, test] of tests.entries()) {
      post({ id, type: "armed", index });
      const started = performance.now();
      const reply = JSON.parse(harness.run(SOLUTION_KEY, JSON.stringify(test.input))) as {
        actual?: unknown;
        error?: HarnessError;
        output: string;
      };
      const timeMs = performance.now() - started;
      const result: RawTestResult =
        timeMs > timeLimitMs
          ? { ...overTime(timeMs), output: reply.output }
          : reply.error
            ? toErrorResult(reply.error, reply.output, timeMs)
            : { kind: "value", actual: reply.actual ?? null, output: reply.output, timeMs };
      post({ id, type: "result", index, result });
      results.push(result);
      if (isStoppingResult(result)) break;
    }
  } finally {
    harness.drop(SOLUTION_KEY);
  }
  return buildJudgeReport(problem, tests, results);
}

function toErrorResult(error: HarnessError, output: string, timeMs: number): RawTestResult {
  const line = error.line === null ? {} : { line: error.line };
  return { kind: "error", verdict: error.verdict, message: error.message, ...line, output, timeMs };
}
