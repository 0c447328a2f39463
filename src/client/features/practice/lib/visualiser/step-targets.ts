import type { TraceOutcome, TraceReader, TraceStep } from "@/shared/trace/trace-types";

/** How far back from the end the failing step is looked for (a tracer's reader may rebuild each step). */
const FAILING_STEP_SEARCH = 2000;

/**
 * The step the failing-line button goes to: the exception a run ended with (the last "exception" step,
 * else the last step at the error's line), otherwise the last step.
 */
export function findFailingStep(reader: TraceReader): number {
  const last = reader.stepCount - 1;
  const { outcome } = reader;
  if (last < 0 || outcome.kind !== "error") return Math.max(0, last);
  const first = Math.max(0, last - FAILING_STEP_SEARCH);
  for (let index = last; index >= first; index--) if (reader.step(index).event === "exception") return index;
  if (outcome.line !== undefined)
    for (let index = last; index >= first; index--) if (reader.step(index).line === outcome.line) return index;
  return last;
}

/** The next step at `line` after `from`, from the start again if none follows; null when the line never runs. */
export function findNextStepAtLine(reader: TraceReader, line: number, from: number): number | null {
  return reader.findLine(line, from + 1) ?? reader.findLine(line, 0);
}

const LIMIT_FORMAT = new Intl.NumberFormat("en-US");

/** Why a trace stopped early, in the user's words, or null when it ran to its end. */
export function describeStop(outcome: TraceOutcome): string | null {
  if (outcome.kind !== "stopped") return null;
  const limit = LIMIT_FORMAT.format(outcome.limit);
  switch (outcome.reason) {
    case "steps":
      return `Stopped after ${limit} steps: the visualiser records at most ${limit}. Try a smaller input.`;
    case "size":
      return `Stopped when the recorded values reached ${formatBytes(outcome.limit)}: the visualiser keeps at most that much. Try a smaller input.`;
    case "time": {
      const seconds = LIMIT_FORMAT.format(Math.round(outcome.limit / 100) / 10);
      return `Stopped after ${seconds} s: the visualiser records at most ${seconds} seconds of running. Try a smaller input.`;
    }
  }
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${LIMIT_FORMAT.format(Math.round(bytes / (1024 * 1024)))} MB`;
  if (bytes >= 1024) return `${LIMIT_FORMAT.format(Math.round(bytes / 1024))} KB`;
  return `${LIMIT_FORMAT.format(bytes)} bytes`;
}

/** What a step does, in a few words: "Line 4", "Calls two_sum", "two_sum returns", "Exception: …". */
export function describeEvent(step: TraceStep): string {
  const name = step.stack.at(-1)?.functionName ?? "the code";
  switch (step.event) {
    case "call":
      return `Calls ${name}`;
    case "return":
      return `${name} returns`;
    case "exception":
      return `Exception${step.exception ? `: ${step.exception}` : ""}`;
    case "line":
      return `Line ${step.line}`;
  }
}

/** Read out as the user steps: "Step 5 of 40, line 7: for j in range(n):". */
export function describeStepForReader(step: TraceStep, index: number, count: number, lines: readonly string[]) {
  const code = lines[step.line - 1]?.trim();
  const event = step.event === "line" ? "" : ` (${describeEvent(step)})`;
  return `Step ${index + 1} of ${count}, line ${step.line}${event}${code ? `: ${code}` : ""}`;
}
