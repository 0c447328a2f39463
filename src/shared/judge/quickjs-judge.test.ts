import { getQuickJS, type QuickJSWASMModule } from "quickjs-emscripten";
import { beforeAll, expect, test } from "vitest";
import { RUNNER_FIXTURES } from "../../../tests/fixtures/runner-fixtures";
import type { JudgeTestCase } from "./judge-report";
import { OUTPUT_LIMIT_CHARS } from "./limits";
import { judgeJavaScript } from "./quickjs-judge";
import { RECURSION_LIMIT } from "./trampoline";

let quickjs: QuickJSWASMModule;
beforeAll(async () => {
  quickjs = await getQuickJS();
});

const sumPair = RUNNER_FIXTURES.sumPair.problem;

function judgeSumPair(source: string, tests: JudgeTestCase[] = sumPair.tests, timeLimitMs?: number) {
  return judgeJavaScript(quickjs, { problem: { ...sumPair, timeLimitMs }, tests, source });
}

test("accepts a function solution and reports each test's value and time", () => {
  const { problem, javascript } = RUNNER_FIXTURES.sumPair;
  const report = judgeJavaScript(quickjs, { problem, tests: problem.tests, source: javascript });
  expect(report).toMatchObject({ verdict: "accepted", passed: 2, total: 2 });
  expect(report.tests.map((judged) => judged.actual)).toEqual([3, -1]);
  expect(report.tests.every((judged) => typeof judged.timeMs === "number")).toBe(true);
});

test("drives a class through its calls, with null for the constructor and void methods", () => {
  const { problem, javascript } = RUNNER_FIXTURES.counter;
  const report = judgeJavaScript(quickjs, { problem, tests: problem.tests, source: javascript });
  expect(report.tests[0]).toMatchObject({ passed: true, actual: [null, null, null, 5] });
});

test("builds TreeNode, ListNode, ListNode[], GraphNode, ListNode+pos and RandomListNode arguments, and serialises the returned structures", () => {
  const { mirrorTree, reverseList, mergeLists, copyGraph, findCycleStart, copyRandomList } = RUNNER_FIXTURES;
  for (const fixture of [mirrorTree, reverseList, mergeLists, copyGraph, findCycleStart, copyRandomList]) {
    const { problem, javascript } = fixture;
    const report = judgeJavaScript(quickjs, { problem, tests: problem.tests, source: javascript });
    expect(report.verdict).toBe("accepted");
    expect(report.tests.map((judged) => judged.actual)).toEqual(problem.tests.map((test) => test.expected));
  }
});

test("a returned graph that reuses the input's nodes, or numbers its nodes wrongly, is a Runtime Error", () => {
  const { problem } = RUNNER_FIXTURES.copyGraph;
  const judge = (source: string) => judgeJavaScript(quickjs, { problem, tests: problem.tests.slice(0, 1), source });
  expect(judge("function copyGraph(node) { return node; }").tests[0]).toMatchObject({
    verdict: "runtime_error",
    message: expect.stringContaining("the returned graph reuses a node of the input graph: return a copy"),
  });
  expect(judge("function copyGraph(node) { return new GraphNode(7); }").tests[0]).toMatchObject({
    verdict: "runtime_error",
    message: expect.stringContaining("the returned graph's 1 nodes must have the values 1 to 1, each once"),
  });
  // A copy of node 1 alone reads as a one-node graph: a Wrong Answer, not an error.
  expect(judge("function copyGraph(node) { return new GraphNode(1); }").tests[0]).toMatchObject({
    verdict: "wrong_answer",
    actual: [[]],
  });
});

test("a returned random-pointer list that reuses the input's nodes, or points outside itself, is a Runtime Error", () => {
  const { problem } = RUNNER_FIXTURES.copyRandomList;
  const judge = (source: string) => judgeJavaScript(quickjs, { problem, tests: problem.tests.slice(0, 1), source });
  expect(judge("function copyRandomList(head) { return head; }").tests[0]?.message).toContain(
    "the returned list reuses a node of the input list: return a copy",
  );
  const shallow = "function copyRandomList(head) { return new RandomListNode(head.val, null, head.next); }";
  expect(judge(shallow).tests[0]?.message).toContain("a random pointer leads outside the returned list");
});

test("a returned list that may loop travels back as [values, pos]", () => {
  const problem = {
    signature: {
      kind: "function" as const,
      name: "loopBack",
      params: [{ name: "values", type: "int[]" as const }],
      returns: "ListNode+pos" as const,
    },
    comparison: "exact" as const,
    tests: [{ input: [[1, 2, 3]], expected: [[1, 2, 3], 1] }],
  };
  const source = [
    "function loopBack(values) {",
    "  const head = new ListNode(values[0], new ListNode(values[1], new ListNode(values[2])));",
    "  head.next.next.next = head.next;",
    "  return head;",
    "}",
  ].join("\n");
  expect(judgeJavaScript(quickjs, { problem, tests: problem.tests, source }).tests[0]).toMatchObject({
    passed: true,
    actual: [[1, 2, 3], 1],
  });
});

test("judges an in-place void function by its first argument, with fresh inputs per test", () => {
  const { problem, javascript } = RUNNER_FIXTURES.sortInPlace;
  const report = judgeJavaScript(quickjs, { problem, tests: problem.tests, source: javascript });
  expect(report.tests.map((judged) => judged.actual)).toEqual([
    [1, 2, 3],
    [1, 2],
  ]);
  expect(problem.tests[0]?.input).toEqual([[3, 1, 2]]);
});

test("a wrong result is a Wrong Answer showing actual and expected", () => {
  const report = judgeSumPair("function sumPair(a, b) { return a - b; }");
  expect(report.verdict).toBe("wrong_answer");
  expect(report.tests[0]).toMatchObject({ passed: false, verdict: "wrong_answer", actual: -1, expected: 3 });
});

test("a thrown error is a Runtime Error with its message and the line in the user's code", () => {
  const report = judgeSumPair("function sumPair(a, b) {\n  const x = 1;\n  return a.b.c;\n}");
  expect(report.verdict).toBe("runtime_error");
  expect(report.tests[0]).toMatchObject({ verdict: "runtime_error", line: 3 });
  expect(report.tests[0]?.message).toMatch(/^TypeError: cannot read property 'c' of undefined/);
});

test("a syntax error is a compile error with its line and column, and no test runs", () => {
  const report = judgeSumPair("function sumPair(a, b) {\n  return a +;\n}");
  expect(report.verdict).toBe("compile_error");
  expect(report.compileError).toMatchObject({ line: 2, column: expect.any(Number) });
  expect(report.compileError?.message).toMatch(/^SyntaxError: /);
  expect(report.tests.every((judged) => judged.isNotRun)).toBe(true);
});

test("a SyntaxError thrown while the code runs is a Runtime Error, not a compile error", () => {
  const report = judgeSumPair('function sumPair(a, b) {\n  return JSON.parse("{");\n}');
  expect(report.verdict).toBe("runtime_error");
  expect(report.tests[0]).toMatchObject({ line: 2 });
  expect(report.tests[0]?.message).toMatch(/^SyntaxError: /);
});

test("code without the entry point fails every test with a clear message", () => {
  const report = judgeSumPair("function other() { return 1; }");
  expect(report.verdict).toBe("runtime_error");
  expect(report.tests.map((judged) => judged.message)).toEqual([
    "The code does not define sumPair (a function, or a method of class Solution).",
    "The code does not define sumPair (a function, or a method of class Solution).",
  ]);
});

test("an endless loop is a Time Limit Exceeded, later tests are not run, and the next judge call works", () => {
  const report = judgeSumPair("function sumPair() { for (;;) {} }", sumPair.tests, 200);
  expect(report).toMatchObject({ verdict: "time_limit_exceeded", passed: 0, total: 2 });
  expect(report.tests[0]).toMatchObject({ verdict: "time_limit_exceeded" });
  expect(report.tests[1]).toMatchObject({ isNotRun: true, verdict: "time_limit_exceeded" });
  const next = judgeSumPair(RUNNER_FIXTURES.sumPair.javascript);
  expect(next.verdict).toBe("accepted");
});

test("catching the interrupt does not let an endless loop run on", () => {
  const source = "function sumPair() { for (;;) { try { for (;;) {} } catch {} } }";
  const report = judgeSumPair(source, sumPair.tests, 200);
  expect(report.verdict).toBe("time_limit_exceeded");
});

test("an endless loop at the top level of the code is a Time Limit Exceeded too", () => {
  const report = judgeSumPair("while (true) {}\nfunction sumPair(a, b) { return a + b; }", sumPair.tests, 200);
  expect(report.verdict).toBe("time_limit_exceeded");
  expect(report.tests[1]?.isNotRun).toBe(true);
});

test("endless recursion is a Runtime Error about the recursion depth, not a crash", () => {
  // A generous limit: reaching the heap's recursion limit takes most of a second on a busy machine.
  const report = judgeSumPair("function sumPair(a, b) {\n  return sumPair(a, b) + 1;\n}", sumPair.tests, 10_000);
  expect(report.verdict).toBe("runtime_error");
  // QuickJS's own stack overflows first; judged again with the calls in the heap, it meets the limit.
  expect(report.tests[0]?.message).toBe(`RangeError: Maximum recursion depth exceeded (${RECURSION_LIMIT} levels)`);
  expect(report.tests[0]?.line).toBe(2);
  expect(report.tests[1]?.verdict).toBe("runtime_error");
});

test("allocating past the memory limit is a Memory Limit Exceeded and stops the run", () => {
  const report = judgeSumPair("function sumPair() {\n  return new Array(1e9).fill(0).length;\n}");
  expect(report.verdict).toBe("memory_limit_exceeded");
  expect(report.tests[0]?.message).toBe("Memory limit exceeded (64 MB).");
  expect(report.tests[1]?.isNotRun).toBe(true);
  expect(judgeSumPair(RUNNER_FIXTURES.sumPair.javascript).verdict).toBe("accepted");
});

test("console.log is captured per test, kept when the test throws, and capped", () => {
  const source = [
    "function sumPair(a, b) {",
    "  console.log('sum of', a, [b]);",
    "  if (a < 0) throw new Error('negative');",
    "  return a + b;",
    "}",
  ].join("\n");
  const report = judgeSumPair(source);
  expect(report.tests.map((judged) => judged.output)).toEqual(["sum of 1 [2]\n", "sum of -3 [2]\n"]);
  expect(report.tests[1]).toMatchObject({ verdict: "runtime_error", message: "Error: negative", line: 3 });
  const chatty = judgeSumPair(
    "function sumPair(a, b) { for (let i = 0; i < 10000; i++) console.log(i); return a + b; }",
  );
  expect(chatty.verdict).toBe("accepted");
  const output = chatty.tests[0]?.output ?? "";
  expect(output.length).toBeLessThan(OUTPUT_LIMIT_CHARS + 100);
  expect(output).toMatch(/output truncated$/);
});

test("the code sees no host objects: no process, fetch or timers, and require knows only LeetCode's packages", () => {
  const source = `function sumPair() {
    let fs = "none";
    try { fs = require("fs"); } catch (error) { fs = error.message; }
    return [typeof process, typeof fetch, typeof setTimeout, fs].join();
  }`;
  const report = judgeSumPair(source, [{ input: [1, 2] }]);
  expect(report.tests[0]).toMatchObject({
    isCustom: true,
    actual:
      "undefined,undefined,undefined,Cannot find module 'fs': only LeetCode's @datastructures-js packages are available",
  });
});

test("a custom input without expected runs and is never a Wrong Answer", () => {
  const report = judgeSumPair(RUNNER_FIXTURES.sumPair.javascript, [{ input: [10, 5] }]);
  expect(report).toMatchObject({ verdict: "accepted", passed: 1, total: 1 });
  expect(report.tests[0]).toMatchObject({ isCustom: true, actual: 15 });
});

test("code that rewrites the harness or JSON cannot fake a result or break the host", () => {
  const swapped = judgeSumPair(
    "__preppilot.run = () => JSON.stringify({ actual: 3, output: '' });\nfunction sumPair() { return 0; }",
  );
  expect(swapped.verdict).toBe("wrong_answer");
  const broken = judgeSumPair("JSON.stringify = () => 'nonsense';\nfunction sumPair(a, b) { return a + b; }");
  expect(broken.verdict).toBe("runtime_error");
});

test("a thrown non-Error value is reported as it was thrown", () => {
  const report = judgeSumPair("function sumPair() { throw 'bad input'; }");
  expect(report.tests[0]).toMatchObject({ verdict: "runtime_error", message: "Uncaught bad input" });
});
