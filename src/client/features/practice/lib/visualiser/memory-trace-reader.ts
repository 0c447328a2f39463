import type { TraceOutcome, TraceReader, TraceStep } from "@/shared/trace/trace-types";

/**
 * A TraceReader over steps held whole in memory: the visualiser's tests and fixtures use it, and it is
 * the plainest reading of the contract (a tracer may store its steps more compactly).
 */
export function createMemoryTraceReader(steps: readonly TraceStep[], outcome: TraceOutcome): TraceReader {
  return {
    stepCount: steps.length,
    outcome,
    step(index) {
      const step = steps[index];
      if (!step) throw new RangeError(`No step ${index}: the trace has ${steps.length}.`);
      return step;
    },
    findLine(line, from) {
      for (let index = Math.max(0, from); index < steps.length; index++) {
        if (steps[index]?.line === line) return index;
      }
      return null;
    },
  };
}
