import { loadPyodide, type PyodideInterface } from "pyodide";
import { getQuickJS, type QuickJSWASMModule } from "quickjs-emscripten";
import { transform } from "sucrase";
import { beforeAll, expect, test } from "vitest";
import type { Signature } from "@/shared/schemas/content";
import { createCallPlan, getPythonName } from "./call-plan";
import type { Language } from "./languages";
import { PYTHON_HARNESS } from "./python-harness";
import { judgeJavaScript } from "./quickjs-judge";
import { getStarterCode } from "./starter-code";

const twoSum: Signature = {
  kind: "function",
  name: "twoSum",
  params: [
    { name: "nums", type: "int[]" },
    { name: "target", type: "int" },
  ],
  returns: "int[]",
};

const invertTree: Signature = {
  kind: "function",
  name: "invertTree",
  params: [{ name: "root", type: "TreeNode" }],
  returns: "TreeNode",
};

const reorderList: Signature = {
  kind: "function",
  name: "reorderList",
  params: [{ name: "head", type: "ListNode" }],
  returns: "void",
};

const mergeKLists: Signature = {
  kind: "function",
  name: "mergeKLists",
  params: [{ name: "lists", type: "ListNode[]" }],
  returns: "ListNode",
};

const cloneGraph: Signature = {
  kind: "function",
  name: "cloneGraph",
  params: [{ name: "node", type: "GraphNode" }],
  returns: "GraphNode",
};

const hasCycle: Signature = {
  kind: "function",
  name: "hasCycle",
  params: [{ name: "head", type: "ListNode+pos" }],
  returns: "boolean",
};

const copyRandomList: Signature = {
  kind: "function",
  name: "copyRandomList",
  params: [{ name: "head", type: "RandomListNode" }],
  returns: "RandomListNode",
};

const lruCache: Signature = {
  kind: "class",
  className: "LRUCache",
  constructorParams: [{ name: "capacity", type: "int" }],
  methods: [
    { name: "get", params: [{ name: "key", type: "int" }], returns: "int" },
    {
      name: "putValue",
      params: [
        { name: "key", type: "int" },
        { name: "newValue", type: "int" },
      ],
      returns: "void",
    },
  ],
};

/** One test per signature that an empty stub cannot pass. */
const CASES: { signature: Signature; test: { input: unknown; expected: unknown } }[] = [
  { signature: twoSum, test: { input: [[2, 7], 9], expected: [0, 1] } },
  { signature: invertTree, test: { input: [[2, 1, 3]], expected: [2, 3, 1] } },
  { signature: reorderList, test: { input: [[1, 2, 3]], expected: [1, 3, 2] } },
  { signature: mergeKLists, test: { input: [[[1, 3], [2]]], expected: [1, 2, 3] } },
  { signature: cloneGraph, test: { input: [[[2], [1]]], expected: [[2], [1]] } },
  { signature: hasCycle, test: { input: [[[1, 2], 0]], expected: true } },
  { signature: copyRandomList, test: { input: [[[1, 0]]], expected: [[1, 0]] } },
  {
    signature: lruCache,
    test: { input: { calls: ["LRUCache", "putValue", "get"], args: [[1], [1, 5], [1]] }, expected: [null, null, 5] },
  },
];

test("a JavaScript function stub has the signature's name, parameters, JSDoc types and an empty body", () => {
  expect(getStarterCode(twoSum, "javascript")).toBe(
    [
      "/**",
      " * @param {number[]} nums",
      " * @param {number} target",
      " * @return {number[]}",
      " */",
      "function twoSum(nums, target) {",
      "  // Write your code here",
      "}",
      "",
    ].join("\n"),
  );
});

test("a TypeScript function stub types nodes as nullable and void as void", () => {
  const code = getStarterCode(reorderList, "typescript");
  expect(code).toContain("function reorderList(head: ListNode | null): void {\n  // Write your code here\n}");
  expect(getStarterCode(invertTree, "typescript")).toContain(
    "function invertTree(root: TreeNode | null): TreeNode | null {",
  );
});

test("a Python function stub is snake_case with type hints, the typing import it needs and pass", () => {
  expect(getStarterCode(twoSum, "python")).toBe(
    [
      "from typing import List",
      "",
      "",
      "def two_sum(nums: List[int], target: int) -> List[int]:",
      "    # Write your code here",
      "    pass",
      "",
    ].join("\n"),
  );
  expect(getStarterCode(invertTree, "python")).toMatch(/^from typing import Optional\n/);
  expect(getStarterCode(invertTree, "python")).toContain(
    "def invert_tree(root: Optional[TreeNode]) -> Optional[TreeNode]:",
  );
});

test("a class stub has the constructor's parameters and every method, in each language", () => {
  const javascript = getStarterCode(lruCache, "javascript");
  expect(javascript).toContain("class LRUCache {");
  expect(javascript).toContain("  constructor(capacity) {");
  expect(javascript).toContain(
    "   * @param {number} newValue\n   * @return {void}\n   */\n  putValue(key, newValue) {",
  );
  const typescript = getStarterCode(lruCache, "typescript");
  expect(typescript).toContain("  constructor(capacity: number) {");
  expect(typescript).toContain("  get(key: number): number {");
  expect(typescript).toContain("  putValue(key: number, newValue: number): void {");
  const python = getStarterCode(lruCache, "python");
  expect(python).toContain("class LRUCache:\n    def __init__(self, capacity: int):\n        # Write your code here\n");
  expect(python).toContain("    def put_value(self, key: int, new_value: int) -> None:");
  expect(python).not.toContain("from typing");
});

test("stubs that use TreeNode or ListNode describe the provided class in a comment, never define it", () => {
  for (const language of ["javascript", "typescript", "python"] as const) {
    const tree = getStarterCode(invertTree, language);
    expect(tree).toContain("Provided by the judge (do not define it):");
    expect(tree).toMatch(language === "python" ? /# class TreeNode:/ : / \* class TreeNode \{/);
    expect(tree).not.toMatch(/^class TreeNode/m);
    expect(getStarterCode(reorderList, language)).toMatch(/class ListNode[\s\S]*val ?= ?0, next/);
    expect(getStarterCode(twoSum, language)).not.toContain("Provided by the judge");
  }
});

test("a list of lists is typed as ListNodes and described with ListNode; a graph describes GraphNode and how it is given", () => {
  expect(getStarterCode(mergeKLists, "typescript")).toContain(
    "function mergeKLists(lists: Array<ListNode | null>): ListNode | null {",
  );
  expect(getStarterCode(mergeKLists, "javascript")).toContain(" * @param {Array<ListNode | null>} lists");
  const python = getStarterCode(mergeKLists, "python");
  expect(python).toMatch(/^from typing import List, Optional\n/);
  expect(python).toContain("def merge_k_lists(lists: List[Optional[ListNode]]) -> Optional[ListNode]:");
  expect(python).toContain("# class ListNode:");
  for (const language of ["javascript", "typescript", "python"] as const) {
    const graph = getStarterCode(cloneGraph, language);
    expect(graph).toMatch(language === "python" ? /# class GraphNode:/ : / \* class GraphNode \{/);
    expect(graph).toMatch(/neighbors/);
    expect(graph).toContain(`You get node 1 (${language === "python" ? "None" : "null"} for an empty graph)`);
    expect(graph).not.toMatch(/^class GraphNode/m);
  }
  expect(getStarterCode(cloneGraph, "typescript")).toContain(
    "function cloneGraph(node: GraphNode | null): GraphNode | null {",
  );
});

test("a list that may loop is a ListNode in the stub; a random-pointer list describes RandomListNode", () => {
  expect(getStarterCode(hasCycle, "typescript")).toContain("function hasCycle(head: ListNode | null): boolean {");
  expect(getStarterCode(hasCycle, "python")).toContain("# class ListNode:");
  for (const language of ["javascript", "typescript", "python"] as const) {
    const code = getStarterCode(copyRandomList, language);
    expect(code).toMatch(language === "python" ? /# class RandomListNode:/ : / \* class RandomListNode \{/);
    expect(code).toMatch(/random/);
    expect(code).not.toMatch(/^class RandomListNode/m);
  }
  expect(getStarterCode(copyRandomList, "python")).toContain(
    "def copy_random_list(head: Optional[RandomListNode]) -> Optional[RandomListNode]:",
  );
});

let quickjs: QuickJSWASMModule;
let pyodide: PyodideInterface;
beforeAll(async () => {
  [quickjs, pyodide] = await Promise.all([getQuickJS(), loadPyodide({ stdout: () => {}, stderr: () => {} })]);
  pyodide.runPython(PYTHON_HARNESS);
}, 120_000);

function judgeStarter(
  signature: Signature,
  language: Exclude<Language, "python">,
  testCase: (typeof CASES)[number]["test"],
) {
  const code = getStarterCode(signature, language);
  // The worker's transpile step: TypeScript loses its types, and lines stay where they were.
  const source = transform(code, {
    transforms: language === "typescript" ? ["typescript"] : [],
    disableESTransforms: true,
  }).code;
  return judgeJavaScript(quickjs, { problem: { signature, comparison: "exact" }, tests: [testCase], source });
}

test("every JavaScript and TypeScript stub loads and runs: a Wrong Answer or Runtime Error, never a Syntax Error", () => {
  for (const { signature, test: testCase } of CASES) {
    for (const language of ["javascript", "typescript"] as const) {
      const report = judgeStarter(signature, language, testCase);
      expect({ language, signature: signature.kind, verdict: report.verdict }).toEqual({
        language,
        signature: signature.kind,
        verdict: expect.stringMatching(/^(wrong_answer|runtime_error)$/),
      });
      expect(report.compileError).toBeUndefined();
    }
  }
});

test("every Python stub compiles, loads under the harness and returns a wrong answer", () => {
  const harness = {
    checkSyntax: pyodide.globals.get("check_syntax") as (source: string) => string,
    load: pyodide.globals.get("load_checked") as (key: string, source: string, plan: string) => string,
    run: pyodide.globals.get("run_checked") as (key: string, input: string) => string,
  };
  for (const [index, { signature, test: testCase }] of CASES.entries()) {
    const code = getStarterCode(signature, "python");
    expect(harness.checkSyntax(code)).toBe("null");
    const key = `starter-${index}`;
    expect(harness.load(key, code, JSON.stringify(createCallPlan(signature, getPythonName)))).toBe("{}");
    const reply = JSON.parse(harness.run(key, JSON.stringify(testCase.input))) as { actual?: unknown };
    expect(reply).toHaveProperty("actual");
    expect(reply.actual).not.toEqual(testCase.expected);
  }
});

test("the harness reports a Python syntax error's line and column, and a runtime error's line", () => {
  const checkSyntax = pyodide.globals.get("check_syntax") as (source: string) => string;
  expect(JSON.parse(checkSyntax("def f(a):\n    return (a +\n"))).toMatchObject({ line: 2 });
  expect(JSON.parse(checkSyntax("x = 1\ny = 2 +* 3\n"))).toEqual({
    message: "SyntaxError: invalid syntax",
    line: 2,
    column: 8,
  });
  const load = pyodide.globals.get("load_checked") as (key: string, source: string, plan: string) => string;
  const run = pyodide.globals.get("run_checked") as (key: string, input: string) => string;
  const plan = JSON.stringify(createCallPlan(twoSum, getPythonName));
  expect(load("runtime", "def two_sum(nums, target):\n    return nums[99]\n", plan)).toBe("{}");
  expect(JSON.parse(run("runtime", "[[1], 1]"))).toEqual({
    error: { verdict: "runtime_error", message: "IndexError: list index out of range", line: 2 },
    output: "",
  });
  expect(load("memory", "def two_sum(nums, target):\n    return [0] * (2 ** 30)\n", plan)).toBe("{}");
  expect(JSON.parse(run("memory", "[[1], 1]")).error).toMatchObject({ verdict: "memory_limit_exceeded", line: 2 });
  expect(JSON.parse(load("missing", "def other():\n    pass\n", plan))).toEqual({
    error: { verdict: "runtime_error", message: "The code does not define two_sum.", line: null },
  });
});
