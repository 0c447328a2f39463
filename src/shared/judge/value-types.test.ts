import { expect, test } from "vitest";
import type { Signature } from "@/shared/schemas/problem-judge";
import { checkTestShape, isOfType } from "./value-types";

test("a list of linked lists is a list of number arrays", () => {
  expect(isOfType([[1, 4], [], [2]], "ListNode[]")).toBe(true);
  expect(isOfType([], "ListNode[]")).toBe(true);
  expect(isOfType([1, 2], "ListNode[]")).toBe(false);
  expect(isOfType([[1, "2"]], "ListNode[]")).toBe(false);
});

test("a graph is a connected, undirected 1-indexed adjacency list; the empty graph is []", () => {
  expect(
    isOfType(
      [
        [2, 4],
        [1, 3],
        [2, 4],
        [1, 3],
      ],
      "GraphNode",
    ),
  ).toBe(true);
  expect(isOfType([], "GraphNode")).toBe(true);
  expect(isOfType([[]], "GraphNode")).toBe(true);
  expect(isOfType([[2], []], "GraphNode")).toBe(false); // 1 → 2 without 2 → 1
  expect(isOfType([[2], [1], []], "GraphNode")).toBe(false); // node 3 cannot be reached from node 1
  expect(isOfType([[1]], "GraphNode")).toBe(false); // a node that is its own neighbour
  expect(isOfType([[2, 2], [1]], "GraphNode")).toBe(false); // a neighbour listed twice
  expect(isOfType([[0], [1]], "GraphNode")).toBe(false); // ids start at 1
  expect(isOfType([[3], [1]], "GraphNode")).toBe(false); // no node 3
  expect(isOfType({ 1: [2] }, "GraphNode")).toBe(false);
});

test("names the argument and the expected value that do not fit the new types", () => {
  const cloneGraph: Signature = {
    kind: "function",
    name: "cloneGraph",
    params: [{ name: "node", type: "GraphNode" }],
    returns: "GraphNode",
  };
  expect(checkTestShape(cloneGraph, { input: [[[2], [1]]], expected: [[2], [1]] })).toEqual([]);
  expect(checkTestShape(cloneGraph, { input: [[[2], []]], expected: [[2]] })).toEqual([
    "argument node is not of type GraphNode",
    "expected is not of type GraphNode",
  ]);
  expect(checkTestShape(cloneGraph, { input: [[[2], [1]]] })).toEqual([]);
});

test("a list that may loop is [values, pos] with pos -1 or an index into values", () => {
  expect(isOfType([[3, 2, 0, -4], 1], "ListNode+pos")).toBe(true);
  expect(isOfType([[], -1], "ListNode+pos")).toBe(true);
  expect(isOfType([[1], 0], "ListNode+pos")).toBe(true);
  expect(isOfType([[], 0], "ListNode+pos")).toBe(false);
  expect(isOfType([[1, 2], 2], "ListNode+pos")).toBe(false);
  expect(isOfType([[1, 2]], "ListNode+pos")).toBe(false);
});

test("a random-pointer list is [val, randomIndex | null] pairs pointing inside the list", () => {
  expect(
    isOfType(
      [
        [7, null],
        [13, 0],
        [11, 2],
      ],
      "RandomListNode",
    ),
  ).toBe(true);
  expect(isOfType([], "RandomListNode")).toBe(true);
  expect(isOfType([[7, 1]], "RandomListNode")).toBe(false);
  expect(isOfType([[7]], "RandomListNode")).toBe(false);
  expect(isOfType([[7, "0"]], "RandomListNode")).toBe(false);
});
