import type { TraceReader } from "@/shared/trace/trace-types";
import type { RunnerProblem } from "../judge/runner-messages";

/** What the visualiser asks to trace: the code, the problem it solves, and one test's (or a custom) input. */
export type TraceRequest = {
  language: "python" | "javascript" | "typescript";
  code: string;
  problem: RunnerProblem;
  input: unknown;
};

/** Records a step-through trace of the code on one input, in its language's worker (not ready yet). */
export async function traceCode(_request: TraceRequest): Promise<TraceReader> {
  throw new Error("Tracing is not ready yet.");
}
