import type { TraceFrame, TraceOutcome, TraceStep, TraceValue } from "@/shared/trace/trace-types";
import { createMemoryTraceReader } from "./memory-trace-reader";

// Hand-written traces for the visualiser's tests and screenshots: values built as a tracer records them.

export const num = (value: number): TraceValue => ({ kind: "number", value });
export const str = (value: string): TraceValue => ({ kind: "string", value });
export const none: TraceValue = { kind: "none" };
export const ref = (id: number): TraceValue => ({ kind: "ref", id });
export const list = (id: number, items: TraceValue[], extra: { more?: number; label?: "tuple" | "deque" } = {}) =>
  ({ kind: "list", id, items, ...extra }) satisfies TraceValue;
export const numbers = (id: number, values: number[]) => list(id, values.map(num));
export const map = (id: number, entries: [TraceValue, TraceValue][]) =>
  ({ kind: "map", id, entries }) satisfies TraceValue;
export const set = (id: number, items: TraceValue[]) => ({ kind: "set", id, items }) satisfies TraceValue;
export const node = (id: number, className: string, fields: Record<string, TraceValue>) =>
  ({ kind: "object", id, className, fields }) satisfies TraceValue;

export const frame = (functionName: string, line: number, locals: [string, TraceValue][]): TraceFrame => ({
  functionName,
  line,
  locals,
});
export const lineStep = (line: number, stack: TraceFrame[], output = ""): TraceStep => ({
  event: "line",
  line,
  stack,
  output,
});

/** Two Sum's brute force on [3, 2, 4] and 6: i and j walk the list until 2 + 4. */
export const TWO_SUM_CODE = [
  "def two_sum(nums, target):",
  "    for i in range(len(nums)):",
  "        for j in range(i + 1, len(nums)):",
  "            if nums[i] + nums[j] == target:",
  "                return [i, j]",
  "    return []",
].join("\n");

export function createTwoSumTrace(outcome: TraceOutcome = { kind: "returned", value: numbers(9, [1, 2]) }) {
  const nums = numbers(1, [3, 2, 4]);
  const locals = (i?: number, j?: number): [string, TraceValue][] => [
    ["nums", nums],
    ["target", num(6)],
    ...(i === undefined ? [] : [["i", num(i)] as [string, TraceValue]]),
    ...(j === undefined ? [] : [["j", num(j)] as [string, TraceValue]]),
  ];
  const at = (line: number, i?: number, j?: number) => lineStep(line, [frame("two_sum", line, locals(i, j))]);
  const steps: TraceStep[] = [
    { event: "call", line: 1, stack: [frame("two_sum", 1, locals())], output: "" },
    at(2),
    at(3, 0),
    at(4, 0, 1),
    at(3, 0, 1),
    at(4, 0, 2),
    at(3, 0, 2),
    at(2, 0, 2),
    at(3, 1, 2),
    at(4, 1, 2),
    at(5, 1, 2),
    { event: "return", line: 5, stack: [frame("two_sum", 5, locals(1, 2))], returned: numbers(9, [1, 2]), output: "" },
  ];
  return createMemoryTraceReader(steps, outcome);
}
