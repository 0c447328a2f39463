import type { Worker } from "node:worker_threads";
import { startTypeScriptWorker } from "@/server/lib/typescript-worker";
import { buildJudgeReport, type JudgeReport, type RawTestResult } from "@/shared/judge/judge-report";
import { isRuntimeSpent, type PythonJudgeJob } from "@/shared/judge/pyodide-judge";
import type { PythonJudgeData, PythonJudgeMessage, PythonJudgeRequest } from "./python-judge.worker";

export type PythonJudge = {
  /**
   * Judges Python exactly as the browser does (the shared judgePython, in Pyodide). Jobs wait their turn.
   * Never rejects for the user's code: a step past the limit is interrupted, and a worker that does not
   * stop or that breaks is replaced; only a Pyodide that cannot start rejects.
   */
  judge(job: PythonJudgeJob, timeLimitMs: number): Promise<JudgeReport>;
  /** Starts Pyodide ahead of the first job (several seconds); judge() starts it otherwise. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
};

export type PythonJudgeOptions = {
  /** How long a step may run past its interrupt before the worker is ended (code that ignores it). */
  killGraceMs?: number;
};

type PythonThread = { worker: Worker; interrupt: Int32Array; step: Int32Array };

const SIGINT = 2;
// Past the deadline the interrupt is raised again this often, so code that catches one cannot carry on.
const REINTERRUPT_MS = 50;
// A busy 2-core machine may starve the worker for a while: the interrupt usually lands well within this.
const DEFAULT_KILL_GRACE_MS = 3000;

/**
 * The thread's stack, as small as a browser's worker gives Pyodide (Chromium's holds about a third of
 * what its page's main thread does: measured with plain recursion, 6,360 calls against 18,862), so
 * what would overflow the browser's WebAssembly stack overflows here too rather than pass.
 */
const BROWSER_WORKER_STACK_MB = 0.6;

/**
 * Node's Python judge: Pyodide (the `pyodide` package) in a worker thread, started once and reused. The
 * main thread holds each step of a job to the time limit through Pyodide's interrupt buffer and ends the
 * worker when a step does not stop; the next job then starts a fresh Pyodide. The idle worker never keeps
 * the process alive, but call close() when done.
 */
export function startPythonJudge(options: PythonJudgeOptions = {}): PythonJudge {
  const killGraceMs = options.killGraceMs ?? DEFAULT_KILL_GRACE_MS;
  let thread: StartingThread | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let nextId = 0;

  const connect = (): Promise<PythonThread> => {
    if (thread) return thread.ready;
    // A worker that exits (crashed while idle, or ended) is forgotten, so the next job starts a fresh one.
    const started = startThread(() => {
      if (thread === started) thread = undefined;
    });
    thread = started;
    return started.ready;
  };

  const judgeNow = async (job: PythonJudgeJob, timeLimitMs: number): Promise<JudgeReport> => {
    const current = await connect();
    current.worker.ref();
    try {
      const outcome = await runJob(current, { id: nextId++, job, timeLimitMs }, killGraceMs);
      // A lost worker, or a Pyodide whose heap grew past Python's memory limit (it never shrinks).
      if (outcome.isWorkerLost || isRuntimeSpent(outcome.report)) {
        // Forgotten at once (its 'exit' comes later), so the next job starts a fresh Pyodide.
        if (thread?.worker === current.worker) thread = undefined;
        void current.worker.terminate();
      }
      return outcome.report;
    } finally {
      current.worker.unref();
    }
  };

  return {
    judge(job, timeLimitMs) {
      // Only what judging needs crosses the thread (a library problem carries its statement and solutions).
      const { code, problem, tests } = job;
      const { signature, comparison, checker } = problem;
      const slim = { code, problem: { signature, comparison, ...(checker ? { checker } : {}) }, tests };
      const run = queue.then(() => judgeNow(slim, timeLimitMs));
      queue = run.catch(() => undefined);
      return run;
    },
    async warmUp() {
      await connect();
    },
    async close() {
      const current = thread;
      thread = undefined;
      await current?.worker.terminate();
    },
  };
}

type StartingThread = { worker: Worker; ready: Promise<PythonThread> };

function startThread(onExit: () => void): StartingThread {
  const data: PythonJudgeData = { interrupt: new SharedArrayBuffer(4), step: new SharedArrayBuffer(4) };
  const worker = startTypeScriptWorker(new URL("./python-judge.worker.ts", import.meta.url), {
    workerData: data,
    resourceLimits: { stackSizeMb: BROWSER_WORKER_STACK_MB },
  });
  const thread: PythonThread = { worker, interrupt: new Int32Array(data.interrupt), step: new Int32Array(data.step) };
  // A crash is seen through 'exit' (by a running job too); an 'error' with no listener would throw here.
  worker.on("error", () => {});
  worker.once("exit", onExit);
  const ready = new Promise<PythonThread>((resolve, reject) => {
    const settle = (error?: Error) => {
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onEarlyExit);
      if (error) {
        void worker.terminate();
        reject(error);
        return;
      }
      // Idle, the worker must not hold up an exit; judgeNow refs it while a job runs.
      worker.unref();
      resolve(thread);
    };
    const onMessage = (message: PythonJudgeMessage) => {
      if (message.type === "ready") settle();
      else if (message.type === "failed") settle(new Error(message.message));
    };
    const onError = (error: Error) => settle(new Error(`Pyodide did not start: ${error.message}`));
    const onEarlyExit = () => settle(new Error("Pyodide did not start: its worker exited"));
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onEarlyExit);
  });
  // Whoever awaits it sees a failed start; this only keeps an unawaited one (a warm-up, close()) quiet.
  ready.catch(() => undefined);
  return { worker, ready };
}

type JobOutcome = { report: JudgeReport; isWorkerLost: boolean };

/**
 * Runs one job on the worker, arming a deadline at each step it announces: at the limit the interrupt
 * (KeyboardInterrupt in Python, Time Limit Exceeded in the report), past the grace the worker is given
 * up and the report is built here from the results it sent, as code-runner.ts does in the browser.
 */
function runJob(thread: PythonThread, request: PythonJudgeRequest, killGraceMs: number): Promise<JobOutcome> {
  const { worker, interrupt, step } = thread;
  const { id, job, timeLimitMs } = request;
  return new Promise((resolve) => {
    const results: RawTestResult[] = [];
    let timers: NodeJS.Timeout[] = [];
    let armedAt = performance.now();
    const disarm = () => {
      for (const timer of timers) clearTimeout(timer);
      timers = [];
    };
    const finish = (outcome: JobOutcome) => {
      disarm();
      worker.off("message", onMessage);
      worker.off("exit", onExit);
      resolve(outcome);
    };
    const giveUp = (failure: RawTestResult) =>
      finish({ report: buildJudgeReport(job.problem, job.tests, [...results, failure]), isWorkerLost: true });
    const arm = (stepNumber: number) => {
      disarm();
      armedAt = performance.now();
      const raise = () => {
        if (Atomics.load(step, 0) === stepNumber) Atomics.store(interrupt, 0, SIGINT);
      };
      const overTime = () => stopped(timeLimitMs, performance.now() - armedAt);
      timers = [
        setTimeout(() => {
          raise();
          timers.push(setInterval(raise, REINTERRUPT_MS));
        }, timeLimitMs),
        setTimeout(() => giveUp(overTime()), timeLimitMs + killGraceMs),
      ];
    };
    const onMessage = (message: PythonJudgeMessage) => {
      if (!("id" in message) || message.id !== id) return;
      if (message.type === "step" && message.step.type === "armed") arm(message.stepNumber);
      else if (message.type === "step" && message.step.type === "result") {
        disarm();
        results[message.step.index] = message.step.result;
      } else if (message.type === "report") finish({ report: message.report, isWorkerLost: false });
      else if (message.type === "broken") giveUp(runtimeError(message.message, performance.now() - armedAt));
    };
    const onExit = () => giveUp(runtimeError("Python stopped: its worker exited", performance.now() - armedAt));
    worker.on("message", onMessage);
    worker.on("exit", onExit);
    worker.postMessage(request);
  });
}

function stopped(timeLimitMs: number, timeMs: number): RawTestResult {
  const message = `Time limit exceeded (${timeLimitMs} ms per test).`;
  return { kind: "error", verdict: "time_limit_exceeded", message, output: "", timeMs };
}

function runtimeError(message: string, timeMs: number): RawTestResult {
  return { kind: "error", verdict: "runtime_error", message, output: "", timeMs };
}
