import { expect, test } from "vitest";
import { KEYFRAME_INTERVAL, readTrace } from "./read-trace";
import { type EncodedStep, type EncodedTrace, getTraceCaps } from "./trace-format";

// A synthetic trace: a loop in `main` that calls `helper` every tenth step, printing as it goes, with a
// list `xs` shared by both frames (drawn once per step, then a ref) that grows every 25 steps.
function syntheticTrace(stepCount: number): EncodedTrace {
  const trace: EncodedTrace = {
    v: 1,
    names: ["main", "helper", "i", "xs"],
    values: [[0]],
    locals: [],
    frames: [],
    steps: [],
    output: "x".repeat(stepCount),
    outcome: { kind: "stopped", reason: "steps", limit: stepCount },
  };
  const number = (value: number) => trace.values.push([2, value]) - 1;
  let list = trace.values.push([4, 1, []]) - 1;
  let previous: number[] = [];
  for (let index = 0; index < stepCount; index++) {
    if (index % 25 === 0) list = trace.values.push([4, 1, [number(index)]]) - 1;
    const mainLocals = trace.locals.push([2, number(index), 3, list]) - 1;
    const frames = [trace.frames.push([0, 1 + (index % 7), mainLocals]) - 1];
    if (index % 10 === 5) frames.push(trace.frames.push([1, 100, trace.locals.push([3, list]) - 1]) - 1);
    const step: EncodedStep = [index % 10 === 5 ? 1 : 0, frames.length];
    frames.forEach((frame, level) => {
      if (previous[level] !== frame) step.push(level, frame);
    });
    if (index % 3 === 0) step.push({ o: index });
    trace.steps.push(step);
    previous = frames;
  }
  return trace;
}

/** The stack at a step, replayed from the first step: what readTrace must agree with. */
function naiveStack(trace: EncodedTrace, index: number): number[] {
  const stack: number[] = [];
  for (const step of trace.steps.slice(0, index + 1)) {
    stack.length = step[1] as number;
    for (let at = 2; at + 1 < step.length && typeof step[at] === "number"; at += 2) {
      stack[step[at] as number] = step[at + 1] as number;
    }
  }
  return stack;
}

test("any step, read in any order, is the stack every step before it built", () => {
  const trace = syntheticTrace(KEYFRAME_INTERVAL * 7 + 13);
  const reader = readTrace(JSON.stringify(trace));
  expect(reader.stepCount).toBe(trace.steps.length);
  for (const index of [450, 0, 64, 63, 65, 127, 1, 200, 3, 460]) {
    const step = reader.step(index);
    const stack = naiveStack(trace, index);
    const names = stack.map((frame) => trace.names[trace.frames[frame]?.[0] ?? -1]);
    expect(step.stack.map((frame) => frame.functionName)).toEqual(names);
    expect(step.line).toBe(trace.frames[stack.at(-1) ?? 0]?.[1]);
    expect(step.stack[0]?.locals[0]).toEqual(["i", { kind: "number", value: index }]);
    expect(step.output).toBe("x".repeat(index - (index % 3)));
    expect(step.event).toBe(index % 10 === 5 ? "call" : "line");
  }
});

test("a container is drawn once per step, then refs to it; a new version of it is drawn whole", () => {
  const reader = readTrace(syntheticTrace(60));
  const step = reader.step(45);
  expect(step.stack[0]?.locals[1]).toEqual(["xs", { kind: "list", id: 1, items: [{ kind: "number", value: 25 }] }]);
  expect(reader.step(50).stack[0]?.locals[1]?.[1]).toMatchObject({ kind: "list", items: [{ value: 50 }] });
  expect(step.stack[1]?.locals[0]).toEqual(["xs", { kind: "ref", id: 1 }]);
});

test("finds the next step at a line, and refuses a step that is not there", () => {
  const reader = readTrace(syntheticTrace(30));
  expect(reader.findLine(3, 0)).toBe(2);
  expect(reader.findLine(3, 3)).toBe(9);
  expect(reader.findLine(100, 0)).toBe(5);
  expect(reader.findLine(42, 0)).toBeNull();
  expect(() => reader.step(30)).toThrow(RangeError);
  expect(() => readTrace({ ...syntheticTrace(1), v: 2 as 1 })).toThrow(/format/);
});

test("a traced run's time limit is the problem's plus the recording's allowance for the step cap", () => {
  expect(getTraceCaps(2_000)).toMatchObject({
    maxSteps: 100_000,
    timeLimitMs: 2_000 + 6_000,
    maxBytes: 32 * 1024 * 1024,
  });
});
