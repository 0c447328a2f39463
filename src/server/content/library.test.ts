import { afterAll, expect, test } from "vitest";
import { getPythonName } from "@/shared/judge/call-plan";
import { RUNNER_FIXTURES } from "@/shared/judge/runner-fixtures";
import { startPythonRunner } from "./run-python";
import { verifyLibrary } from "./verify-library";

// One Pyodide for the whole file (the library check and the Python runner's own tests): it takes
// from seconds to half a minute to start on a shared 2-core machine.
const python = startPythonRunner();
afterAll(() => python.close());
const PYODIDE_STARTUP_MS = 180_000;

// What `npm run content:verify -- --strict` checks, so CI holds the library to its full size
// (issue 17's targets, count-library.ts) as well as to every solution passing.
test(
  "the library is at its full size, every file is valid and every reference solution passes every test in JavaScript and Python",
  async () => {
    const report = await verifyLibrary({ pythonRunner: python, isStrict: true });
    expect(report.failures, report.summary).toEqual([]);
    expect(report.passed).toBe(report.tests);
  },
  PYODIDE_STARTUP_MS + 600_000,
);

test("names Python functions and methods in snake_case", () => {
  expect(getPythonName("twoSum")).toBe("two_sum");
  expect(getPythonName("addWord")).toBe("add_word");
  expect(getPythonName("getLRU")).toBe("get_lru");
  expect(getPythonName("lengthOfLIS")).toBe("length_of_lis");
  expect(getPythonName("get")).toBe("get");
});

test(
  "runs a Python function solution against every test",
  async () => {
    const { problem, python: source } = RUNNER_FIXTURES.sumPair;
    const report = await python.runSolution(problem, source);
    expect(report.tests.map((judged) => judged.actual)).toEqual([3, -1]);
    expect(report).toMatchObject({ verdict: "accepted", passed: 2, total: 2 });
  },
  PYODIDE_STARTUP_MS,
);

test("drives a Python class through snake_case methods, with null for the constructor and void methods", async () => {
  const { problem, python: source } = RUNNER_FIXTURES.counter;
  const { tests } = await python.runSolution(problem, source);
  expect(tests[0]).toMatchObject({ passed: true, actual: [null, null, null, 5] });
});

test("round-trips TreeNode and ListNode values and in-place void results in Python", async () => {
  const { mirrorTree, reverseList, sortInPlace } = RUNNER_FIXTURES;
  const tree = await python.runSolution(mirrorTree.problem, mirrorTree.python);
  expect(tree.tests.map((judged) => judged.actual)).toEqual([[4, 7, 2, null, 6, null, 1], []]);
  const list = await python.runSolution(reverseList.problem, reverseList.python);
  expect(list.tests.map((judged) => judged.actual)).toEqual([[3, 2, 1], []]);
  const sorted = await python.runSolution(sortInPlace.problem, sortInPlace.python);
  expect(sorted.tests.map((judged) => judged.passed)).toEqual([true, true]);
});

test("round-trips lists of ListNodes and adjacency-list graphs in Python, and refuses a graph that is not a copy", async () => {
  const { mergeLists, copyGraph } = RUNNER_FIXTURES;
  const lists = await python.runSolution(mergeLists.problem, mergeLists.python);
  expect(lists.tests.map((judged) => judged.actual)).toEqual([[1, 2, 3, 4], []]);
  const graph = await python.runSolution(copyGraph.problem, copyGraph.python);
  expect(graph.tests.map((judged) => judged.actual)).toEqual(copyGraph.problem.tests.map((test) => test.expected));
  const same = await python.runSolution(copyGraph.problem, "def copy_graph(node):\n    return node\n");
  expect(same.tests[0]?.message).toMatch(/the returned graph reuses a node of the input graph: return a copy/);
  const numbered = await python.runSolution(copyGraph.problem, "def copy_graph(node):\n    return GraphNode(5)\n");
  expect(numbered.tests[0]?.message).toMatch(/the returned graph's 1 nodes must have the values 1 to 1, each once/);
});

test("builds a list whose tail links back and copies a random-pointer list in Python, refusing the input's nodes", async () => {
  const { findCycleStart, copyRandomList } = RUNNER_FIXTURES;
  const cycle = await python.runSolution(findCycleStart.problem, findCycleStart.python);
  expect(cycle.tests.map((judged) => judged.actual)).toEqual([2, -1, -1]);
  const copy = await python.runSolution(copyRandomList.problem, copyRandomList.python);
  expect(copy.tests.map((judged) => judged.actual)).toEqual(copyRandomList.problem.tests.map((test) => test.expected));
  const same = await python.runSolution(copyRandomList.problem, "def copy_random_list(head):\n    return head\n");
  expect(same.tests[0]?.message).toMatch(/the returned list reuses a node of the input list: return a copy/);
});

test("keeps each Python solution in its own namespace", async () => {
  const { problem } = RUNNER_FIXTURES.sumPair;
  await python.runSolution(problem, "LEAK = 1\ndef sum_pair(a, b):\n    return a + b\n");
  const { tests } = await python.runSolution(problem, "def sum_pair(a, b):\n    return LEAK\n");
  expect(tests[0]?.message).toMatch(/NameError: name 'LEAK' is not defined \(solution\.py line 2\)/);
});

test("reports a wrong Python answer, a missing function, printed output and a timeout, then keeps working", async () => {
  const { problem, python: source } = RUNNER_FIXTURES.sumPair;
  const wrong = await python.runSolution(problem, "def sum_pair(a, b):\n    return a - b\n");
  expect(wrong.tests[0]).toMatchObject({ passed: false, verdict: "wrong_answer", actual: -1, expected: 3 });
  const missing = await python.runSolution(problem, "def other():\n    pass\n");
  expect(missing.tests[0]).toMatchObject({ verdict: "runtime_error", message: "solution.py does not define sum_pair" });
  const printing = await python.runSolution(problem, "def sum_pair(a, b):\n    print(a)\n    return a + b\n");
  expect(printing.tests[0]).toMatchObject({ passed: true, output: "1\n" });
  const slow = await python.runSolution(problem, "def sum_pair(a, b):\n    while True:\n        pass\n", 500);
  expect(slow.tests[0]).toMatchObject({
    verdict: "time_limit_exceeded",
    message: "Time limit exceeded (500 ms per test).",
  });
  expect(slow.tests[1]).toMatchObject({ isNotRun: true });
  const after = await python.runSolution(problem, source);
  expect(after.verdict).toBe("accepted");
});

test("a linked list of 20,000 nodes is judged in Python without overflowing the WebAssembly stack", async () => {
  // Freed whole, such a chain made CPython free node after node recursively: in a browser's worker
  // a 2,000-node list (Merge Two Sorted Lists' largest test) was enough to kill Pyodide.
  const { problem, python: source } = RUNNER_FIXTURES.reverseList;
  const values = Array.from({ length: 20_000 }, (_, index) => index);
  const report = await python.runSolution(
    { ...problem, tests: [{ input: [values], expected: [...values].reverse() }] },
    source,
  );
  expect(report).toMatchObject({ verdict: "accepted", passed: 1, total: 1 });
});
