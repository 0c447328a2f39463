import { createCallPlan } from "@/shared/judge/call-plan";
import type { PythonHarness } from "@/shared/judge/pyodide-judge";
import type { Signature } from "@/shared/schemas/problem-judge";
import { PYTHON_TRACER } from "./python-tracer";
import { encodeOutcomeOnly, type TraceCaps } from "./trace-format";

/** What to trace: the code, the problem's signature (how the judge calls it) and one test's input. */
export type TraceJob = { code: string; problem: { signature: Signature }; input: unknown };

type TraceChecked = (key: string, inputJson: string, capsJson: string) => string;

const TRACE_KEY = "trace";
const tracers = new WeakMap<PythonHarness, TraceChecked>();

/** The tracer's entry point in this harness's namespace, loaded on the first trace (the judge never pays for it). */
function getTracer(harness: PythonHarness): TraceChecked {
  const known = tracers.get(harness);
  if (known) return known;
  if (!harness.extend) throw new Error("This Python harness cannot load the tracer.");
  const tracer = harness.extend(PYTHON_TRACER, "trace_checked") as TraceChecked;
  tracers.set(harness, tracer);
  return tracer;
}

/**
 * Traces Python code on one input in a started Pyodide (python-tracer.ts) and answers with the encoded
 * trace (trace-format.ts): a syntax error or code that fails while loading is a trace of no steps with
 * that outcome. Loading (the module's own code, untraced) runs before the traced call; the time cap
 * covers the traced call, which `onArmed` announces (its host may hold it to the limit from outside).
 */
export function tracePython(harness: PythonHarness, job: TraceJob, caps: TraceCaps, onArmed = () => {}): string {
  const syntax = JSON.parse(harness.checkSyntax(job.code)) as { message: string; line?: number; column?: number };
  if (syntax) {
    const { message, line, column } = syntax;
    return encodeOutcomeOnly({
      kind: "compile-error",
      message,
      ...(typeof line === "number" ? { line } : {}),
      ...(typeof column === "number" ? { column } : {}),
    });
  }
  const tracer = getTracer(harness);
  const plan = JSON.stringify(createCallPlan(job.problem.signature, "python"));
  const loaded = JSON.parse(harness.load(TRACE_KEY, job.code, plan)) as {
    error?: { message: string; line: number | null };
  };
  if (loaded.error) {
    const { message, line } = loaded.error;
    return encodeOutcomeOnly({ kind: "error", message, ...(line === null ? {} : { line }) });
  }
  try {
    onArmed();
    return tracer(TRACE_KEY, JSON.stringify(job.input), JSON.stringify(caps));
  } finally {
    harness.drop(TRACE_KEY);
  }
}
