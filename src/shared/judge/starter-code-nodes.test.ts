import { expect, test } from "vitest";
import type { Signature } from "@/shared/schemas/problem-judge";
import {
  CASES,
  cloneGraph,
  copyRandomList,
  hasCycle,
  invertTree,
  lines,
  lowestCommonAncestor,
  mergeKLists,
  numIslands,
  reorderList,
  stringsCodec,
  treeCodec,
  twoSum,
} from "../../../tests/fixtures/starter-signatures";
import { getStarterCode } from "./starter-code";

// The starter code of codecs and of problems on nodes (trees, lists, graphs), and the names of their types,
// as LeetCode writes them in each language.

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
