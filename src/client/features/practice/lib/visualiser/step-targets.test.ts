import { expect, test } from "vitest";
import { createMemoryTraceReader } from "./memory-trace-reader";
import { describeStop, findFailingStep, findNextStepAtLine } from "./step-targets";
import { createTwoSumTrace, frame, lineStep } from "./trace-fixtures";

test("the failing step: the last exception of a run that failed, else the last step", () => {
  expect(findFailingStep(createTwoSumTrace())).toBe(11);
  const steps = [1, 2, 3, 2].map((line) => lineStep(line, [frame("f", line, [])]));
  const error = { kind: "error", message: "boom", line: 3 } as const;
  expect(findFailingStep(createMemoryTraceReader(steps, error))).toBe(2);
  const thrown = { ...steps[3], event: "exception" as const, line: 2, stack: [], output: "" };
  expect(findFailingStep(createMemoryTraceReader([...steps, thrown, steps[0] ?? thrown], error))).toBe(4);
  expect(findFailingStep(createMemoryTraceReader([], error))).toBe(0);
});

test("the next step at a line wraps round to the first, and is null for a line that never runs", () => {
  const reader = createTwoSumTrace();
  expect(findNextStepAtLine(reader, 3, 2)).toBe(4);
  expect(findNextStepAtLine(reader, 5, 11)).toBe(10);
  expect(findNextStepAtLine(reader, 6, 0)).toBeNull();
});

test("says why a trace stopped", () => {
  expect(describeStop({ kind: "stopped", reason: "steps", limit: 100_000 })).toBe(
    "Stopped after 100,000 steps: the visualiser records at most 100,000. Try a smaller input.",
  );
  expect(describeStop({ kind: "stopped", reason: "time", limit: 5000 })).toContain("Stopped after 5 s");
  expect(describeStop({ kind: "stopped", reason: "size", limit: 32 * 1024 * 1024 })).toContain("32 MB");
  expect(describeStop({ kind: "returned", value: { kind: "none" } })).toBeNull();
});
