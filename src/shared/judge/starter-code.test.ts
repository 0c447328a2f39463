import { loadPyodide, type PyodideInterface } from "pyodide";
import { getQuickJS, type QuickJSWASMModule } from "quickjs-emscripten";
import { beforeAll, expect, test } from "vitest";
import type { Signature } from "@/shared/schemas/problem-judge";
import { createCallPlan } from "./call-plan";
import { buildCompileErrorReport } from "./judge-report";
import type { Language } from "./languages";
import { judgePython, loadPythonHarness, type PyodideLike, type PythonHarness } from "./pyodide-judge";
import { judgeJavaScript } from "./quickjs-judge";
import { getStarterCode } from "./starter-code";
import { transpileSource } from "./transpile-source";

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

const minStack: Signature = {
  kind: "class",
  className: "MinStack",
  constructorParams: [],
  methods: [
    { name: "push", params: [{ name: "val", type: "int" }], returns: "void" },
    { name: "getMin", params: [], returns: "int" },
  ],
};

const lowestCommonAncestor: Signature = {
  kind: "function",
  name: "lowestCommonAncestor",
  params: [
    { name: "root", type: "TreeNode" },
    { name: "p", type: "TreeNodeRef" },
    { name: "q", type: "TreeNodeRef" },
  ],
  returns: "TreeNodeRef",
};

const numIslands: Signature = {
  kind: "function",
  name: "numIslands",
  params: [{ name: "grid", type: "char[][]" }],
  returns: "int",
};

const treeCodec: Signature = {
  kind: "codec",
  className: "Codec",
  type: "TreeNode",
  encode: { name: "serialize", param: "root" },
  decode: { name: "deserialize", param: "data" },
};

const stringsCodec: Signature = {
  kind: "codec",
  className: "Codec",
  type: "string[]",
  encode: { name: "encode", param: "strs" },
  decode: { name: "decode", param: "s" },
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
  {
    signature: minStack,
    test: { input: { calls: ["MinStack", "push", "getMin"], args: [[], [3], []] }, expected: [null, null, 3] },
  },
  { signature: lowestCommonAncestor, test: { input: [[6, 2, 8, 0, 4, 7, 9], 2, 8], expected: 6 } },
  {
    signature: numIslands,
    test: {
      input: [
        [
          ["1", "0"],
          ["0", "1"],
        ],
      ],
      expected: 2,
    },
  },
  { signature: treeCodec, test: { input: [[1, 2, 3, null, null, 4, 5]], expected: [1, 2, 3, null, null, 4, 5] } },
  { signature: stringsCodec, test: { input: [["lint", "code"]], expected: ["lint", "code"] } },
];

const lines = (...text: string[]) => `${text.join("\n")}\n`;

test("a function is LeetCode's: JSDoc and `var … = function` in JavaScript, a typed function in TypeScript, `class Solution` in Python", () => {
  expect(getStarterCode(twoSum, "javascript")).toBe(
    lines(
      "/**",
      " * @param {number[]} nums",
      " * @param {number} target",
      " * @return {number[]}",
      " */",
      "var twoSum = function(nums, target) {",
      "    // Write your code here",
      "};",
    ),
  );
  expect(getStarterCode(twoSum, "typescript")).toBe(
    lines("function twoSum(nums: number[], target: number): number[] {", "    // Write your code here", "};"),
  );
  // No `from typing import`: the judge pre-imports typing, as LeetCode does.
  expect(getStarterCode(twoSum, "python")).toBe(
    lines(
      "class Solution:",
      "    def twoSum(self, nums: List[int], target: int) -> List[int]:",
      "        # Write your code here",
      "        pass",
    ),
  );
});

test("a function that changes its argument in place carries LeetCode's note, in each language", () => {
  const note = "Do not return anything, modify head in-place instead.";
  expect(getStarterCode(reorderList, "javascript")).toContain(
    ` * @param {ListNode} head\n * @return {void} ${note}\n */\nvar reorderList = function(head) {`,
  );
  expect(getStarterCode(reorderList, "typescript")).toContain(
    `/**\n ${note}\n */\nfunction reorderList(head: ListNode | null): void {\n    // Write your code here\n};`,
  );
  expect(getStarterCode(reorderList, "python")).toContain(
    `    def reorderList(self, head: Optional[ListNode]) -> None:\n        """\n        ${note}\n        """\n        pass\n`,
  );
});

test("a design class is LeetCode's: the prototype form in JavaScript, a class in TypeScript and Python, then how it is called", () => {
  expect(getStarterCode(lruCache, "javascript")).toBe(
    lines(
      "/**",
      " * @param {number} capacity",
      " */",
      "var LRUCache = function(capacity) {",
      "    // Write your code here",
      "};",
      "",
      "/**",
      " * @param {number} key",
      " * @return {number}",
      " */",
      "LRUCache.prototype.get = function(key) {",
      "    // Write your code here",
      "};",
      "",
      "/**",
      " * @param {number} key",
      " * @param {number} newValue",
      " * @return {void}",
      " */",
      "LRUCache.prototype.putValue = function(key, newValue) {",
      "    // Write your code here",
      "};",
      "",
      "/**",
      " * Your LRUCache object will be instantiated and called as such:",
      " * var obj = new LRUCache(capacity)",
      " * var param_1 = obj.get(key)",
      " * obj.putValue(key,newValue)",
      " */",
    ),
  );
  expect(getStarterCode(minStack, "typescript")).toBe(
    lines(
      "class MinStack {",
      "    constructor() {",
      "        // Write your code here",
      "    }",
      "",
      "    push(val: number): void {",
      "        // Write your code here",
      "    }",
      "",
      "    getMin(): number {",
      "        // Write your code here",
      "    }",
      "}",
      "",
      "/**",
      " * Your MinStack object will be instantiated and called as such:",
      " * var obj = new MinStack()",
      " * obj.push(val)",
      " * var param_2 = obj.getMin()",
      " */",
    ),
  );
  expect(getStarterCode(minStack, "python")).toBe(
    lines(
      "class MinStack:",
      "",
      "    def __init__(self):",
      "        # Write your code here",
      "        pass",
      "",
      "    def push(self, val: int) -> None:",
      "        # Write your code here",
      "        pass",
      "",
      "    def getMin(self) -> int:",
      "        # Write your code here",
      "        pass",
      "",
      "",
      "# Your MinStack object will be instantiated and called as such:",
      "# obj = MinStack()",
      "# obj.push(val)",
      "# param_2 = obj.getMin()",
    ),
  );
  const python = getStarterCode(lruCache, "python");
  expect(python).toContain("    def __init__(self, capacity: int):\n");
  expect(python).toContain("    def putValue(self, key: int, newValue: int) -> None:\n");
  expect(python).toContain("# obj = LRUCache(capacity)\n# param_1 = obj.get(key)\n# obj.putValue(key,newValue)\n");
  expect(getStarterCode(lruCache, "typescript")).toContain("    putValue(key: number, newValue: number): void {\n");
});

test("a codec is LeetCode's: a Codec class in Python, two top-level functions in JavaScript and TypeScript", () => {
  const treeCodecPython = getStarterCode(treeCodec, "python");
  expect(treeCodecPython.startsWith("# Definition for a binary tree node.\n")).toBe(true);
  expect(treeCodecPython).toContain(
    lines(
      "#         self.right = right",
      "class Codec:",
      "    def serialize(self, root: Optional[TreeNode]) -> str:",
      '        """Encodes a tree to a single string.',
      '        """',
      "        pass",
      "",
      "    def deserialize(self, data: str) -> Optional[TreeNode]:",
      '        """Decodes your encoded data to tree.',
      '        """',
      "        pass",
      "",
      "",
      "# Your Codec object will be instantiated and called as such:",
      "# ser = Codec()",
      "# deser = Codec()",
      "# ans = deser.deserialize(ser.serialize(root))",
    ),
  );
  expect(treeCodecPython.endsWith("(root))\n")).toBe(true);
  expect(getStarterCode(stringsCodec, "python")).toContain(
    "\n\n\n# Your Codec object will be instantiated and called as such:\n# codec = Codec()\n# codec.decode(codec.encode(strs))\n",
  );
  expect(getStarterCode(stringsCodec, "python")).toContain("    def encode(self, strs: List[str]) -> str:\n");
  const javascript = getStarterCode(treeCodec, "javascript");
  expect(javascript).toContain(
    "/**\n * Encodes a tree to a single string.\n *\n * @param {TreeNode} root\n * @return {string}\n */\nvar serialize = function(root) {\n",
  );
  expect(javascript).toContain(
    " * @param {string} data\n * @return {TreeNode}\n */\nvar deserialize = function(data) {\n",
  );
  const calledAs = "/**\n * Your functions will be called as such:\n * deserialize(serialize(root));\n */\n";
  expect(javascript.endsWith(`};\n\n${calledAs}`)).toBe(true);
  const typescript = getStarterCode(treeCodec, "typescript");
  expect(typescript).toContain("function serialize(root: TreeNode | null): string {\n    // Write your code here\n};");
  expect(typescript).toContain("function deserialize(data: string): TreeNode | null {\n");
  expect(typescript.endsWith(calledAs)).toBe(true);
  expect(getStarterCode(stringsCodec, "typescript")).toContain("function decode(s: string): string[] {");
  expect(getStarterCode(stringsCodec, "javascript")).toContain(" * decode(encode(strs));\n");
});

test("node problems show LeetCode's commented definitions of the classes they use, never define them", () => {
  const tree = {
    python:
      "# Definition for a binary tree node.\n# class TreeNode:\n#     def __init__(self, val=0, left=None, right=None):\n",
    javascript: "/**\n * Definition for a binary tree node.\n * function TreeNode(val, left, right) {\n",
    typescript: "/**\n * Definition for a binary tree node.\n * class TreeNode {\n *     val: number\n",
  };
  const list = {
    python: "# Definition for singly-linked list.\n# class ListNode:\n#     def __init__(self, val=0, next=None):\n",
    javascript: "/**\n * Definition for singly-linked list.\n * function ListNode(val, next) {\n",
    typescript: "/**\n * Definition for singly-linked list.\n * class ListNode {\n",
  };
  for (const language of ["javascript", "typescript", "python"] as const) {
    expect(getStarterCode(invertTree, language).startsWith(tree[language])).toBe(true);
    expect(getStarterCode(reorderList, language).startsWith(list[language])).toBe(true);
    expect(getStarterCode(hasCycle, language).startsWith(list[language])).toBe(true);
    expect(getStarterCode(twoSum, language)).not.toContain("Definition for");
    for (const signature of [invertTree, reorderList, cloneGraph, copyRandomList, treeCodec]) {
      // Python's `Node` definition is a docstring, as LeetCode shows it: a string, not a class.
      const code = getStarterCode(signature, language).replace(/^"""\n[\s\S]*?\n"""\n/, "");
      expect(code).not.toMatch(/^(class|function) \w*Node\b/m);
    }
  }
  expect(getStarterCode(invertTree, "python")).toContain(
    "#         self.right = right\nclass Solution:\n    def invertTree(self, root: Optional[TreeNode]) -> Optional[TreeNode]:",
  );
  expect(getStarterCode(invertTree, "typescript")).toContain(
    " * }\n */\n\nfunction invertTree(root: TreeNode | null): TreeNode | null {",
  );
  expect(getStarterCode(invertTree, "javascript")).toContain(
    " * }\n */\n/**\n * @param {TreeNode} root\n * @return {TreeNode}",
  );
});

test("a graph's and a random list's nodes are LeetCode's Node (_Node in JavaScript and TypeScript)", () => {
  const graph = getStarterCode(cloneGraph, "python");
  expect(graph).toMatch(
    /^"""\n# Definition for a Node\.\nclass Node:\n {4}def __init__\(self, val = 0, neighbors = None\):\n/,
  );
  expect(graph).toContain(
    "\"\"\"\n\n\nclass Solution:\n    def cloneGraph(self, node: Optional['Node']) -> Optional['Node']:",
  );
  const random = getStarterCode(copyRandomList, "python");
  expect(random).toContain("class Node:\n    def __init__(self, x: int, next: 'Node' = None, random: 'Node' = None):");
  expect(random).toContain("    def copyRandomList(self, head: 'Optional[Node]') -> 'Optional[Node]':");
  expect(getStarterCode(cloneGraph, "javascript")).toMatch(
    /^\/\*\*\n \* \/\/ Definition for a _Node\.\n \* function _Node\(val, neighbors\) \{\n[\s\S]* \*\/\n\n\/\*\*\n \* @param \{_Node\} node\n \* @return \{_Node\}\n \*\/\nvar cloneGraph = function\(node\) \{/,
  );
  expect(getStarterCode(copyRandomList, "javascript")).toContain(" * function _Node(val, next, random) {");
  expect(getStarterCode(cloneGraph, "typescript")).toContain("function cloneGraph(node: _Node | null): _Node | null {");
  expect(getStarterCode(copyRandomList, "typescript")).toMatch(
    / \* class _Node \{\n[\s\S]* \* {5}random: _Node \| null\n/,
  );
});

test("types are named as LeetCode names them: node references, lists of lists, grids of characters, lists that may loop", () => {
  expect(getStarterCode(lowestCommonAncestor, "python")).toContain(
    "    def lowestCommonAncestor(self, root: 'TreeNode', p: 'TreeNode', q: 'TreeNode') -> 'TreeNode':",
  );
  expect(getStarterCode(lowestCommonAncestor, "javascript")).toContain(
    " * @param {TreeNode} root\n * @param {TreeNode} p\n * @param {TreeNode} q\n * @return {TreeNode}\n",
  );
  expect(getStarterCode(lowestCommonAncestor, "typescript")).toContain(
    "function lowestCommonAncestor(root: TreeNode | null, p: TreeNode | null, q: TreeNode | null): TreeNode | null {",
  );
  expect(getStarterCode(mergeKLists, "python")).toContain(
    "def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:",
  );
  expect(getStarterCode(mergeKLists, "javascript")).toContain(" * @param {ListNode[]} lists\n * @return {ListNode}\n");
  expect(getStarterCode(mergeKLists, "typescript")).toContain(
    "function mergeKLists(lists: Array<ListNode | null>): ListNode | null {",
  );
  expect(getStarterCode(hasCycle, "python")).toContain("def hasCycle(self, head: Optional[ListNode]) -> bool:");
  expect(getStarterCode(hasCycle, "javascript")).toContain(" * @param {ListNode} head\n * @return {boolean}\n");
  expect(getStarterCode(hasCycle, "typescript")).toContain("function hasCycle(head: ListNode | null): boolean {");
  expect(getStarterCode(numIslands, "python")).toContain("def numIslands(self, grid: List[List[str]]) -> int:");
  expect(getStarterCode(numIslands, "javascript")).toContain(" * @param {character[][]} grid\n");
  expect(getStarterCode(numIslands, "typescript")).toContain("function numIslands(grid: string[][]): number {");
  const median: Signature = {
    kind: "function",
    name: "findMedian",
    params: [{ name: "nums", type: "double[]" }],
    returns: "double",
  };
  expect(getStarterCode(median, "python")).toContain("def findMedian(self, nums: List[float]) -> float:");
  expect(getStarterCode(median, "javascript")).toContain(" * @param {number[]} nums\n * @return {number}\n");
  expect(getStarterCode(median, "typescript")).toContain("function findMedian(nums: number[]): number {");
  for (const { signature } of CASES) expect(getStarterCode(signature, "python")).not.toContain("import");
});

let quickjs: QuickJSWASMModule;
let pyodide: PyodideInterface;
let python: PythonHarness;
beforeAll(async () => {
  [quickjs, pyodide] = await Promise.all([getQuickJS(), loadPyodide({ stdout: () => {}, stderr: () => {} })]);
  python = loadPythonHarness(pyodide as PyodideLike);
}, 120_000);

/** Judges a language's stub as the editor's runner would: the worker's transpile step, then the judge. */
function judgeStarter(signature: Signature, language: Language, testCase: (typeof CASES)[number]["test"]) {
  const code = getStarterCode(signature, language);
  const problem = { signature, comparison: "exact" as const };
  if (language === "python") return judgePython(python, { code, problem, tests: [testCase] }, 10_000);
  const source = transpileSource(code, language);
  if ("compileError" in source) return buildCompileErrorReport([testCase], source.compileError);
  return judgeJavaScript(quickjs, { problem, tests: [testCase], source: source.code });
}

test("every stub loads and runs in every language: a Wrong Answer, never a Syntax Error", () => {
  for (const { signature, test: testCase } of CASES) {
    for (const language of ["javascript", "typescript", "python"] as const) {
      const report = judgeStarter(signature, language, testCase);
      const name = "name" in signature ? signature.name : signature.className;
      // A codec's encode that returns nothing is a runtime error ("must return a string"), the rest of an
      // untouched stub a Wrong Answer; the message is there to read when the verdict is not one of those.
      const verdicts = signature.kind === "codec" ? ["wrong_answer", "runtime_error"] : ["wrong_answer"];
      expect({ language, name, verdict: report.verdict, message: report.tests[0]?.message }).toMatchObject({
        language,
        name,
        verdict: expect.toBeOneOf(verdicts),
      });
      expect(report.compileError).toBeUndefined();
    }
  }
});

test("the harness reports a Python syntax error's line and column, and a runtime error's line", () => {
  expect(JSON.parse(python.checkSyntax("def f(a):\n    return (a +\n"))).toMatchObject({ line: 2 });
  expect(JSON.parse(python.checkSyntax("x = 1\ny = 2 +* 3\n"))).toEqual({
    message: "SyntaxError: invalid syntax",
    line: 2,
    column: 8,
  });
  const plan = JSON.stringify(createCallPlan(twoSum, "python"));
  expect(python.load("runtime", "def two_sum(nums, target):\n    return nums[99]\n", plan)).toBe("{}");
  expect(JSON.parse(python.run("runtime", "[[1], 1]"))).toEqual({
    error: { verdict: "runtime_error", message: "IndexError: list index out of range", line: 2 },
    output: "",
  });
  expect(python.load("memory", "def two_sum(nums, target):\n    return [0] * (2 ** 30)\n", plan)).toBe("{}");
  expect(JSON.parse(python.run("memory", "[[1], 1]")).error).toMatchObject({
    verdict: "memory_limit_exceeded",
    line: 2,
  });
  expect(JSON.parse(python.load("missing", "def other():\n    pass\n", plan)).error).toMatchObject({
    verdict: "runtime_error",
    message: expect.stringContaining("twoSum"),
    line: null,
  });
});
