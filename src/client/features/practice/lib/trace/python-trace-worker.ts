import { DEFAULT_TIME_LIMIT_MS } from "@/shared/judge/limits";
import { describePyodideFailure, PYTHON_MEMORY_LIMIT_BYTES, type PythonHarness } from "@/shared/judge/pyodide-judge";
import { tracePython } from "@/shared/trace/pyodide-trace";
import { encodeOutcomeOnly, getTraceCaps } from "@/shared/trace/trace-format";
import type { PythonReply, TraceJob } from "../judge/runner-messages";

// The Python worker's side of a trace job (../judge/python.worker.ts dispatches here).

/**
 * Traces Python in the worker's Pyodide. The traced run stops itself at the time limit; `armed` lets the
 * page end the worker should it not (code stuck in one builtin call). A Pyodide that failed, or whose heap
 * grew past Python's memory limit, is replaced, as after a judge run.
 */
export function tracePythonJob(harness: PythonHarness, job: TraceJob, post: (reply: PythonReply) => void) {
  const { id, code, problem, input } = job;
  const caps = getTraceCaps(problem.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS);
  const onArmed = () => post({ id, type: "armed", index: null });
  try {
    post({ id, type: "trace", encoded: tracePython(harness, { code, problem, input }, caps, onArmed) });
  } catch (error) {
    const encoded = encodeOutcomeOnly({ kind: "error", message: describePyodideFailure(error) });
    post({ id, type: "trace", encoded });
    post({ type: "failed", message: "Python stopped and restarts." });
    return;
  }
  if (harness.heapBytes() > PYTHON_MEMORY_LIMIT_BYTES) {
    post({ type: "failed", message: "Python used more memory than it may keep." });
  }
}
