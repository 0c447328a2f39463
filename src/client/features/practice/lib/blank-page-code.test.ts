import { expect, test } from "vitest";
import type { Signature } from "@/shared/schemas/problem-judge";
import { getBlankPageCode } from "./blank-page-code";

const twoSum: Signature = {
  kind: "function",
  name: "twoSum",
  params: [
    { name: "nums", type: "int[]" },
    { name: "target", type: "int" },
  ],
  returns: "int[]",
};

test("a function's blank page names it with its parameters, in the language's comment", () => {
  expect(getBlankPageCode(twoSum, "python")).toBe(
    "# Write twoSum(nums, target) — the judge accepts LeetCode's forms.\n\n",
  );
  expect(getBlankPageCode(twoSum, "java")).toBe(
    "// Write twoSum(nums, target) — the judge accepts LeetCode's forms.\n\n",
  );
});

test("a design problem names its class and methods; node classes are said to be provided", () => {
  const lru: Signature = {
    kind: "class",
    className: "LRUCache",
    constructorParams: [{ name: "capacity", type: "int" }],
    methods: [
      { name: "get", params: [{ name: "key", type: "int" }], returns: "int" },
      {
        name: "put",
        params: [
          { name: "key", type: "int" },
          { name: "value", type: "int" },
        ],
        returns: "void",
      },
    ],
  };
  expect(getBlankPageCode(lru, "javascript")).toBe(
    "// Write the class LRUCache(capacity) with get(key), put(key, value) — the judge accepts LeetCode's forms.\n\n",
  );
  const invert: Signature = {
    kind: "function",
    name: "invertTree",
    params: [{ name: "root", type: "TreeNode" }],
    returns: "TreeNode",
  };
  expect(getBlankPageCode(invert, "python")).toContain("\n# TreeNode is defined for you, as on LeetCode.\n");
  const codec: Signature = {
    kind: "codec",
    className: "Codec",
    type: "TreeNode",
    encode: { name: "serialize", param: "root" },
    decode: { name: "deserialize", param: "data" },
  };
  expect(getBlankPageCode(codec, "go")).toMatch(
    /^\/\/ Write serialize\(root\) and deserialize\(data\) \(a Codec class or two functions\)/,
  );
});
