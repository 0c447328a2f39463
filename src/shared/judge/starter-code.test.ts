import { expect, test } from "vitest";
import { lines, lruCache, minStack, reorderList, twoSum } from "../../../tests/fixtures/starter-signatures";
import { getStarterCode } from "./starter-code";

// The starter code of a function and of a design class, as LeetCode writes them in each language. Codecs and
// node types are in starter-code-nodes.test.ts; every stub run through the judges in starter-code-runs.test.ts.

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

test("a design class is LeetCode's in JavaScript: the prototype form, then how it is called", () => {
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
});

test("a design class is LeetCode's in TypeScript and Python: a class, then how it is called", () => {
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
