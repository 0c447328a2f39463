import { createCallPlan, getPythonName } from "@/shared/judge/call-plan";
import { gradeResults, type RunnableProblem, type TestOutcome, type TestResult } from "@/shared/judge/grade-results";
import { VERIFY_TIME_LIMIT_MS } from "@/shared/judge/limits";
import { connectPythonWorker, type WorkerConnection, type WorkerReply } from "./python-worker-connection";
import { rejectPrinting } from "./reject-printing";

export type PythonRunner = {
  /** Runs a Python reference solution against every test of its problem, in its own namespace. */
  runSolution(problem: RunnableProblem, source: string, timeoutMs?: number): Promise<TestOutcome[]>;
  close(): Promise<void>;
};

/**
 * Starts Pyodide in a worker thread once (several seconds) and reuses it for every solution; a test
 * that runs past the timeout is interrupted. Runs one solution at a time. Call close() when done.
 */
export function startPythonRunner(defaultTimeoutMs = VERIFY_TIME_LIMIT_MS): PythonRunner {
  let connection: Promise<WorkerConnection> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let nextKey = 0;

  const connect = () => {
    connection ??= connectPythonWorker();
    return connection;
  };

  const runNow = async (problem: RunnableProblem, source: string, timeoutMs: number): Promise<TestOutcome[]> => {
    const worker = await connect();
    const key = `solution-${nextKey++}`;
    const plan = createCallPlan(problem.signature, getPythonName);
    const loaded = await worker.request("load", [key, source, JSON.stringify(plan)], timeoutMs);
    if (loaded.isKilled) connection = undefined;
    let skipReason = loaded.value === undefined ? describeFailure(loaded, timeoutMs) : loaded.value || undefined;
    const results: TestResult[] = [];
    for (const test of problem.tests) {
      if (skipReason) {
        results.push({ ok: false, error: skipReason });
        continue;
      }
      const reply = await worker.request("run", [key, JSON.stringify(test.input)], timeoutMs);
      results.push(readResult(reply, timeoutMs));
      if (reply.isKilled) {
        connection = undefined;
        skipReason = "not run: Python was restarted after an earlier test";
      }
    }
    if (connection && !skipReason) await worker.request("drop", [key], timeoutMs);
    return gradeResults(problem, results);
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

function readResult(reply: WorkerReply, timeoutMs: number): TestResult {
  if (reply.value === undefined) return { ok: false, error: describeFailure(reply, timeoutMs) };
  const parsed = JSON.parse(reply.value) as { actual?: unknown; error?: string; output?: string };
  if (parsed.error !== undefined) return { ok: false, error: parsed.error };
  return rejectPrinting({ ok: true, actual: parsed.actual ?? null, output: parsed.output });
}

function describeFailure(reply: WorkerReply, timeoutMs: number): string {
  return reply.isInterrupted ? `timed out after ${timeoutMs} ms` : (reply.error ?? "no answer from Python");
}
