import type { JudgeReport, JudgeTestCase, RawTestResult } from "@/shared/judge/judge-report";
import type { ProblemJudge } from "@/shared/schemas/problem-judge";

/** What a runner needs to know about a problem to judge it (the time limit is per test). */
export type RunnerProblem = Pick<ProblemJudge, "signature" | "comparison" | "checker"> & { timeLimitMs?: number };

export type JavaScriptJob = {
  type?: "judge";
  id: number;
  language: "javascript" | "typescript";
  code: string;
  problem: RunnerProblem;
  tests: JudgeTestCase[];
};

export type JavaScriptReply =
  | { type: "ready" }
  | { type: "failed"; message: string }
  | { id: number; type: "report"; report: JudgeReport }
  | TraceReply;

export type PythonJob = { type?: "judge"; id: number; code: string; problem: RunnerProblem; tests: JudgeTestCase[] };

/**
 * A step-through trace of the code on one input (src/shared/trace), run in its language's worker like a
 * judge job; answered with the encoded trace (readTrace reads it). The Python worker says `armed` when
 * the traced run starts, so the page holds that run to the time limit.
 */
export type TraceJob = {
  type: "trace";
  id: number;
  language: "python" | "javascript" | "typescript";
  code: string;
  problem: RunnerProblem;
  input: unknown;
};
export type TraceReply = { id: number; type: "trace"; encoded: string };

/** Where Pyodide is while it starts: the UI shows it as a progress bar (fraction when bytes are known). */
export type PythonLoadPhase = "downloading" | "starting" | "ready";
export type PythonProgress = { phase: PythonLoadPhase; fraction: number | null };

/**
 * The Python worker streams a job test by test, so the page can hold each test to its deadline: it
 * says when it starts running the user's code (`armed`: loading the solution, index null, or a test)
 * and what each test gave; a test that overruns is stopped from the page by ending the worker.
 */
export type PythonReply =
  | { type: "progress"; progress: PythonProgress }
  | { type: "failed"; message: string }
  | { id: number; type: "armed"; index: number | null }
  | { id: number; type: "result"; index: number; result: RawTestResult }
  | { id: number; type: "report"; report: JudgeReport }
  | TraceReply;
