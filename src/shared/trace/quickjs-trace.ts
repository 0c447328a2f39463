import type { QuickJSContext, QuickJSHandle, QuickJSWASMModule } from "quickjs-emscripten";
import { createCallPlan } from "@/shared/judge/call-plan";
import { JAVASCRIPT_HARNESS } from "@/shared/judge/javascript-harness";
import {
  describeFailure,
  dumpArmed,
  QUICKJS_MAX_STACK_BYTES,
  QUICKJS_MEMORY_LIMIT_BYTES,
  readCompileError,
} from "@/shared/judge/quickjs-judge";
import {
  bindDefinitions,
  type HarnessHandles,
  prepareHarness,
  type Sandbox,
  withSandbox,
} from "@/shared/judge/quickjs-sandbox";
import { transpileSource } from "@/shared/judge/transpile-source";
import { type Instrumented, instrumentJavaScript } from "./instrument-javascript";
import { JAVASCRIPT_TRACER } from "./javascript-tracer";
import type { TraceJob } from "./pyodide-trace";
import { encodeOutcomeOnly, type TraceCaps } from "./trace-format";
import type { TraceOutcome } from "./trace-types";

export type JavaScriptTraceJob = TraceJob & { language: "javascript" | "typescript" };

type Outcome = Exclude<TraceOutcome, { kind: "returned" }> | { kind: "returned"; actual: unknown };

/**
 * Traces JavaScript or TypeScript on one input in QuickJS, the judge's way (its harness, call plan and
 * sandbox helpers), with the source instrumented (instrument-javascript.ts) and a tracer inside the sandbox
 * (javascript-tracer.ts); answers the encoded trace (trace-format.ts). TypeScript is transpiled first,
 * line for line. The run is held to `caps.timeLimitMs` by QuickJS's interrupt handler.
 */
export function traceJavaScript(quickjs: QuickJSWASMModule, job: JavaScriptTraceJob, caps: TraceCaps): string {
  const transpiled = transpileSource(job.code, job.language);
  if ("compileError" in transpiled) return encodeOutcomeOnly({ kind: "compile-error", ...transpiled.compileError });
  let instrumented: Instrumented;
  try {
    instrumented = instrumentJavaScript(transpiled.code);
  } catch (error) {
    return encodeOutcomeOnly(readParseError(error));
  }
  // The trace lives in the sandbox's heap beside the code's own data until it is encoded.
  const memoryBytes = QUICKJS_MEMORY_LIMIT_BYTES + 4 * caps.maxBytes;
  const limits = { timeMs: caps.timeLimitMs, memoryBytes, stackBytes: QUICKJS_MAX_STACK_BYTES };
  return withSandbox(quickjs, limits, (sandbox) => traceInSandbox(sandbox, job, instrumented, caps));
}

function readParseError(error: unknown): Extract<TraceOutcome, { kind: "compile-error" }> {
  const { message, loc } = error as { message?: string; loc?: { line: number; column: number } };
  const text = `SyntaxError: ${String(message ?? error).replace(/\s*\(\d+:\d+\)$/, "")}`;
  return loc
    ? { kind: "compile-error", message: text, line: loc.line, column: loc.column }
    : { kind: "compile-error", message: text };
}

function evaluate(context: QuickJSContext, code: string, name: string): QuickJSHandle | { error: QuickJSHandle } {
  const result = context.evalCode(code, name, { type: "global" });
  if (result.error) return { error: result.error };
  return result.value;
}

function traceInSandbox(sandbox: Sandbox, job: JavaScriptTraceJob, instrumented: Instrumented, caps: TraceCaps) {
  const { context } = sandbox;
  const harness = evaluate(context, `${JAVASCRIPT_HARNESS}\n${JAVASCRIPT_TRACER}`, "harness.js");
  if ("error" in harness) throw new Error(`the tracer does not load: ${JSON.stringify(context.dump(harness.error))}`);
  harness.dispose();
  const api = context.getProp(context.global, "__preppilot");
  const tracer = context.getProp(context.global, "__trace");
  const plan = createCallPlan(job.problem.signature, "javascript");
  const handles: HarnessHandles = {
    api,
    run: context.getProp(api, "run"),
    takeOutput: context.getProp(api, "takeOutput"),
    plan: context.newString(JSON.stringify(plan)),
  };
  const call: CallTracer = (name, ...args) => {
    const fn = context.getProp(tracer, name);
    try {
      return callForString(sandbox, tracer, fn, args);
    } finally {
      fn.dispose();
    }
  };
  try {
    prepareHarness(sandbox, handles, instrumented.code);
    call("setup", JSON.stringify(instrumented.sites));
    sandbox.arm();
    const loaded = evaluate(context, instrumented.code, "solution.js");
    if ("error" in loaded) return encodeOutcomeOnly(describeLoadFailure(sandbox, loaded.error));
    loaded.dispose();
    bindDefinitions(sandbox, api, plan);
    const classNames = plan.nodeClass ? { [plan.nodeClass]: "Node" } : {};
    call("start", JSON.stringify({ ...caps, classNames }));
    const { outcome, output } = runTraced(sandbox, handles, call, job.input);
    return call("finish", JSON.stringify(outcome), output);
  } finally {
    for (const handle of [handles.plan, handles.takeOutput, handles.run, api, tracer]) handle.dispose();
  }
}

function describeLoadFailure(sandbox: Sandbox, error: QuickJSHandle): Exclude<TraceOutcome, { kind: "returned" }> {
  const isOverTime = sandbox.wasInterrupted();
  const dumped = dumpArmed(sandbox, error);
  const compileError = readCompileError(dumped);
  if (compileError) return { kind: "compile-error", ...compileError };
  if (isOverTime) return { kind: "stopped", reason: "time", limit: sandbox.limits.timeMs };
  const failure = describeFailure(dumped, false, sandbox.limits, "", 0);
  const line = "line" in failure && failure.line !== undefined ? { line: failure.line } : {};
  return { kind: "error", message: "message" in failure ? failure.message : "Error", ...line };
}

type CallTracer = (name: string, ...args: string[]) => string;

/** Calls the user's code through the harness's `run`, the tracer recording: how it ended, and what it printed. */
function runTraced(sandbox: Sandbox, handles: HarnessHandles, call: CallTracer, input: unknown) {
  const { context } = sandbox;
  const inputHandle = context.newString(JSON.stringify(input));
  sandbox.arm();
  const reply = context.callFunction(handles.run, handles.api, handles.plan, inputHandle);
  const isOverTime = sandbox.wasInterrupted();
  inputHandle.dispose();
  if (!reply.error) {
    const text = context.typeof(reply.value) === "string" ? context.getString(reply.value) : "{}";
    reply.value.dispose();
    const parsed = JSON.parse(text) as { actual?: unknown; output?: string };
    const outcome: Outcome = { kind: "returned", actual: parsed.actual ?? null };
    return { outcome, output: parsed.output ?? "" };
  }
  const dumped = dumpArmed(sandbox, reply.error);
  const output = callForString(sandbox, handles.api, handles.takeOutput, []);
  if (isOverTime)
    return { outcome: { kind: "stopped", reason: "time", limit: sandbox.limits.timeMs } as Outcome, output };
  const stopped = call("stoppedOutcome");
  if (stopped) return { outcome: JSON.parse(stopped) as Outcome, output };
  const failure = describeFailure(dumped, false, sandbox.limits, output, 0);
  const message = "message" in failure ? failure.message : "Error";
  call("fail", message);
  const line = "line" in failure && failure.line !== undefined ? { line: failure.line } : {};
  return { outcome: { kind: "error", message, ...line } as Outcome, output };
}

/** A function of the tracer or the harness, called under a fresh deadline; strings in and out. */
function callForString(sandbox: Sandbox, owner: QuickJSHandle, fn: QuickJSHandle, args: string[]): string {
  const { context } = sandbox;
  const handles = args.map((arg) => context.newString(arg));
  sandbox.arm();
  const result = context.callFunction(fn, owner, ...handles);
  for (const handle of handles) handle.dispose();
  if (result.error) {
    const error = dumpArmed(sandbox, result.error);
    throw new Error(`the tracer failed: ${JSON.stringify(error)}`);
  }
  const value = context.typeof(result.value) === "string" ? context.getString(result.value) : "";
  result.value.dispose();
  return value;
}
