import { createCallPlan, getPythonName } from "@/shared/judge/call-plan";
import type { RunnableProblem } from "@/shared/judge/grade-results";
import { buildJudgeReport, type JudgeReport, type RawTestResult } from "@/shared/judge/judge-report";
import { VERIFY_TIME_LIMIT_MS } from "@/shared/judge/limits";
import { connectPythonWorker, type WorkerConnection, type WorkerReply } from "./python-worker-connection";

export type PythonRunner = {
  /** Runs a Python reference solution against every test of its problem, in its own namespace. */
  runSolution(problem: RunnableProblem, source: string, timeoutMs?: number): Promise<JudgeReport>;
  close(): Promise<void>;
};

/**
 * Starts Pyodide in a worker thread once (several seconds) and reuses it for every solution; a test
 * that runs past the timeout is interrupted and the remaining tests are not run (as in QuickJS).
 * Runs one solution at a time. Call close() when done.
 */
export function startPythonRunner(defaultTimeoutMs = VERIFY_TIME_LIMIT_MS): PythonRunner {
  let connection: Promise<WorkerConnection> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let nextKey = 0;

  const connect = () => {
    connection ??= connectPythonWorker();
    return connection;
  };

  const runNow = async (problem: RunnableProblem, source: string, timeoutMs: number): Promise<JudgeReport> => {
    const worker = await connect();
    const key = `solution-${nextKey++}`;
    const plan = createCallPlan(problem.signature, getPythonName);
    const started = performance.now();
    const loaded = await worker.request("load", [key, source, JSON.stringify(plan)], timeoutMs);
    if (loaded.isKilled) connection = undefined;
    if (loaded.value !== "") {
      const failure =
        loaded.value === undefined
          ? describeFailure(loaded, timeoutMs, performance.now() - started)
          : runtimeError(loaded.value, 0);
      // A solution that does not load fails every test; one that timed out or killed Python stops the run.
      const results = loaded.value === undefined ? [failure] : problem.tests.map(() => failure);
      return buildJudgeReport(problem, problem.tests, results);
    }
    const results: RawTestResult[] = [];
    for (const test of problem.tests) {
      const testStarted = performance.now();
      const reply = await worker.request("run", [key, JSON.stringify(test.input)], timeoutMs);
      results.push(readResult(reply, timeoutMs, performance.now() - testStarted));
      if (reply.isKilled) connection = undefined;
      // After a timeout the remaining tests are not run, like the QuickJS judge does.
      if (reply.value === undefined) break;
    }
    if (connection) await worker.request("drop", [key], timeoutMs);
    return buildJudgeReport(problem, problem.tests, results);
  };

  return {
    runSolution(problem, source, timeoutMs = defaultTimeoutMs) {
      const run = queue.then(() => runNow(problem, source, timeoutMs));
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      const current = connection;
      connection = undefined;
      if (current) await (await current).terminate();
    },
  };
}

function readResult(reply: WorkerReply, timeoutMs: number, timeMs: number): RawTestResult {
  if (reply.value === undefined) return describeFailure(reply, timeoutMs, timeMs);
  const parsed = JSON.parse(reply.value) as { actual?: unknown; error?: string; output?: string };
  const output = parsed.output ?? "";
  if (parsed.error !== undefined) return { ...runtimeError(parsed.error, timeMs), output };
  return { kind: "value", actual: parsed.actual ?? null, output, timeMs };
}

function describeFailure(reply: WorkerReply, timeoutMs: number, timeMs: number): RawTestResult {
  // Overran either way: stopped by the interrupt, or ended when it did not stop in time.
  if (reply.isInterrupted || reply.isTimedOut) {
    const message = `Time limit exceeded (${timeoutMs} ms per test).`;
    return { kind: "error", verdict: "time_limit_exceeded", message, output: "", timeMs };
  }
  return runtimeError(reply.error ?? "no answer from Python", timeMs);
}

function runtimeError(message: string, timeMs: number): RawTestResult {
  return { kind: "error", verdict: "runtime_error", message, output: "", timeMs };
}
