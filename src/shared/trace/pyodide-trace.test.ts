import { loadPyodide } from "pyodide";
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
import { loadPythonHarness, type PyodideLike, type PythonHarness } from "../judge/pyodide-judge";
import { tracePython } from "./pyodide-trace";
import { readTrace } from "./read-trace";
import { DEFAULT_TRACE_CAPS, getTraceCaps, type TraceCaps } from "./trace-format";

// One Pyodide for the file: it takes from seconds to a minute to start on a shared 2-core machine.
let harness: PythonHarness;
beforeAll(async () => {
  const pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {} });
  harness = loadPythonHarness(pyodide as unknown as PyodideLike);
}, 180_000);

const twoSum = libraryProblem("two-sum");
const CAPS = getTraceCaps(10_000);

function trace(code: string, problem: LibraryProblem, input = problem.tests[0]?.input, caps: TraceCaps = CAPS) {
  return readTrace(encode(code, problem, input, caps));
}

function encode(code: string, problem: LibraryProblem, input = problem.tests[0]?.input, caps: TraceCaps = CAPS) {
  return tracePython(harness, { code, problem, input }, caps);
}

describe("a Python trace of Two Sum", () => {
  const SOLUTION = librarySolution("two-sum", "py");
  const reader = () => trace(SOLUTION, twoSum);

  test("shows i and the dict changing step by step, then the return", () => {
    const traced = reader();
    expect(historyOf(traced, "i")).toEqual([0, 1]);
    expect(historyOf(traced, "seen")).toEqual([new Map(), new Map([[2, 0]])]);
    const last = traced.step(traced.stepCount - 1);
    expect(last).toMatchObject({ event: "return", line: 6 });
    expect(last.returned && plain(last.returned)).toEqual([0, 1]);
    expect(traced.outcome.kind === "returned" && plain(traced.outcome.value)).toEqual([0, 1]);
    expect(allSteps(traced).map((step) => step.line)).toEqual([1, 2, 3, 4, 5, 7, 3, 4, 5, 6, 6]);
  });

  test("reads any step the same at random as in order, and finds lines", () => {
    const traced = reader();
    expectRandomAccessMatches(encode(SOLUTION, twoSum), (a, b) => expect(a).toEqual(b));
    expect(traced.findLine(7, 0)).toBe(5);
    expect(traced.findLine(7, 6)).toBeNull();
  });
});

test("LeetCode's form: a method of class Solution, self among the locals", () => {
  const code = "class Solution:\n    def twoSum(self, nums, target):\n        seen = {}\n        return [0, 1]\n";
  const traced = trace(code, twoSum);
  expect(callsOf(traced)).toEqual(["Solution.twoSum"]);
  expect(localsAt(traced.step(0))).toMatchObject({ self: { class: "Solution" }, target: 9 });
});

test("a recursive tree function shows the call stack growing and shrinking", () => {
  const problem = libraryProblem("maximum-depth-of-a-binary-tree");
  const traced = trace(librarySolution("maximum-depth-of-a-binary-tree", "py"), problem);
  const depths = allSteps(traced).map((step) => step.stack.length);
  expect(Math.max(...depths)).toBe(5);
  expect(depths[0]).toBe(1);
  expect(depths.at(-1)).toBe(1);
  const deepest = traced.step(depths.indexOf(5));
  expect(deepest.stack.map((frame) => frame.functionName)).toEqual(Array(5).fill("max_depth"));
  expect(localsAt(deepest)).toEqual({ root: null });
  expect(traced.outcome.kind === "returned" && plain(traced.outcome.value)).toBe(4);
});

test("a linked list is drawn as objects with next, and a cycle as a ref", () => {
  const reversed = trace(librarySolution("reverse-a-linked-list", "py"), libraryProblem("reverse-a-linked-list"));
  const head = localsAt(reversed.step(0)).head as Record<string, unknown>;
  expect(head).toMatchObject({ class: "ListNode", val: 3, next: { class: "ListNode", val: 8 } });
  const traced = trace(librarySolution("linked-list-cycle", "py"), libraryProblem("linked-list-cycle"));
  const drawn = traced.step(0).stack[0]?.locals[0]?.[1];
  // [3, 2, 0, -4] with the tail back to the node at index 1.
  const second = drawn?.kind === "object" ? drawn.fields.next : undefined;
  expect(second?.kind).toBe("object");
  const tail = (plain(drawn ?? { kind: "none" }) as { next: { next: { next: unknown } } }).next.next.next;
  expect(tail).toMatchObject({ val: -4, next: { ref: second?.kind === "object" ? second.id : -1 } });
});

test("a design class traces its whole call sequence", () => {
  const problem = libraryProblem("min-stack");
  const traced = trace(librarySolution("min-stack", "py"), problem);
  expect(callsOf(traced)).toEqual([
    "MinStack.__init__",
    "MinStack.push",
    "MinStack.push",
    "MinStack.push",
    "MinStack.get_min",
    "MinStack.pop",
    "MinStack.top",
    "MinStack.get_min",
  ]);
  expect(traced.outcome.kind === "returned" && plain(traced.outcome.value)).toEqual(problem.tests[0]?.expected);
  const self = localsAt(traced.step(traced.stepCount - 1)).self as { entries: unknown[] };
  expect(self.entries).toEqual([
    [-2, -2],
    [0, -2],
  ]);
});

test("deques, sets and tuples are drawn as such", () => {
  const code =
    "def two_sum(nums, target):\n    q = deque(nums)\n    s = {nums[0]}\n    t = (1, 2)\n    return [0, 1]\n";
  const step = trace(code, twoSum).step(4);
  const [, queue] = step.stack[0]?.locals.find(([name]) => name === "q") ?? [];
  expect(queue).toMatchObject({ kind: "list", label: "deque" });
  expect(localsAt(step)).toMatchObject({ q: [2, 7, 11, 15], s: new Set([2]), t: [1, 2] });
});

test("an exception ends the trace with its message and line, after the steps up to it", () => {
  const code =
    "def two_sum(nums, target):\n    total = 0\n    for n in nums:\n        total += n\n    raise ValueError('too far: %d' % total)\n";
  const traced = trace(code, twoSum);
  expect(traced.outcome).toEqual({ kind: "error", message: "ValueError: too far: 35", line: 5 });
  const last = traced.step(traced.stepCount - 1);
  expect(last).toMatchObject({ event: "exception", line: 5, exception: "ValueError: too far: 35" });
  expect(localsAt(last)).toMatchObject({ total: 35 });
});

test("a syntax error is a compile error with its line and column, and no steps", () => {
  const traced = trace("def two_sum(nums, target):\n    return [0, 1\n", twoSum);
  expect(traced.stepCount).toBe(0);
  expect(traced.outcome).toMatchObject({ kind: "compile-error", line: 2 });
  expect(traced.outcome.kind === "compile-error" && traced.outcome.column).toBeGreaterThan(0);
});

const ENDLESS =
  "def two_sum(nums, target):\n    i = 0\n    while True:\n        try:\n            i += 1\n        except Exception:\n            pass\n";

test("an endless loop stops at the step cap, and the steps recorded stay readable", () => {
  const encoded = encode(ENDLESS, twoSum, undefined, { ...CAPS, maxSteps: 3_000 });
  const traced = readTrace(encoded);
  expect(traced.outcome).toEqual({ kind: "stopped", reason: "steps", limit: 3_000 });
  expect(traced.stepCount).toBe(3_000);
  expect(localsAt(traced.step(2_999)).i).toBeGreaterThan(900);
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

test("print output is part of each step, as printed so far", () => {
  const code = "def two_sum(nums, target):\n    print('first', nums[0])\n    print('second')\n    return [0, 1]\n";
  const steps = allSteps(trace(code, twoSum));
  expect(steps.map((step) => step.output)).toEqual(["", "", "first 2\n", "first 2\nsecond\n", "first 2\nsecond\n"]);
});

test("long containers are cut after 100 items and counted as they grow, long strings cut", () => {
  const code =
    "def two_sum(nums, target):\n    xs = list(range(150))\n    xs.append(7)\n    text = 'ab' * 300\n    return [0, 1]\n";
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
    "def two_sum(nums, target):\n    def down(n):\n        if n == 0:\n            return 0\n        return 1 + down(n - 1)\n    return [0, down(40)]\n";
  const traced = trace(code, twoSum);
  const steps = allSteps(traced);
  const deepest = steps.reduce((best, step) => (step.stack.length > best.stack.length ? step : best));
  expect(deepest.stack).toHaveLength(42);
  expect(deepest.stack.slice(1).map((_, index) => localsAt(deepest, index + 1).n)).toEqual(
    Array.from({ length: 41 }, (_, index) => 40 - index),
  );
  expect(traced.outcome.kind === "returned" && plain(traced.outcome.value)).toEqual([0, 40]);
});
