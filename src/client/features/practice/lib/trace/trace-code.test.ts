// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { encodeOutcomeOnly } from "@/shared/trace/trace-format";
import type { WorkerHandle } from "../judge/code-runner";
import type { JavaScriptReply, PythonReply, RunnerProblem, TraceJob } from "../judge/runner-messages";

// The page's side of a trace: the job it posts to its language's worker and how it ends, with a fake
// worker in the judge's runner (the tracers themselves are tested in src/shared/trace).
type Reply = JavaScriptReply | PythonReply;
const worker = vi.hoisted(() => ({
  posted: [] as unknown[],
  listeners: new Set<(reply: unknown) => void>(),
  discarded: 0,
  answer: (_job: unknown, _send: (reply: unknown) => void) => {},
}));

vi.mock("../judge/code-runner", () => ({
  runOnWorker: <T>(_language: string, start: (handle: WorkerHandle) => Promise<T>) =>
    start({
      worker: {
        postMessage(job: unknown) {
          worker.posted.push(job);
          worker.answer(job, (reply) => {
            for (const listener of worker.listeners) listener(reply);
          });
        },
      } as unknown as Worker,
      onReply(listener) {
        worker.listeners.add(listener as (reply: unknown) => void);
        return () => worker.listeners.delete(listener as (reply: unknown) => void);
      },
      discard: () => {
        worker.discarded += 1;
      },
      nextJobId: () => 7,
    }),
}));

const { traceCode } = await import("./trace-code");

const problem: RunnerProblem = {
  signature: { kind: "function", name: "f", params: [], returns: "int" },
  comparison: "exact",
  timeLimitMs: 1_000,
};

beforeEach(() => {
  worker.posted = [];
  worker.listeners.clear();
  worker.discarded = 0;
});
afterEach(() => vi.useRealTimers());

test("posts a trace job to the language's worker and reads the trace it answers", async () => {
  const encoded = encodeOutcomeOnly({ kind: "error", message: "ValueError: no", line: 3 });
  worker.answer = (_job, send) => {
    send({ id: 6, type: "trace", encoded: "not this one" } satisfies Reply);
    send({ id: 7, type: "armed", index: null } satisfies Reply);
    send({ id: 7, type: "trace", encoded } satisfies Reply);
  };
  const reader = await traceCode({ language: "python", code: "def f(): ...", problem, input: [1] });
  expect(worker.posted).toEqual([
    { type: "trace", id: 7, language: "python", code: "def f(): ...", problem, input: [1] } satisfies TraceJob,
  ]);
  expect(reader.stepCount).toBe(0);
  expect(reader.outcome).toEqual({ kind: "error", message: "ValueError: no", line: 3 });
  expect(worker.listeners.size).toBe(0);
});

test("a worker that does not answer within the traced run's limit is ended: stopped for time", async () => {
  vi.useFakeTimers();
  worker.answer = (_job, send) => send({ id: 7, type: "armed", index: null } satisfies Reply);
  const traced = traceCode({ language: "python", code: "def f(): ...", problem, input: [] });
  // The problem's 1 s, plus 6 s for recording the step cap, plus the messages' slack.
  await vi.advanceTimersByTimeAsync(7_000);
  expect(worker.discarded).toBe(0);
  await vi.advanceTimersByTimeAsync(2_000);
  const reader = await traced;
  expect(worker.discarded).toBe(1);
  expect(reader.outcome).toEqual({ kind: "stopped", reason: "time", limit: 7_000 });
});

test("a runner that fails rejects with its message", async () => {
  worker.answer = (_job, send) => send({ type: "failed", message: "Python did not load" } satisfies Reply);
  await expect(traceCode({ language: "javascript", code: "", problem, input: [] })).rejects.toThrow(
    "Python did not load",
  );
});
