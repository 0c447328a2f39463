/// <reference lib="webworker" />
import { buildJudgeReport, type RawTestResult } from "@/shared/judge/judge-report";
import { DEFAULT_TIME_LIMIT_MS } from "@/shared/judge/limits";
import {
  describePyodideFailure,
  isRuntimeSpent,
  judgePython,
  type PythonJudgeStep,
} from "@/shared/judge/pyodide-judge";
import { tracePythonJob } from "../trace/python-trace-worker";
import type { PythonJob, PythonProgress, PythonReply, TraceJob } from "./runner-messages";
import { startPython } from "./start-python";

/**
 * The Python runner (a module Web Worker): Pyodide started once (start-python.ts) and kept for the
 * session. Python cannot be interrupted from outside without cross-origin isolation, so this worker
 * reports each step as it starts and the page ends the worker when a test passes its deadline
 * (code-runner.ts).
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (reply: PythonReply) => scope.postMessage(reply);
const progress = (value: PythonProgress) => post({ type: "progress", progress: value });

const harnessReady = startPython(progress);
harnessReady.catch((error: unknown) => post({ type: "failed", message: `Python did not load: ${String(error)}` }));

scope.addEventListener("message", async (event: MessageEvent<PythonJob | TraceJob>) => {
  if (event.data.type === "trace") return tracePythonJob(await harnessReady, event.data, post);
  const { id, code, problem, tests } = event.data;
  const harness = await harnessReady;
  const results: RawTestResult[] = [];
  const onStep = (step: PythonJudgeStep) => {
    if (step.type === "result") results.push(step.result);
    post({ id, ...step });
  };
  try {
    // The same judge as Node's (src/server/judge/python-judge.ts); its steps let the page hold each to its deadline.
    const timeLimitMs = problem.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
    const report = judgePython(harness, { code, problem, tests }, timeLimitMs, onStep);
    post({ id, type: "report", report });
    // Its heap grew past the limit and never shrinks: the page starts a fresh Pyodide for the next run.
    if (isRuntimeSpent(report)) post({ type: "failed", message: "Python used more memory than it may keep." });
  } catch (error) {
    // Pyodide itself failed (e.g. the WebAssembly stack overflowed): the test it ran is a Runtime Error, the
    // rest are not run, and this runtime is replaced.
    const failure: RawTestResult = {
      kind: "error",
      verdict: "runtime_error",
      message: describePyodideFailure(error),
      output: "",
      timeMs: 0,
    };
    post({ id, type: "report", report: buildJudgeReport(problem, tests, [...results, failure]) });
    post({ type: "failed", message: "Python stopped and restarts." });
  }
});
