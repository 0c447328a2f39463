import { expect, test } from "vitest";
import { classifyValue } from "./classify-value";
import { list, map, node, none, num, numbers, ref, set, str } from "./trace-fixtures";
import { indexStepValues } from "./trace-values";

const EMPTY = new Map();

test("lists: cells, a stack or a queue by name or deque, a grid, an adjacency list only when named as one", () => {
  expect(classifyValue("nums", numbers(1, [1, 2]), EMPTY)).toBe("array");
  expect(classifyValue("stack", numbers(1, [1, 2]), EMPTY)).toBe("stack");
  expect(classifyValue("queue", numbers(1, [1]), EMPTY)).toBe("queue");
  expect(classifyValue("q", numbers(1, [1]), EMPTY)).toBe("queue");
  expect(classifyValue("window", list(1, [num(1)], { label: "deque" }), EMPTY)).toBe("queue");
  const rows = list(1, [numbers(2, [1, 0]), numbers(3, [0])]);
  expect(classifyValue("grid", rows, EMPTY)).toBe("grid");
  expect(classifyValue("adj", rows, EMPTY)).toBe("adjacency-list");
  // Named as a graph, but 5 is no node of two: a grid.
  expect(classifyValue("graph", list(1, [numbers(2, [5]), numbers(3, [0])]), EMPTY)).toBe("grid");
  expect(classifyValue("board", list(1, [list(2, [str("X"), str(".")])]), EMPTY)).toBe("grid");
  expect(classifyValue("empty", list(1, []), EMPTY)).toBe("array");
});

test("objects: a tree with left/right, a linked list with next, a graph node with neighbors, else text", () => {
  expect(classifyValue("root", node(1, "TreeNode", { val: num(1), left: none, right: none }), EMPTY)).toBe("tree");
  expect(classifyValue("head", node(1, "ListNode", { val: num(1), next: none }), EMPTY)).toBe("linked-list");
  expect(classifyValue("n", node(1, "Node", { val: num(1), neighbors: list(2, []) }), EMPTY)).toBe("graph");
  expect(classifyValue("p", node(1, "Point", { x: num(1), y: num(2) }), EMPTY)).toBe("text");
  expect(classifyValue("count", num(3), EMPTY)).toBe("text");
});

test("maps and sets; a map from nodes to lists of its own keys is an adjacency map; refs are followed", () => {
  const adjacency = map(1, [
    [str("a"), list(2, [str("b")])],
    [str("b"), list(3, [])],
  ]);
  expect(classifyValue("g", adjacency, EMPTY)).toBe("adjacency-map");
  expect(classifyValue("seen", map(1, [[num(3), num(0)]]), EMPTY)).toBe("map");
  expect(classifyValue("seen", set(1, [num(3)]), EMPTY)).toBe("set");
  const step = {
    stack: [{ functionName: "f", line: 1, locals: [["nums", numbers(7, [1])] as [string, ReturnType<typeof num>]] }],
  };
  expect(classifyValue("alias", ref(7), indexStepValues(step))).toBe("array");
});
