import { afterAll, expect, test } from "vitest";
import type { RunnableProblem } from "@/shared/judge/grade-results";
import { RUNNER_FIXTURES } from "../../../tests/fixtures/runner-fixtures";
import { startPythonJudge } from "./python-judge";

// One Pyodide for the whole file where it can be (a test that has the worker killed starts another):
// it takes from seconds to half a minute to start on a shared 2-core machine.
const python = startPythonJudge({ killGraceMs: 1000 });
afterAll(() => python.close());
const PYODIDE_STARTUP_MS = 180_000;

const judge = (problem: RunnableProblem, code: string, timeLimitMs = 2000) =>
  python.judge({ code, problem, tests: problem.tests }, timeLimitMs);

test(
  "judges a Python function solution against every test",
  async () => {
    const { problem, python: source } = RUNNER_FIXTURES.sumPair;
    const report = await judge(problem, source);
    expect(report.tests.map((judged) => judged.actual)).toEqual([3, -1]);
    expect(report).toMatchObject({ verdict: "accepted", passed: 2, total: 2 });
  },
  PYODIDE_STARTUP_MS,
);

test("drives a Python class through snake_case methods, with null for the constructor and void methods", async () => {
  const { problem, python: source } = RUNNER_FIXTURES.counter;
  const { tests } = await judge(problem, source);
  expect(tests[0]).toMatchObject({ passed: true, actual: [null, null, null, 5] });
});

test("round-trips TreeNode and ListNode values and in-place void results in Python", async () => {
  const { mirrorTree, reverseList, sortInPlace } = RUNNER_FIXTURES;
  const tree = await judge(mirrorTree.problem, mirrorTree.python);
  expect(tree.tests.map((judged) => judged.actual)).toEqual([[4, 7, 2, null, 6, null, 1], []]);
  const list = await judge(reverseList.problem, reverseList.python);
  expect(list.tests.map((judged) => judged.actual)).toEqual([[3, 2, 1], []]);
  const sorted = await judge(sortInPlace.problem, sortInPlace.python);
  expect(sorted.tests.map((judged) => judged.passed)).toEqual([true, true]);
});

test("round-trips lists of ListNodes and adjacency-list graphs in Python, and refuses a graph that is not a copy", async () => {
  const { mergeLists, copyGraph } = RUNNER_FIXTURES;
  const lists = await judge(mergeLists.problem, mergeLists.python);
  expect(lists.tests.map((judged) => judged.actual)).toEqual([[1, 2, 3, 4], []]);
  const graph = await judge(copyGraph.problem, copyGraph.python);
  expect(graph.tests.map((judged) => judged.actual)).toEqual(copyGraph.problem.tests.map((test) => test.expected));
  const same = await judge(copyGraph.problem, "def copy_graph(node):\n    return node\n");
  expect(same.tests[0]?.message).toMatch(/the returned graph reuses a node of the input graph: return a copy/);
  const numbered = await judge(copyGraph.problem, "def copy_graph(node):\n    return GraphNode(5)\n");
  expect(numbered.tests[0]?.message).toMatch(/the returned graph's 1 nodes must have the values 1 to 1, each once/);
});

test("builds a list whose tail links back and copies a random-pointer list in Python, refusing the input's nodes", async () => {
  const { findCycleStart, copyRandomList } = RUNNER_FIXTURES;
  const cycle = await judge(findCycleStart.problem, findCycleStart.python);
  expect(cycle.tests.map((judged) => judged.actual)).toEqual([2, -1, -1]);
  const copy = await judge(copyRandomList.problem, copyRandomList.python);
  expect(copy.tests.map((judged) => judged.actual)).toEqual(copyRandomList.problem.tests.map((test) => test.expected));
  const same = await judge(copyRandomList.problem, "def copy_random_list(head):\n    return head\n");
  expect(same.tests[0]?.message).toMatch(/the returned list reuses a node of the input list: return a copy/);
});

test("keeps each Python solution in its own namespace, and names the line of a runtime error", async () => {
  const { problem } = RUNNER_FIXTURES.sumPair;
  await judge(problem, "LEAK = 1\ndef sum_pair(a, b):\n    return a + b\n");
  const { tests } = await judge(problem, "def sum_pair(a, b):\n    return LEAK\n");
  expect(tests[0]).toMatchObject({
    verdict: "runtime_error",
    message: "NameError: name 'LEAK' is not defined",
    line: 2,
  });
});

test("reports a wrong answer, a missing function, printed output and a syntax error as the browser does", async () => {
  const { problem } = RUNNER_FIXTURES.sumPair;
  const wrong = await judge(problem, "def sum_pair(a, b):\n    return a - b\n");
  expect(wrong.tests[0]).toMatchObject({ passed: false, verdict: "wrong_answer", actual: -1, expected: 3 });
  const missing = await judge(problem, "def other():\n    pass\n");
  expect(missing.tests.map((judged) => judged.verdict)).toEqual(["runtime_error", "runtime_error"]);
  expect(missing.tests[0]?.message).toMatch(/sum_pair/);
  const printing = await judge(problem, "def sum_pair(a, b):\n    print(a)\n    return a + b\n");
  expect(printing.tests[0]).toMatchObject({ passed: true, output: "1\n" });
  const syntax = await judge(problem, "def sum_pair(a, b)\n    return a + b\n");
  expect(syntax).toMatchObject({ verdict: "compile_error", compileError: { line: 1 }, passed: 0 });
});

test("interrupts a runaway test at the limit, even one that catches the interrupt, and keeps working", async () => {
  const { problem, python: source } = RUNNER_FIXTURES.sumPair;
  const slow = await judge(problem, "def sum_pair(a, b):\n    while True:\n        pass\n", 500);
  expect(slow.tests[0]).toMatchObject({
    verdict: "time_limit_exceeded",
    message: "Time limit exceeded (500 ms per test).",
  });
  expect(slow.tests[1]).toMatchObject({ isNotRun: true });
  // Raised again and again past the deadline, the interrupt lands outside the user's try.
  const stubborn =
    "def sum_pair(a, b):\n    while True:\n        try:\n            pass\n        except BaseException:\n            pass\n";
  expect(await judge(problem, stubborn, 500)).toMatchObject({ verdict: "time_limit_exceeded" });
  const loading = await judge(problem, "while True:\n    pass\n", 500);
  expect(loading.tests.map((judged) => judged.verdict)).toEqual(["time_limit_exceeded", "time_limit_exceeded"]);
  expect(await judge(problem, source)).toMatchObject({ verdict: "accepted" });
});

test(
  "ends a worker stuck where the interrupt cannot reach, and judges the next job in a fresh Pyodide",
  async () => {
    const { problem, python: source } = RUNNER_FIXTURES.sumPair;
    // A builtin's C loop never checks for the interrupt: only ending the worker stops it.
    const stuck = await judge(problem, "def sum_pair(a, b):\n    return sum(range(10**13))\n", 500);
    expect(stuck.tests[0]).toMatchObject({ verdict: "time_limit_exceeded" });
    expect(stuck.tests[0]?.timeMs).toBeGreaterThanOrEqual(1400);
    expect(await judge(problem, source)).toMatchObject({ verdict: "accepted" });
  },
  PYODIDE_STARTUP_MS,
);

test("a linked list of 20,000 nodes is judged in Python without overflowing the WebAssembly stack", async () => {
  // Freed whole, such a chain made CPython free node after node recursively: in a browser's worker
  // a 2,000-node list (Merge Two Sorted Lists' largest test) was enough to kill Pyodide.
  const { problem, python: source } = RUNNER_FIXTURES.reverseList;
  const values = Array.from({ length: 20_000 }, (_, index) => index);
  const report = await judge({ ...problem, tests: [{ input: [values], expected: [...values].reverse() }] }, source);
  expect(report).toMatchObject({ verdict: "accepted", passed: 1, total: 1 });
});

test(
  "a solution whose memory passes Python's limit is Memory Limit Exceeded, and the next job gets a fresh Pyodide",
  async () => {
    const { problem, python: source } = RUNNER_FIXTURES.sumPair;
    // Four bytes a slot in WebAssembly: 80 million slots are 320 MB.
    const hungry = "def sum_pair(a, b):\n    kept = [0] * 80_000_000\n    return a + b + kept[0]\n";
    const report = await judge(problem, hungry, 10_000);
    expect(report.tests[0]).toMatchObject({
      verdict: "memory_limit_exceeded",
      message: "Memory limit exceeded (256 MB).",
    });
    expect(report.tests[1]?.isNotRun).toBe(true);
    expect((await judge(problem, source)).verdict).toBe("accepted");
  },
  PYODIDE_STARTUP_MS,
);

test("deep recursion through functools.cache and a trie 3,000 letters deep pass on a browser-sized stack", async () => {
  const { problem } = RUNNER_FIXTURES.sumPair;
  const tests = [{ input: [3000, 0], expected: 3000 }];
  const cached =
    "from functools import cache\n\n@cache\ndef depth(n):\n    return 0 if n == 0 else 1 + depth(n - 1)\n\ndef sum_pair(a, b):\n    return depth(a) + b\n";
  expect((await python.judge({ code: cached, problem, tests }, 5000)).verdict).toBe("accepted");
  const trie =
    "class Node:\n    def __init__(self):\n        self.children = {}\n\nclass Solution:\n    def sumPair(self, a, b):\n        self.root = node = Node()\n        for _ in range(a):\n            node.children['x'] = node = Node()\n        return a + b\n";
  expect((await python.judge({ code: trie, problem, tests }, 5000)).verdict).toBe("accepted");
});

test("LeetCode's sortedcontainers is there to import", async () => {
  const { problem } = RUNNER_FIXTURES.sumPair;
  const code = `from sortedcontainers import SortedDict, SortedList, SortedSet

class Solution:
    def sumPair(self, a, b):
        values = SortedList([b, a, a])
        values.remove(a)
        ordered = SortedDict({b: "b", a: "a"})
        return sum(values) + len(SortedSet([a, a])) - 1 + 0 * len(ordered.peekitem(0))
`;
  expect((await judge(problem, code)).verdict).toBe("accepted");
});
