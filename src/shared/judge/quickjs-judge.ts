import type { QuickJSHandle, QuickJSWASMModule } from "quickjs-emscripten";
import { createCallPlan } from "./call-plan";
import type { RunnableProblem } from "./grade-results";
import { JAVASCRIPT_HARNESS } from "./javascript-harness";
import {
  buildCompileErrorReport,
  buildJudgeReport,
  isStoppingResult,
  type JudgeReport,
  type JudgeTestCase,
  type RawTestResult,
} from "./judge-report";
import { DEFAULT_TIME_LIMIT_MS } from "./limits";
import { bindDefinitions, type HarnessHandles, prepareHarness, type Sandbox, withSandbox } from "./quickjs-sandbox";
import { TRAMPOLINE_RUNTIME, trampolineSource } from "./trampoline";

/** The heap one judge call may use; QuickJS answers "out of memory" inside the sandbox past it. */
export const QUICKJS_MEMORY_LIMIT_BYTES = 64 * 1024 * 1024;

/** A larger QuickJS stack lets deep recursion crash the host instead of raising inside (docs/architecture.md). */
export const QUICKJS_MAX_STACK_BYTES = 256 * 1024;

export type JavaScriptJudgeInput = {
  problem: Pick<RunnableProblem, "signature" | "comparison"> & { timeLimitMs?: number };
  tests: readonly JudgeTestCase[];
  /** Plain JavaScript (TypeScript is transpiled before it gets here). */
  source: string;
  memoryLimitBytes?: number;
};

/**
 * Judges JavaScript inside QuickJS (WebAssembly): the browser's worker runs users' code with it and the
 * server proves reference solutions with it, so both see the same verdicts
 * (docs/decisions/003-javascript-runs-in-quickjs.md). One runtime per call, with a memory limit, a small
 * stack and a deadline per test; no host object is exposed, so the code sees only the harness. Tests after
 * a time or memory limit are not run: the runtime may be unusable, and each would wait out the limit again.
 */
export function judgeJavaScript(quickjs: QuickJSWASMModule, input: JavaScriptJudgeInput): JudgeReport {
  const report = judgeInRuntime(quickjs, input, false);
  if (!report.tests.some((test) => test.message === STACK_OVERFLOW_MESSAGE)) return report;
  // Recursion deeper than the engine's stack: judged again with the calls kept in the heap (trampoline.ts).
  const source = trampolineSource(input.source);
  return source === null ? report : judgeInRuntime(quickjs, { ...input, source }, true);
}

const STACK_OVERFLOW_MESSAGE =
  "Maximum recursion depth exceeded: the call stack overflowed (recursion too deep or endless).";

function judgeInRuntime(quickjs: QuickJSWASMModule, input: JavaScriptJudgeInput, isTrampolined: boolean): JudgeReport {
  const timeLimitMs = input.problem.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const memoryLimitBytes = input.memoryLimitBytes ?? QUICKJS_MEMORY_LIMIT_BYTES;
  const limits = { timeMs: timeLimitMs, memoryBytes: memoryLimitBytes, stackBytes: QUICKJS_MAX_STACK_BYTES };
  return withSandbox(quickjs, limits, (sandbox) => judgeInSandbox(sandbox, input, isTrampolined));
}

function judgeInSandbox(sandbox: Sandbox, input: JavaScriptJudgeInput, isTrampolined: boolean): JudgeReport {
  const { context } = sandbox;
  const { problem, tests } = input;
  const harnessSource = isTrampolined ? `${JAVASCRIPT_HARNESS}\n${TRAMPOLINE_RUNTIME}` : JAVASCRIPT_HARNESS;
  const harness = context.evalCode(harnessSource, "harness.js", { type: "global" });
  if (harness.error) {
    const error = context.dump(harness.error);
    harness.error.dispose();
    throw new Error(`the JavaScript harness does not load: ${JSON.stringify(error)}`);
  }
  harness.value.dispose();
  // Taken before the solution loads, so code that rewrites `__preppilot` cannot swap the harness out.
  const api = context.getProp(context.global, "__preppilot");
  const plan = createCallPlan(problem.signature, "javascript");
  const handles: HarnessHandles = {
    api,
    run: context.getProp(api, "run"),
    takeOutput: context.getProp(api, "takeOutput"),
    plan: context.newString(JSON.stringify(plan)),
  };
  try {
    prepareHarness(sandbox, handles, input.source);
    const loadStarted = performance.now();
    sandbox.arm();
    const loaded = context.evalCode(input.source, "solution.js", { type: "global" });
    if (loaded.error) {
      const isOverTime = sandbox.wasInterrupted();
      const error = dumpArmed(sandbox, loaded.error);
      const compileError = readCompileError(error);
      if (compileError) return buildCompileErrorReport(tests, compileError);
      const failure = describeFailure(error, isOverTime, sandbox.limits, "", performance.now() - loadStarted);
      // Code that fails while loading fails every test the same way (or stops them after a limit).
      return buildJudgeReport(problem, tests, isStoppingResult(failure) ? [failure] : tests.map(() => failure));
    }
    loaded.value.dispose();
    bindDefinitions(sandbox, handles.api, plan);

    const results: RawTestResult[] = [];
    for (const test of tests) {
      const result = runTest(sandbox, handles, test);
      results.push(result);
      if (isStoppingResult(result)) break;
    }
    return buildJudgeReport(problem, tests, results);
  } finally {
    for (const handle of [handles.plan, handles.takeOutput, handles.run, handles.api]) handle.dispose();
  }
}

function runTest(sandbox: Sandbox, handles: HarnessHandles, test: JudgeTestCase): RawTestResult {
  const { context } = sandbox;
  const input = context.newString(JSON.stringify(test.input));
  const started = performance.now();
  sandbox.arm();
  const reply = context.callFunction(handles.run, handles.api, handles.plan, input);
  const timeMs = performance.now() - started;
  const isOverTime = sandbox.wasInterrupted();
  input.dispose();
  if (reply.error) {
    const error = dumpArmed(sandbox, reply.error);
    return describeFailure(error, isOverTime, sandbox.limits, takeOutput(sandbox, handles), timeMs);
  }
  // The harness returns a JSON string; code that replaced JSON.stringify or String could break that.
  const text = context.typeof(reply.value) === "string" ? context.getString(reply.value) : "";
  reply.value.dispose();
  const parsed = parseReply(text);
  if (!parsed) {
    const message = "The result could not be read (was JSON.stringify replaced?).";
    return { kind: "error", verdict: "runtime_error", message, output: "", timeMs };
  }
  return { kind: "value", actual: parsed.actual, output: parsed.output, timeMs };
}

function parseReply(text: string): { actual: unknown; output: string } | undefined {
  try {
    const parsed = JSON.parse(text) as { actual?: unknown; output?: unknown };
    if (typeof parsed !== "object" || parsed === null) return undefined;
    return { actual: parsed.actual ?? null, output: typeof parsed.output === "string" ? parsed.output : "" };
  } catch {
    return undefined;
  }
}

// What the test printed before it threw; the harness keeps it until asked.
function takeOutput(sandbox: Sandbox, handles: HarnessHandles): string {
  const { context } = sandbox;
  sandbox.arm();
  const result = context.callFunction(handles.takeOutput, handles.api);
  if (result.error) {
    result.error.dispose();
    return "";
  }
  const output = context.typeof(result.value) === "string" ? context.getString(result.value) : "";
  result.value.dispose();
  return output;
}

/** A thrown value as plain data, read under a fresh deadline, and the handle disposed. */
export function dumpArmed(sandbox: Sandbox, handle: QuickJSHandle): unknown {
  sandbox.arm();
  try {
    return sandbox.context.dump(handle);
  } catch {
    return { name: "Error", message: "an error that could not be read" };
  } finally {
    handle.dispose();
  }
}

type DumpedError = { name?: unknown; message?: unknown; stack?: unknown };

export function describeFailure(
  dumped: unknown,
  isOverTime: boolean,
  limits: Sandbox["limits"],
  output: string,
  timeMs: number,
): RawTestResult {
  const base = { kind: "error" as const, output, timeMs };
  // The flag, not the message: user code could throw an error that looks like an interrupt.
  if (isOverTime) {
    return { ...base, verdict: "time_limit_exceeded", message: `Time limit exceeded (${limits.timeMs} ms per test).` };
  }
  const error = isErrorLike(dumped) ? dumped : undefined;
  const name = error ? String(error.name ?? "Error") : "Error";
  const message = error ? String(error.message ?? "") : `Uncaught ${formatThrown(dumped)}`;
  const line = error ? readSolutionPosition(error.stack)?.line : undefined;
  const withLine = line === undefined ? {} : { line };
  if (name === "InternalError" && message === "out of memory") {
    const limit = `${Math.round(limits.memoryBytes / (1024 * 1024))} MB`;
    return { ...base, verdict: "memory_limit_exceeded", message: `Memory limit exceeded (${limit}).`, ...withLine };
  }
  if (name === "InternalError" && message === "stack overflow") {
    return { ...base, verdict: "runtime_error", message: STACK_OVERFLOW_MESSAGE, ...withLine };
  }
  // The harness's own report that the code lacks what the problem calls: the message alone.
  if (name === "MissingDefinition") return { ...base, verdict: "runtime_error", message };
  return { ...base, verdict: "runtime_error", message: error ? `${name}: ${message}` : message, ...withLine };
}

/** A SyntaxError raised while parsing solution.js (not one thrown at run time, e.g. by JSON.parse). */
export function readCompileError(dumped: unknown): { message: string; line?: number; column?: number } | undefined {
  if (!isErrorLike(dumped) || dumped.name !== "SyntaxError") return undefined;
  // A parse error's stack is only its position ("at solution.js:2:13"); a thrown one names a function.
  const firstFrame = String(dumped.stack ?? "").trimStart();
  if (!firstFrame.startsWith("at solution.js:")) return undefined;
  const position = readSolutionPosition(dumped.stack);
  return { message: `SyntaxError: ${String(dumped.message)}`, ...position };
}

function readSolutionPosition(stack: unknown): { line: number; column: number } | undefined {
  const match = /solution\.js:(\d+):(\d+)/.exec(String(stack ?? ""));
  return match ? { line: Number(match[1]), column: Number(match[2]) } : undefined;
}

function isErrorLike(value: unknown): value is DumpedError {
  return typeof value === "object" && value !== null && "message" in value;
}

function formatThrown(value: unknown): string {
  if (typeof value === "string") return value;
  return JSON.stringify(value) ?? String(value);
}
