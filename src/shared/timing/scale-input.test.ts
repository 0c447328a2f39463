import { getQuickJS } from "quickjs-emscripten";
import { expect, test } from "vitest";
import { judgeJavaScript } from "@/shared/judge/quickjs-judge";
import type { Signature } from "@/shared/schemas/problem-judge";
import { pickLargestInput, scaleInput, writeBaselineSource } from "./scale-input";

const twoSum: Signature = {
  kind: "function",
  name: "twoSum",
  params: [
    { name: "nums", type: "int[]" },
    { name: "target", type: "int" },
  ],
  returns: "int[]",
};
const mixed: Signature = {
  kind: "function",
  name: "check",
  params: [
    { name: "s", type: "string" },
    { name: "grid", type: "int[][]" },
    { name: "root", type: "TreeNode" },
    { name: "head", type: "ListNode" },
  ],
  returns: "boolean",
};
const cache: Signature = {
  kind: "class",
  className: "LRUCache",
  constructorParams: [{ name: "capacity", type: "int" }],
  methods: [
    { name: "get", params: [{ name: "key", type: "int" }], returns: "int" },
    {
      name: "putValue",
      params: [
        { name: "key", type: "int" },
        { name: "value", type: "int" },
      ],
      returns: "void",
    },
  ],
};

test("arrays and strings are repeated end to end; numbers stay as they are", () => {
  expect(scaleInput(twoSum, [[1, 2, 3], 5], 2)).toEqual([[1, 2, 3, 1, 2, 3], 5]);
  expect(scaleInput(twoSum, [[1, 2, 3], 5], 1)).toEqual([[1, 2, 3], 5]);
  expect(scaleInput(twoSum, [[7], 9], 4)).toEqual([[7, 7, 7, 7], 9]);
});

test("trees and lists keep their shape; a grid gains rows", () => {
  const input = ["ab", [[1, 2]], [1, null, 2], [3, 4]];
  expect(scaleInput(mixed, input, 2)).toEqual([
    "abab",
    [
      [1, 2],
      [1, 2],
    ],
    [1, null, 2],
    [3, 4],
  ]);
});

test("a class repeats its call sequence after the constructor", () => {
  const input = { calls: ["LRUCache", "putValue", "get"], args: [[2], [1, 1], [1]] };
  expect(scaleInput(cache, input, 3)).toEqual({
    calls: ["LRUCache", "putValue", "get", "putValue", "get", "putValue", "get"],
    args: [[2], [1, 1], [1], [1, 1], [1], [1, 1], [1]],
  });
});

test("the largest input is the longest one written out", () => {
  const tests = [{ input: [[1], 1] }, { input: [[1, 2, 3, 4], 0] }, { input: [[5, 6], 100] }];
  expect(pickLargestInput(tests)).toEqual([[1, 2, 3, 4], 0]);
  expect(pickLargestInput([])).toBeUndefined();
});

test("the JavaScript baseline runs in the judge for functions and classes and returns nothing", async () => {
  const quickjs = await getQuickJS();
  const fn = judgeJavaScript(quickjs, {
    problem: { signature: twoSum, comparison: "exact" },
    tests: [{ input: [[1, 2], 3] }],
    source: writeBaselineSource(twoSum, "javascript"),
  });
  expect(fn.tests[0]).toMatchObject({ passed: true, actual: null });
  const cls = judgeJavaScript(quickjs, {
    problem: { signature: cache, comparison: "exact" },
    tests: [{ input: { calls: ["LRUCache", "putValue", "get"], args: [[2], [1, 1], [1]] } }],
    source: writeBaselineSource(cache, "typescript"),
  });
  expect(cls.tests[0]).toMatchObject({ passed: true, actual: [null, null, null] });
});

test("the Python baseline uses Python's names", () => {
  expect(writeBaselineSource(twoSum, "python")).toBe("def two_sum(*args):\n    return None\n");
  const source = writeBaselineSource(cache, "python");
  expect(source).toContain("class LRUCache:");
  expect(source).toContain("def put_value(self, *args):");
  expect(source).toContain("def __init__(self, *args):");
});
