import { createCallPlan } from "./call-plan";
import type { RunnableProblem } from "./grade-results";
import {
  buildCompileErrorReport,
  buildJudgeReport,
  type CompileError,
  isStoppingResult,
  type JudgeReport,
  type JudgeTestCase,
  type RawTestResult,
} from "./judge-report";
import { PYTHON_HARNESS } from "./python-harness";

/** The harness functions the judge calls (python-harness.ts); every value crosses as a JSON string. */
export type PythonHarness = {
  checkSyntax(source: string): string;
  load(key: string, source: string, planJson: string): string;
  run(key: string, inputJson: string): string;
  drop(key: string): void;
  /** The size of Pyodide's WebAssembly heap, in bytes. */
  heapBytes(): number;
  /** Runs more Python in the harness's namespace (the tracer: src/shared/trace) and returns one of its functions. */
  extend?(source: string, name: string): (...args: string[]) => string;
};

export type PythonJudgeJob = {
  code: string;
  problem: Pick<RunnableProblem, "signature" | "comparison" | "checker">;
  tests: readonly JudgeTestCase[];
};

/**
 * What the judge says as it goes, so its host can hold each step to the time limit from outside:
 * `armed` just before the user's code runs (loading the solution: index null; or a test), then each
 * test's result.
 */
export type PythonJudgeStep =
  | { type: "armed"; index: number | null }
  | { type: "result"; index: number; result: RawTestResult };

/** The part of a started Pyodide (its `PyodideAPI`) the harness needs; Python objects are untyped proxies. */
export type PyodideLike = {
  globals: object;
  runPython(code: string, options: { globals: never }): unknown;
  /** Emscripten's module: its heap is what Python has taken of the WebAssembly memory. */
  _module?: { HEAPU8: { byteLength: number } };
};

/**
 * Python's memory limit: what Pyodide's WebAssembly heap may grow to (it starts near 30 MB). A heap never
 * shrinks, so a run that passes it leaves a Pyodide its host must replace (isRuntimeSpent).
 */
export const PYTHON_MEMORY_LIMIT_BYTES = 256 * 1024 * 1024;
const MEMORY_LIMIT_MESSAGE = `Memory limit exceeded (${PYTHON_MEMORY_LIMIT_BYTES / (1024 * 1024)} MB).`;

type HarnessError = { verdict: "runtime_error" | "memory_limit_exceeded"; message: string; line: number | null };
type RunReply = { actual?: unknown; error?: HarnessError; output: string };

const SOLUTION_KEY = "solution";

/** A Python dict (a namespace), as a proxy: its values are read by name. */
export type PythonNamespace = { get(name: string): unknown };

/** A fresh namespace (a Python dict) in a started Pyodide. */
export function createPythonNamespace(pyodide: PyodideLike): PythonNamespace {
  const createDict = (pyodide.globals as PythonNamespace).get("dict") as () => PythonNamespace;
  return createDict();
}

/** Runs the harness in a namespace of a started Pyodide (its own by default) and returns the functions the judge calls. */
export function loadPythonHarness(pyodide: PyodideLike, globals = createPythonNamespace(pyodide)): PythonHarness {
  pyodide.runPython(PYTHON_HARNESS, { globals: globals as never });
  return readPythonHarness(pyodide, globals);
}

/** The judge's functions from a namespace the harness has run in (also one a memory snapshot brought back). */
export function readPythonHarness(pyodide: PyodideLike, globals: PythonNamespace): PythonHarness {
  return {
    checkSyntax: globals.get("check_syntax") as PythonHarness["checkSyntax"],
    load: globals.get("load_checked") as PythonHarness["load"],
    run: globals.get("run_checked") as PythonHarness["run"],
    drop: globals.get("drop") as PythonHarness["drop"],
    heapBytes: () => pyodide._module?.HEAPU8.byteLength ?? 0,
    extend(source, name) {
      pyodide.runPython(source, { globals: globals as never });
      return globals.get(name) as (...args: string[]) => string;
    },
  };
}

/**
 * Judges Python code in a started Pyodide, the same way wherever it runs: the browser's Web Worker
 * (which the page ends when a step overruns) and Node's worker thread (whose host raises
 * KeyboardInterrupt through Pyodide's interrupt buffer at the deadline). Either way a step that took
 * longer than the limit is Time Limit Exceeded and stops the run. Throws only when Pyodide itself
 * fails (e.g. its WebAssembly stack overflowed): that runtime is unusable.
 */
export function judgePython(
  harness: PythonHarness,
  job: PythonJudgeJob,
  timeLimitMs: number,
  onStep: (step: PythonJudgeStep) => void = () => {},
): JudgeReport {
  const { code, problem, tests } = job;
  const syntax = readSyntaxError(harness.checkSyntax(code));
  if (syntax) return buildCompileErrorReport(tests, syntax);
  const overTime = (timeMs: number, output = ""): RawTestResult => ({
    kind: "error",
    verdict: "time_limit_exceeded",
    message: `Time limit exceeded (${timeLimitMs} ms per test).`,
    output,
    timeMs,
  });

  const plan = JSON.stringify(createCallPlan(problem.signature, "python"));
  onStep({ type: "armed", index: null });
  const loadStarted = performance.now();
  const loaded = callUserCode(() => harness.load(SOLUTION_KEY, code, plan));
  const loadTimeMs = performance.now() - loadStarted;
  if (loaded === null || loadTimeMs > timeLimitMs) return buildJudgeReport(problem, tests, [overTime(loadTimeMs)]);
  const loadError = (JSON.parse(loaded) as { error?: HarnessError }).error;
  if (loadError) {
    // Code that fails while loading fails every test the same way (or stops them after a limit).
    const failure = toErrorResult(loadError, "", loadTimeMs);
    return buildJudgeReport(problem, tests, isStoppingResult(failure) ? [failure] : tests.map(() => failure));
  }

  const results: RawTestResult[] = [];
  try {
    for (const [index, test] of tests.entries()) {
      onStep({ type: "armed", index });
      const started = performance.now();
      const answer = callUserCode(() => harness.run(SOLUTION_KEY, JSON.stringify(test.input)));
      const timeMs = performance.now() - started;
      const reply = answer === null ? null : (JSON.parse(answer) as RunReply);
      const result: RawTestResult =
        reply === null || timeMs > timeLimitMs
          ? overTime(timeMs, reply?.output)
          : harness.heapBytes() > PYTHON_MEMORY_LIMIT_BYTES
            ? {
                kind: "error",
                verdict: "memory_limit_exceeded",
                message: MEMORY_LIMIT_MESSAGE,
                output: reply.output,
                timeMs,
              }
            : reply.error
              ? toErrorResult(reply.error, reply.output, timeMs)
              : { kind: "value", actual: reply.actual ?? null, output: reply.output, timeMs };
      onStep({ type: "result", index, result });
      results.push(result);
      if (isStoppingResult(result)) break;
    }
  } finally {
    harness.drop(SOLUTION_KEY);
  }
  return buildJudgeReport(problem, tests, results);
}

/**
 * Why Pyodide itself stopped while the code ran, for the test it was running. Recursion that nests C
 * calls (a builtin such as `map` or `sorted` calling back, deep enough) spends the WebAssembly stack a
 * browser's worker has, which ends Pyodide rather than raising a RecursionError; its host starts another.
 */
export function describePyodideFailure(error: unknown): string {
  const text = String(error);
  if (text.includes("Maximum call stack size exceeded"))
    return "RecursionError: the recursion went deeper than the browser's stack allows (calls nested through builtins such as map or sorted); Python restarts for the next run.";
  return `Python stopped: ${text}`;
}

/** Whether the Pyodide that judged this report holds more memory than it may keep: its host starts a new one. */
export function isRuntimeSpent(report: JudgeReport): boolean {
  return report.tests.some((test) => test.verdict === "memory_limit_exceeded");
}

/** A harness call that runs the user's code: its answer, or null when the host interrupted it at the limit. */
function callUserCode(call: () => string): string | null {
  try {
    return call();
  } catch (error) {
    if (isKeyboardInterrupt(error)) return null;
    throw error;
  }
}

/** Pyodide raises a KeyboardInterrupt (a PythonError of that type) when its interrupt buffer is set. */
export function isKeyboardInterrupt(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { type?: unknown }).type === "KeyboardInterrupt";
}

function readSyntaxError(json: string): CompileError | null {
  const error = JSON.parse(json) as { message: string; line?: number | null; column?: number | null } | null;
  if (!error) return null;
  // Python may know no position (e.g. null bytes in the source): leave it out rather than send null.
  return {
    message: error.message,
    ...(typeof error.line === "number" ? { line: error.line } : {}),
    ...(typeof error.column === "number" ? { column: error.column } : {}),
  };
}

function toErrorResult(error: HarnessError, output: string, timeMs: number): RawTestResult {
  const line = error.line === null ? {} : { line: error.line };
  return { kind: "error", verdict: error.verdict, message: error.message, ...line, output, timeMs };
}
