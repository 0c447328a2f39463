import { expect, test } from "vitest";
import type { Signature } from "@/shared/schemas/problem-judge";
import { orderExampleIndexes } from "./order-examples";

const signature: Signature = {
  kind: "function",
  name: "levelOrder",
  params: [{ name: "root", type: "TreeNode" }],
  returns: "int[][]",
};
const tests = [{ input: [[3, 9]] }, { input: [[]] }, { input: [[1, 2]] }, { input: [[7]] }];

test("example tests follow the statement's examples", () => {
  const examples = [{ input: "root = [1,2]" }, { input: "root = [3,9]" }, { input: "root = []" }];
  expect(orderExampleIndexes(examples, { signature, tests, exampleTestIndexes: [0, 1, 2] })).toEqual([2, 0, 1]);
});

test("example tests that match no example keep their order at the end", () => {
  const examples = [{ input: "root = []" }, { input: "root = [8]" }];
  expect(orderExampleIndexes(examples, { signature, tests, exampleTestIndexes: [0, 1, 3] })).toEqual([1, 0, 3]);
});
