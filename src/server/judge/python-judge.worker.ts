import { createRequire } from "node:module";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { loadPyodide } from "pyodide";
import type { JudgeReport } from "@/shared/judge/judge-report";
import {
  describePyodideFailure,
  isKeyboardInterrupt,
  judgePython,
  loadPythonHarness,
  type PythonHarness,
  type PythonJudgeJob,
  type PythonJudgeStep,
} from "@/shared/judge/pyodide-judge";

// The worker thread that hosts Pyodide for Node (python-judge.ts starts it): Python runs synchronously,
// so only another thread can stop a runaway test, through Pyodide's interrupt buffer.

/**
 * Shared with the main thread: `interrupt` is Pyodide's interrupt buffer; `step` counts the judge's
 * steps, so a deadline set for a step that has since ended never interrupts a later one.
 */
export type PythonJudgeData = { interrupt: SharedArrayBuffer; step: SharedArrayBuffer };
export type PythonJudgeRequest = { id: number; job: PythonJudgeJob; timeLimitMs: number };
export type PythonJudgeMessage =
  | { type: "ready" }
  | { type: "failed"; message: string }
  | { id: number; type: "step"; step: PythonJudgeStep; stepNumber: number }
  | { id: number; type: "report"; report: JudgeReport }
  | { id: number; type: "broken"; message: string };

const port = parentPort;
if (!port) throw new Error("python-judge.worker runs only as a worker thread");
const post = (message: PythonJudgeMessage) => port.postMessage(message);
const data = workerData as PythonJudgeData;
const interrupt = new Int32Array(data.interrupt);
const step = new Int32Array(data.step);

/** Moves to the next step and withdraws an interrupt meant for the one before. */
function nextStep(): number {
  const stepNumber = Atomics.add(step, 0, 1) + 1;
  Atomics.store(interrupt, 0, 0);
  return stepNumber;
}

/** The harness, with the calls that run none of the user's code shielded from a late interrupt. */
function shield(harness: PythonHarness): PythonHarness {
  return {
    ...harness,
    checkSyntax(source) {
      nextStep();
      return harness.checkSyntax(source);
    },
    drop(key) {
      nextStep();
      try {
        harness.drop(key);
      } catch (error) {
        // An interrupt stored just as the last test ended: dropping again finishes the job.
        if (!isKeyboardInterrupt(error)) throw error;
        harness.drop(key);
      }
    },
  };
}

async function start(): Promise<PythonHarness> {
  // print() during a test is captured by the harness; anything else the code writes is dropped.
  // Its files are found from the package's own folder: under tsx, Pyodide's guess is the working directory.
  const indexURL = `${path.dirname(createRequire(import.meta.url).resolve("pyodide/pyodide.mjs"))}${path.sep}`;
  const pyodide = await loadPyodide({ indexURL, stdout: () => {}, stderr: () => {} });
  pyodide.setInterruptBuffer(interrupt);
  return shield(loadPythonHarness(pyodide));
}

start().then(
  (harness) => {
    // One job at a time: the main thread sends the next only after this one's report.
    port.on("message", ({ id, job, timeLimitMs }: PythonJudgeRequest) => {
      try {
        const report = judgePython(harness, job, timeLimitMs, (judged) =>
          post({ id, type: "step", step: judged, stepNumber: nextStep() }),
        );
        nextStep();
        post({ id, type: "report", report });
      } catch (error) {
        // Pyodide itself failed (e.g. its WebAssembly stack overflowed): the main thread replaces this worker.
        post({ id, type: "broken", message: describePyodideFailure(error) });
      }
    });
    post({ type: "ready" });
  },
  (error: unknown) => post({ type: "failed", message: `Pyodide did not start: ${String(error)}` }),
);
