import { getQuickJS, type QuickJSWASMModule } from "quickjs-emscripten";
import { beforeAll, describe, expect, test } from "vitest";
import {
  allSteps,
  callsOf,
  expectRandomAccessMatches,
  historyOf,
  type LibraryProblem,
  libraryProblem,
  librarySolution,
  localsAt,
  plain,
} from "../../../tests/fixtures/trace-fixtures";
import { traceJavaScript } from "./quickjs-trace";
import { readTrace } from "./read-trace";
import { DEFAULT_TRACE_CAPS, getTraceCaps, type TraceCaps } from "./trace-format";

let quickjs: QuickJSWASMModule;
beforeAll(async () => {
  quickjs = await getQuickJS();
});

const twoSum = libraryProblem("two-sum");
const CAPS = getTraceCaps(10_000);

function trace(code: string, problem: LibraryProblem, input = problem.tests[0]?.input, caps: TraceCaps = CAPS) {
  return readTrace(encode(code, problem, input, caps));
}

function encode(code: string, problem: LibraryProblem, input = problem.tests[0]?.input, caps: TraceCaps = CAPS) {
  return traceJavaScript(quickjs, { language: "javascript", code, problem, input }, caps);
}

describe("a JavaScript trace of Two Sum", () => {
  const SOLUTION = librarySolution("two-sum", "js");
  const reader = () => trace(SOLUTION, twoSum);

  test("shows i and the map changing step by step, then the return", () => {
    const traced = reader();
    expect(historyOf(traced, "i")).toEqual([0, 1]);
    expect(historyOf(traced, "seen")).toEqual([new Map(), new Map([[2, 0]])]);
    const last = traced.step(traced.stepCount - 1);
    expect(last).toMatchObject({ event: "return", line: 5 });
    expect(last.returned && plain(last.returned)).toEqual([0, 1]);
    expect(traced.outcome.kind === "returned" && plain(traced.outcome.value)).toEqual([0, 1]);
    expect(allSteps(traced).map((step) => step.line)).toEqual([1, 2, 3, 4, 5, 6, 3, 4, 5, 5]);
  });

  test("reads any step the same at random as in order, and finds lines", () => {
    const traced = reader();
    expectRandomAccessMatches(encode(SOLUTION, twoSum), (a, b) => expect(a).toEqual(b));
    expect(traced.findLine(6, 0)).toBe(5);
    expect(traced.findLine(6, 6)).toBeNull();
  });
});

test("LeetCode's forms: `var twoSum = function`, a method of class Solution, arrow functions", () => {
  const forms = [
    "var twoSum = function(nums, target) {\n  const m = new Map();\n  return [0, 1];\n};",
    "class Solution {\n  twoSum(nums, target) {\n    const m = new Map();\n    return [0, 1];\n  }\n}",
    "const twoSum = (nums, target) => {\n  const m = new Map();\n  return [0, 1];\n};",
  ];
  const names = forms.map((code) => callsOf(trace(code, twoSum))[0]);
  expect(names).toEqual(["twoSum", "Solution.twoSum", "twoSum"]);
  for (const code of forms) expect(trace(code, twoSum).outcome).toMatchObject({ kind: "returned" });
  const inner = trace("var twoSum = (nums) => nums.map((x) => x * 2).slice(0, 2);", twoSum);
  expect(callsOf(inner)).toEqual(["twoSum", "(anonymous)", "(anonymous)", "(anonymous)", "(anonymous)"]);
});

test("a recursive tree function shows the call stack growing and shrinking", () => {
  const problem = libraryProblem("maximum-depth-of-a-binary-tree");
  const traced = trace(librarySolution("maximum-depth-of-a-binary-tree", "js"), problem);
  const depths = allSteps(traced).map((step) => step.stack.length);
  expect(Math.max(...depths)).toBe(5);
  expect(depths[0]).toBe(1);
  expect(depths.at(-1)).toBe(1);
  const deepest = traced.step(depths.indexOf(5));
  expect(deepest.stack.map((frame) => frame.functionName)).toEqual(Array(5).fill("maxDepth"));
  expect(localsAt(deepest)).toEqual({ root: null });
  expect(traced.outcome.kind === "returned" && plain(traced.outcome.value)).toBe(4);
});

test("a linked list is drawn as objects with next, and a cycle as a ref", () => {
  const reversed = trace(librarySolution("reverse-a-linked-list", "js"), libraryProblem("reverse-a-linked-list"));
  const head = localsAt(reversed.step(0)).head as Record<string, unknown>;
  expect(head).toMatchObject({ class: "ListNode", val: 3, next: { class: "ListNode", val: 8 } });
  const cycle = libraryProblem("linked-list-cycle");
  const traced = trace(librarySolution("linked-list-cycle", "js"), cycle);
  const drawn = traced.step(0).stack[0]?.locals[0]?.[1];
  // [3, 2, 0, -4] with the tail back to the node at index 1.
  const second = drawn?.kind === "object" ? drawn.fields.next : undefined;
  expect(second?.kind).toBe("object");
  const tail = (plain(drawn ?? { kind: "none" }) as { next: { next: { next: { next: unknown } } } }).next.next.next;
  expect(tail).toMatchObject({ val: -4, next: { ref: second?.kind === "object" ? second.id : -1 } });
});

test("a design class traces its whole call sequence", () => {
  const problem = libraryProblem("min-stack");
  const traced = trace(librarySolution("min-stack", "js"), problem);
  expect(callsOf(traced)).toEqual([
    "MinStack.constructor",
    "MinStack.push",
    "MinStack.push",
    "MinStack.push",
    "MinStack.getMin",
    "MinStack.pop",
    "MinStack.top",
    "MinStack.getMin",
  ]);
  expect(traced.outcome.kind === "returned" && plain(traced.outcome.value)).toEqual(problem.tests[0]?.expected);
  const self = localsAt(traced.step(traced.stepCount - 1)).this as { entries: unknown[] };
  expect(self.entries).toEqual([
    [-2, -2],
    [0, -2],
  ]);
});

test("an exception ends the trace with its message and line, after the steps up to it", () => {
  const code =
    "function twoSum(nums, target) {\n  let total = 0;\n  for (const n of nums) total += n;\n  throw new RangeError('too far: ' + total);\n}";
  const traced = trace(code, twoSum);
  expect(traced.outcome).toEqual({ kind: "error", message: "RangeError: too far: 35", line: 4 });
  const last = traced.step(traced.stepCount - 1);
  expect(last).toMatchObject({ event: "exception", line: 4, exception: "RangeError: too far: 35" });
  expect(localsAt(last)).toMatchObject({ total: 35 });
});

test("a syntax error is a compile error with its line and column, and no steps", () => {
  const traced = trace("function twoSum(nums, target) {\n  return [0, 1;\n}", twoSum);
  expect(traced.stepCount).toBe(0);
  expect(traced.outcome).toMatchObject({ kind: "compile-error", line: 2 });
  expect(traced.outcome.kind === "compile-error" && traced.outcome.column).toBeGreaterThan(0);
});

const ENDLESS =
  "function twoSum(nums, target) {\n  let i = 0;\n  while (true) {\n    try { i++; } catch (e) {}\n  }\n}";

test("an endless loop stops at the step cap, even through a catch, and the steps recorded stay readable", () => {
  const encoded = encode(ENDLESS, twoSum, undefined, { ...CAPS, maxSteps: 3_000 });
  const traced = readTrace(encoded);
  expect(traced.outcome).toEqual({ kind: "stopped", reason: "steps", limit: 3_000 });
  expect(traced.stepCount).toBe(3_000);
  expect(localsAt(traced.step(2_999)).i).toBeGreaterThan(900);
  // Dozens of keyframes: any step at random reads as it does in order.
  expectRandomAccessMatches(encoded, (a, b) => expect(a).toEqual(b));
});

test("an endless loop stops at the time limit, its steps kept", () => {
  const traced = trace(ENDLESS, twoSum, undefined, { ...CAPS, timeLimitMs: 300 });
  expect(traced.outcome).toEqual({ kind: "stopped", reason: "time", limit: 300 });
  expect(traced.stepCount).toBeGreaterThan(10);
  expect(traced.stepCount).toBeLessThan(DEFAULT_TRACE_CAPS.maxSteps);
  expect(localsAt(traced.step(traced.stepCount - 1)).i).toBeGreaterThan(1);
});

test("a trace past its size cap stops there", () => {
  const traced = trace(ENDLESS, twoSum, undefined, { ...CAPS, maxBytes: 20_000 });
  expect(traced.outcome).toEqual({ kind: "stopped", reason: "size", limit: 20_000 });
  expect(traced.stepCount).toBeGreaterThan(100);
});

test("TypeScript keeps its line numbers", () => {
  const code = [
    "interface Pair {",
    "  a: number;",
    "}",
    "function twoSum(nums: number[], target: number): number[] {",
    "  const seen: Map<number, number> = new Map<number, number>();",
    "  type Index = number;",
    "  const first: Index = 0 as Index;",
    "  return [first, 1];",
    "}",
  ].join("\n");
  const problem = twoSum;
  const encoded = traceJavaScript(
    quickjs,
    { language: "typescript", code, problem, input: problem.tests[0]?.input },
    CAPS,
  );
  const traced = readTrace(encoded);
  expect(allSteps(traced).map((step) => `${step.event} ${step.line}`)).toEqual([
    "call 4",
    "line 5",
    "line 7",
    "line 8",
    "return 8",
  ]);
});

test("console output is part of each step, as printed so far", () => {
  const code =
    "function twoSum(nums) {\n  console.log('first', nums[0]);\n  console.log('second');\n  return [0, 1];\n}";
  const steps = allSteps(trace(code, twoSum));
  expect(steps.map((step) => step.output)).toEqual(["", "", "first 2\n", "first 2\nsecond\n", "first 2\nsecond\n"]);
});

test("long containers are cut after 100 items and counted as they grow, long strings cut", () => {
  const code =
    "function twoSum(nums) {\n  const xs = [...Array(150).keys()];\n  xs.push(7);\n  const text = 'ab'.repeat(300);\n  return [0, 1];\n}";
  const steps = allSteps(trace(code, twoSum));
  const lists = steps.map((step) => localsAt(step).xs).filter(Array.isArray) as unknown[][];
  expect(lists.map((list) => list.length)).toEqual([101, 101, 101, 101]);
  expect(lists.map((list) => list.at(-1))).toEqual(["+50", "+51", "+51", "+51"]);
  expect(lists[1]?.slice(0, 3)).toEqual([0, 1, 2]);
  const last = steps.at(-1);
  const text = (last ? localsAt(last).text : "") as string;
  expect(text).toHaveLength(201);
  expect(text.endsWith("…")).toBe(true);
});

test("a recursion deeper than the frames drawn afresh keeps every frame and its variables", () => {
  const code =
    "function twoSum(nums) {\n  function down(n) {\n    if (n === 0) return 0;\n    return 1 + down(n - 1);\n  }\n  return [0, down(40)];\n}";
  const traced = trace(code, twoSum);
  const steps = allSteps(traced);
  const deepest = steps.reduce((best, step) => (step.stack.length > best.stack.length ? step : best));
  expect(deepest.stack).toHaveLength(42);
  expect(deepest.stack.slice(1).map((_, index) => localsAt(deepest, index + 1).n)).toEqual(
    Array.from({ length: 41 }, (_, index) => 40 - index),
  );
  expect(traced.outcome.kind === "returned" && plain(traced.outcome.value)).toEqual([0, 40]);
});
