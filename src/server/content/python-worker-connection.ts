import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { PYTHON_HARNESS } from "@/shared/judge/python-harness";
import { PYTHON_WORKER_SOURCE } from "./python-worker";

/**
 * A harness call's answer: its string value, or why there is none. `isInterrupted`: the call overran its
 * time and stopped; `isKilled`: the worker was ended (`isTimedOut` when because the call overran and
 * ignored the interrupt, as a starved worker on a busy machine may).
 */
export type WorkerReply = {
  value?: string;
  error?: string;
  isInterrupted?: boolean;
  isKilled?: boolean;
  isTimedOut?: boolean;
};

export type WorkerConnection = {
  request(action: "load" | "run" | "drop", args: string[], timeoutMs: number): Promise<WorkerReply>;
  terminate(): Promise<void>;
};

const SIGINT = 2;
// A call that ignores the interrupt (stuck inside native code) gets this much longer before the worker is killed.
const KILL_GRACE_MS = 5000;

/** Starts the Pyodide worker; resolves once Python and the harness are loaded. */
export function connectPythonWorker(): Promise<WorkerConnection> {
  const pyodideEntry = createRequire(import.meta.url).resolve("pyodide/pyodide.mjs");
  const interruptBuffer = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(PYTHON_WORKER_SOURCE, {
    eval: true,
    workerData: {
      pyodideUrl: pathToFileURL(pyodideEntry).href,
      indexURL: `${path.dirname(pyodideEntry)}${path.sep}`,
      interruptBuffer: interruptBuffer.buffer,
      harness: PYTHON_HARNESS,
    },
  });
  const pending = new Map<number, (reply: WorkerReply) => void>();
  let nextId = 0;

  const failPending = (error: string) => {
    for (const settle of [...pending.values()]) settle({ error, isKilled: true });
  };

  const connection: WorkerConnection = {
    request(action, args, timeoutMs) {
      // Clear an interrupt that fired just as the previous call finished, so it cannot hit this one.
      Atomics.store(interruptBuffer, 0, 0);
      const id = nextId++;
      return new Promise((resolve) => {
        const interrupt = setTimeout(() => Atomics.store(interruptBuffer, 0, SIGINT), timeoutMs);
        const kill = setTimeout(() => {
          settle({
            error: `timed out after ${timeoutMs} ms and did not stop: Python restarted`,
            isKilled: true,
            isTimedOut: true,
          });
          void worker.terminate();
        }, timeoutMs + KILL_GRACE_MS);
        const settle = (reply: WorkerReply) => {
          clearTimeout(interrupt);
          clearTimeout(kill);
          pending.delete(id);
          resolve(reply);
        };
        pending.set(id, settle);
        worker.postMessage({ id, action, args });
      });
    },
    async terminate() {
      await worker.terminate();
    },
  };

  return new Promise((resolve, reject) => {
    worker.on("message", (message: { id?: number; ready?: boolean; failed?: string } & WorkerReply) => {
      if (message.ready) resolve(connection);
      else if (message.failed) reject(new Error(`Pyodide did not start: ${message.failed}`));
      else if (message.id !== undefined) pending.get(message.id)?.(message);
    });
    worker.on("error", (error) => {
      reject(error);
      failPending(`the Python worker crashed: ${error.message}`);
    });
    worker.on("exit", () => {
      reject(new Error("the Python worker exited before it was ready"));
      failPending("the Python worker exited");
    });
  });
}
