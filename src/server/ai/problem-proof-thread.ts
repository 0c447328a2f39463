import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { PROJECT_ROOT } from "@/server/lib/project-root";
import type { JudgeReport } from "@/shared/judge/judge-report";
import type { ProofReply, ProofRequest } from "./problem-proof.worker";

/** A proof's report, or why there is none: the worker did not answer in time, or it died. */
export type ProofOutcome = { report: JudgeReport } | { failure: string };

/**
 * How much longer than its deadline a proof may take before its worker is killed: QuickJS stops itself at
 * the deadline, so this covers a worker's start (loading tsx from the sources, then QuickJS) and a busy
 * machine, not a proof that runs on.
 */
export const PROOF_GRACE_MS = 5000;

export const PROOF_TIMED_OUT = "the proof did not finish in time";

let worker: Worker | undefined;
// Proofs run one after another, each with its own deadline from the moment it reaches the worker: on a
// two-core machine a second thread would only slow both, and serving requests needs the other core.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Judges a reference solution in the proof worker (one per process, started on the first proof and kept),
 * so QuickJS never holds the server's event loop. Never rejects for a stuck or dead worker: that worker is
 * killed, the proof answers `failure`, and the next proof starts a fresh one. Rejects only when the judge
 * itself throws (the harness does not load), as it did on the main thread.
 */
export function runProof(request: ProofRequest, timeoutMs: number): Promise<ProofOutcome> {
  const proof = queue.then(() => runOnWorker(request, timeoutMs));
  queue = proof.catch(() => undefined);
  return proof;
}

/** Stops the proof worker, if one runs (graceful shutdown); a later proof would start a new one. */
export async function stopProblemProofs(): Promise<void> {
  const running = worker;
  worker = undefined;
  await running?.terminate();
}

function runOnWorker(request: ProofRequest, timeoutMs: number): Promise<ProofOutcome> {
  const thread = getWorker();
  return new Promise((resolve, reject) => {
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      thread.off("message", onMessage);
      thread.off("error", onError);
      thread.off("exit", onExit);
      settle();
    };
    const fail = (failure: string) => {
      discard(thread);
      finish(() => resolve({ failure }));
    };
    const onMessage = (reply: ProofReply) =>
      finish(() => ("report" in reply ? resolve(reply) : reject(new Error(`the proof failed: ${reply.error}`))));
    const onError = (error: Error) => fail(`the proof stopped: ${error.message}`);
    const onExit = (code: number) => fail(`the proof stopped: its worker exited with code ${code}`);
    const timer = setTimeout(() => fail(PROOF_TIMED_OUT), timeoutMs);
    thread.on("message", onMessage);
    thread.on("error", onError);
    thread.on("exit", onExit);
    thread.postMessage(request);
  });
}

function getWorker(): Worker {
  if (worker) return worker;
  const started = startWorker();
  // Never what keeps the process alive: an idle worker must not hold up an exit, and a proof under way
  // keeps the process running through its own timer.
  started.unref();
  // A worker that crashes while idle is dropped, so the next proof starts a fresh one (a listener is
  // needed anyway: an unhandled 'error' would crash the server).
  started.on("error", () => discard(started));
  started.on("exit", () => discard(started));
  worker = started;
  return started;
}

function discard(thread: Worker) {
  if (worker === thread) worker = undefined;
  void thread.terminate();
}

/**
 * Starts the worker from its entry file, a real module rather than source eval'd as a string like the
 * Python worker's, because the judge it runs is TypeScript. The production bundle (scripts/build.mjs)
 * builds it into problem-proof.worker.js beside the bundled server, where it is found next to this
 * module. From the sources (tsx, Vitest, `node --import tsx`) it is the .ts file beside this one, which
 * needs tsx's hooks in the worker; on Node 20 neither inheriting `--import tsx` nor passing it in
 * execArgv gives a worker's entry those, so a two-line bootstrap registers tsx and then imports it.
 */
function startWorker(): Worker {
  const bundled = new URL("./problem-proof.worker.js", import.meta.url);
  if (fs.existsSync(bundled)) return new Worker(bundled);
  const tsxApi = import.meta.resolve("tsx/esm/api");
  const entry = new URL("./problem-proof.worker.ts", import.meta.url).href;
  const tsconfig = path.join(PROJECT_ROOT, "tsconfig.json");
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register({ tsconfig: ${JSON.stringify(tsconfig)} }); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { eval: true });
}
