import {
  buildJudgeReport,
  type JudgeReport,
  type JudgeTestCase,
  type RawTestResult,
} from "@/shared/judge/judge-report";
import type { Language } from "@/shared/judge/languages";
import { DEFAULT_TIME_LIMIT_MS } from "@/shared/judge/limits";
import type { JavaScriptReply, PythonProgress, PythonReply, RunnerProblem } from "./runner-messages";
import { type Runner, startRunner } from "./worker-runner";

export type RunRequest = { language: Language; code: string; problem: RunnerProblem; tests: JudgeTestCase[] };
export type RunnerStatus = "idle" | "loading" | "running";
export type RunnerState = { status: RunnerStatus; pythonProgress: PythonProgress | null };

/** Slack for messages between the page and a worker (a busy page may answer a timer late). */
const GRACE_MS = 500;

// One worker per language for the whole session (module state), created on first use: QuickJS and
// above all Pyodide take time to start, and a warm worker judges in milliseconds.
let state: RunnerState = { status: "idle", pythonProgress: null };
const listeners = new Set<() => void>();
let pending = 0;
let loading = 0;

function setState(next: Partial<RunnerState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeRunnerState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getRunnerState(): RunnerState {
  return state;
}

function updateStatus() {
  setState({ status: pending === 0 ? "idle" : loading > 0 ? "loading" : "running" });
}

let javascriptRunner: Runner<JavaScriptReply> | null = null;
let pythonRunner: Runner<PythonReply> | null = null;

function getJavaScriptRunner(): Runner<JavaScriptReply> {
  javascriptRunner ??= startRunner<JavaScriptReply>(
    () => new Worker(new URL("./javascript.worker.ts", import.meta.url), { type: "module", name: "javascript-runner" }),
    (reply) => reply.type === "ready",
    () => discardJavaScript(),
  );
  return javascriptRunner;
}

function discardJavaScript() {
  javascriptRunner?.worker.terminate();
  javascriptRunner = null;
}

function getPythonRunner(): Runner<PythonReply> {
  if (pythonRunner) return pythonRunner;
  setState({ pythonProgress: { phase: "downloading", fraction: 0 } });
  const runner = startRunner<PythonReply>(
    () => new Worker(new URL("./python.worker.ts", import.meta.url), { type: "module", name: "python-runner" }),
    (reply) => reply.type === "progress" && reply.progress.phase === "ready",
    () => discardPython(runner),
  );
  runner.onReply((reply) => {
    if (reply.type === "progress" && pythonRunner === runner) setState({ pythonProgress: reply.progress });
  });
  pythonRunner = runner;
  return runner;
}

function discardPython(runner: Runner<PythonReply>) {
  runner.worker.terminate();
  if (pythonRunner !== runner) return;
  pythonRunner = null;
  setState({ pythonProgress: null });
}

/** Starts a language's runner ahead of the first run (Python takes seconds). */
export function preload(language: Language): void {
  if (language === "python") getPythonRunner();
  else getJavaScriptRunner();
}

// Runs of one language go one after another: a worker judges one job at a time.
const queues = new Map<"javascript" | "python", Promise<unknown>>();
let nextJobId = 1;

/** Judges code in its language's worker, never on this thread; resolves with the report, rejects if the runner cannot start. */
export function run(request: RunRequest): Promise<JudgeReport> {
  const kind = request.language === "python" ? "python" : "javascript";
  const previous = queues.get(kind) ?? Promise.resolve();
  const job = previous
    .catch(() => {})
    .then(() => track(() => (kind === "python" ? runPython(request) : runJavaScript(request))));
  queues.set(kind, job);
  return job;
}

/** A language's worker as another kind of job sees it (the visualiser's traces: ../trace/trace-code.ts). */
export type WorkerHandle = {
  worker: Worker;
  onReply(listener: (reply: JavaScriptReply | PythonReply) => void): () => void;
  /** Ends the worker (a job past its time); Python's is started again in the background. */
  discard(): void;
  nextJobId(): number;
};

/** Runs a job on its language's worker, in turn with that language's judge runs, once the worker is ready. */
export function runOnWorker<T>(language: Language, start: (handle: WorkerHandle) => Promise<T>): Promise<T> {
  const kind = language === "python" ? "python" : "javascript";
  const previous = queues.get(kind) ?? Promise.resolve();
  const job = previous
    .catch(() => {})
    .then(() =>
      track(async () => {
        const runner: Runner<JavaScriptReply> | Runner<PythonReply> =
          kind === "python" ? getPythonRunner() : getJavaScriptRunner();
        await whileLoading(runner);
        const discard = () => {
          if (kind === "javascript") return discardJavaScript();
          discardPython(runner as Runner<PythonReply>);
          getPythonRunner();
        };
        const onReply = runner.onReply as WorkerHandle["onReply"];
        return start({ worker: runner.worker, onReply, discard, nextJobId: () => nextJobId++ });
      }),
    );
  queues.set(kind, job);
  return job;
}

async function track<T>(start: () => Promise<T>): Promise<T> {
  pending += 1;
  updateStatus();
  try {
    return await start();
  } finally {
    pending -= 1;
    updateStatus();
  }
}

/** Waits for a runner to start; the status says "loading" only while it actually is. */
async function whileLoading({ ready, isReady }: { ready: Promise<void>; isReady: boolean }) {
  if (isReady) return;
  loading += 1;
  updateStatus();
  try {
    await ready;
  } finally {
    loading -= 1;
    updateStatus();
  }
}

function getTimeLimit(problem: RunnerProblem) {
  return problem.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
}

function stoppedResult(timeLimitMs: number, timeMs: number, output = ""): RawTestResult {
  const message = `Time limit exceeded (${timeLimitMs} ms per test).`;
  return { kind: "error", verdict: "time_limit_exceeded", message, output, timeMs };
}

async function runJavaScript(request: RunRequest): Promise<JudgeReport> {
  const runner = getJavaScriptRunner();
  await whileLoading(runner);
  const id = nextJobId++;
  const timeLimitMs = getTimeLimit(request.problem);
  return new Promise<JudgeReport>((resolve, reject) => {
    // QuickJS stops each test at its deadline itself; this only catches a worker that stops answering.
    const budgetMs = timeLimitMs * (request.tests.length + 1) + GRACE_MS * 4;
    const started = performance.now();
    const watchdog = window.setTimeout(() => {
      stop();
      discardJavaScript();
      resolve(
        buildJudgeReport(request.problem, request.tests, [stoppedResult(timeLimitMs, performance.now() - started)]),
      );
    }, budgetMs);
    const stop = runner.onReply((reply) => {
      if (reply.type === "failed") {
        stop();
        window.clearTimeout(watchdog);
        reject(new Error(reply.message));
        return;
      }
      if (!("id" in reply) || reply.id !== id || reply.type !== "report") return;
      stop();
      window.clearTimeout(watchdog);
      resolve(reply.report);
    });
    const { language, code, problem, tests } = request;
    runner.worker.postMessage({
      id,
      language: language === "typescript" ? "typescript" : "javascript",
      code,
      problem,
      tests,
    });
  });
}

async function runPython(request: RunRequest): Promise<JudgeReport> {
  const runner = getPythonRunner();
  await whileLoading(runner);
  const id = nextJobId++;
  const timeLimitMs = getTimeLimit(request.problem);
  const { problem, tests } = request;
  return new Promise<JudgeReport>((resolve, reject) => {
    const results: RawTestResult[] = [];
    let deadline: number | undefined;
    let armedAt = performance.now();
    // Python cannot be interrupted here: past a deadline, the worker is ended and a fresh one started
    // in the background, so the next run finds Python warming up rather than a stuck thread.
    const overrun = () => {
      finish();
      discardPython(runner);
      getPythonRunner();
      resolve(buildJudgeReport(problem, tests, [...results, stoppedResult(timeLimitMs, performance.now() - armedAt)]));
    };
    const arm = (ms: number) => {
      window.clearTimeout(deadline);
      armedAt = performance.now();
      deadline = window.setTimeout(overrun, ms);
    };
    // Until the first step starts (the syntax check), the whole job's budget.
    arm(timeLimitMs * (tests.length + 1) + GRACE_MS * 4);
    const finish = () => {
      stop();
      window.clearTimeout(deadline);
    };
    const stop = runner.onReply((reply) => {
      if (reply.type === "failed") {
        finish();
        reject(new Error(reply.message));
        return;
      }
      if (!("id" in reply) || reply.id !== id) return;
      if (reply.type === "armed") arm(timeLimitMs + GRACE_MS);
      else if (reply.type === "result") results[reply.index] = reply.result;
      else if (reply.type === "report") {
        finish();
        resolve(reply.report);
      }
    });
    runner.worker.postMessage({ id, code: request.code, problem, tests });
  });
}
