import { DEFAULT_TIME_LIMIT_MS } from "@/shared/judge/limits";
import { readTrace } from "@/shared/trace/read-trace";
import { encodeOutcomeOnly, getTraceCaps } from "@/shared/trace/trace-format";
import type { TraceReader } from "@/shared/trace/trace-types";
import { runOnWorker, type WorkerHandle } from "../judge/code-runner";
import type { RunnerProblem, TraceJob } from "../judge/runner-messages";

/** What the visualiser asks to trace: the code, the problem it solves, and one test's (or a custom) input. */
export type TraceRequest = {
  language: "python" | "javascript" | "typescript";
  code: string;
  problem: RunnerProblem;
  input: unknown;
};

/** Slack for messages between the page and a worker, as the judge allows. */
const GRACE_MS = 500;

/**
 * Records a step-through trace of the code on one input, in the worker its language's judge uses (after
 * any run queued before it), and reads it. The trace ends with its outcome: the value returned, the
 * exception, a compile error, or a cap reached (steps, size, time: the steps before it are kept). The
 * traced run stops itself at its time limit (the problem's plus the recording's, getTraceCaps); a worker
 * that does not answer by then (Python stuck inside one builtin call) is ended as the judge does, and the
 * trace is empty, stopped for time.
 * Rejects only when the runner cannot start.
 */
export async function traceCode(request: TraceRequest): Promise<TraceReader> {
  const encoded = await runOnWorker(request.language, (handle) => postTrace(handle, request));
  return readTrace(encoded);
}

function postTrace(handle: WorkerHandle, request: TraceRequest): Promise<string> {
  const id = handle.nextJobId();
  const problemLimitMs = request.problem.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const { timeLimitMs } = getTraceCaps(problemLimitMs);
  return new Promise<string>((resolve, reject) => {
    let timer: number | undefined;
    const finish = () => {
      stop();
      window.clearTimeout(timer);
    };
    const overrun = () => {
      finish();
      handle.discard();
      resolve(encodeOutcomeOnly({ kind: "stopped", reason: "time", limit: timeLimitMs }));
    };
    const arm = (ms: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(overrun, ms);
    };
    // Until the traced run starts (the syntax check, the code loading), then the run and its encoding.
    arm(problemLimitMs + timeLimitMs + GRACE_MS * 4);
    const stop = handle.onReply((reply) => {
      if (reply.type === "failed") {
        finish();
        reject(new Error(reply.message));
        return;
      }
      if (!("id" in reply) || reply.id !== id) return;
      if (reply.type === "armed") arm(timeLimitMs + GRACE_MS * 4);
      else if (reply.type === "trace") {
        finish();
        resolve(reply.encoded);
      }
    });
    const { language, code, problem, input } = request;
    const job: TraceJob = { type: "trace", id, language, code, problem, input };
    handle.worker.postMessage(job);
  });
}
