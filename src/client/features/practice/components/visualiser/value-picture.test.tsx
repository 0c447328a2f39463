// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import type { TraceFrame, TraceStep, TraceValue } from "@/shared/trace/trace-types";
import { list, map, node, none, num, numbers, ref, set, str } from "../../lib/visualiser/trace-fixtures";
import { indexStepValues } from "../../lib/visualiser/trace-values";
import { TraceViewContext } from "./trace-view-context";
import { ValuePicture } from "./value-picture";

// The pictures of a frame's values: cells with pointers, a map, a set, a stack, a grid, a linked list
// with a cycle, a tree and a graph.

/** Draws `name` of a frame holding `locals`, the previous step's values given to mark what changed. */
function draw(name: string, locals: TraceFrame["locals"], previousLocals?: TraceFrame["locals"]) {
  const stepOf = (values: TraceFrame["locals"]): TraceStep => ({
    event: "line",
    line: 1,
    stack: [{ functionName: "solve", line: 1, locals: values }],
    output: "",
  });
  const value = locals.find(([local]) => local === name)?.[1] as TraceValue;
  const view = {
    language: "python" as const,
    current: indexStepValues(stepOf(locals)),
    previous: previousLocals ? indexStepValues(stepOf(previousLocals)) : null,
    locals,
  };
  return render(
    <TraceViewContext.Provider value={view}>
      <ValuePicture name={name} value={value} />
    </TraceViewContext.Provider>,
  );
}

const cells = (label: RegExp) => within(screen.getByRole("figure", { name: label })).getAllByRole("listitem");

test("an array: indices, values, the int locals that index it under their cell, changed cells marked", () => {
  draw(
    "nums",
    [
      ["nums", numbers(1, [5, 9, 4, 7])],
      ["left", num(1)],
      ["right", num(3)],
      ["target", num(40)],
      ["found", { kind: "bool", value: true }],
    ],
    [["nums", numbers(1, [5, 1, 4, 7])]],
  );
  const [first, second, , fourth] = cells(/^nums: a list of 4 items/);
  expect(first?.textContent).toBe("05");
  expect(within(second as HTMLElement).getByText("left")).toBeTruthy();
  expect(within(second as HTMLElement).getByText("(changed)")).toBeTruthy();
  expect(within(fourth as HTMLElement).getByText("right")).toBeTruthy();
  // 40 is no index of four cells, and a bool is no pointer.
  expect(screen.queryByText("target")).toBeNull();
  expect(screen.queryByText("found")).toBeNull();
  expect(within(first as HTMLElement).queryByText("(changed)")).toBeNull();
});

test("a stack marks its top and a deque its front and back", () => {
  draw("stack", [["stack", list(1, [str("("), str("[")])]]);
  expect(within(cells(/^stack: a stack/)[1] as HTMLElement).getByText("top")).toBeTruthy();
  draw("window", [["window", list(2, [num(3), num(1), num(2)], { label: "deque" })]]);
  const queue = cells(/^window: a queue/);
  expect(within(queue[0] as HTMLElement).getByText("front")).toBeTruthy();
  expect(within(queue[2] as HTMLElement).getByText("back")).toBeTruthy();
});

test("a map as key → value rows, a new or changed row marked; a set as chips, an added one marked", () => {
  draw(
    "seen",
    [
      [
        "seen",
        map(1, [
          [num(3), num(0)],
          [num(2), num(1)],
        ]),
      ],
    ],
    [["seen", map(1, [[num(3), num(0)]])]],
  );
  const rows = within(screen.getByRole("figure", { name: /^seen: a map of 2 entries/ })).getAllByRole("row");
  expect(rows.slice(1).map((row) => row.textContent)).toEqual(["3→0", "2→1 (changed)"]);
  draw("visited", [["visited", set(2, [str("a"), str("b")])]], [["visited", set(2, [str("a")])]]);
  const chips = within(screen.getByRole("list", { name: "visited: a set of 2 items" })).getAllByRole("listitem");
  expect(chips.map((chip) => chip.textContent)).toEqual(["'a'", "'b' (added)"]);
});

test("a grid: a table with its row and column locals, the cell they meet at marked", () => {
  const grid = list(1, [numbers(2, [1, 0]), numbers(3, [0, 1])]);
  draw("grid", [
    ["grid", grid],
    ["r", num(1)],
    ["c", num(0)],
  ]);
  const table = screen.getByRole("table");
  const headers = [...table.querySelectorAll("th")].map((header) => header.textContent);
  expect(headers).toEqual(["c ↓0", "1", "0", "r →1"]);
  const marked = table.querySelector("[data-current]");
  expect(marked?.textContent).toBe("0");
  expect(marked?.closest("tr")?.querySelector("th")?.textContent).toContain("1");
});

test("a linked list: boxes in order, the locals on its nodes, a cycle drawn back to its node", () => {
  const third = node(3, "ListNode", { val: num(3), next: ref(2) });
  const second = node(2, "ListNode", { val: num(2), next: third });
  const head = node(1, "ListNode", { val: num(1), next: second });
  const { container } = draw("head", [
    ["head", head],
    ["slow", ref(2)],
  ]);
  expect(screen.getByRole("img").getAttribute("aria-label")).toBe(
    "Linked list 1 → 2 → 3, then back to node 2 (a cycle)",
  );
  expect(container.querySelector("path[data-cycle]")).not.toBeNull();
  expect(screen.getByText("slow")).toBeTruthy();
  draw("tail", [["tail", node(4, "ListNode", { val: num(9), next: none })]]);
  expect(screen.getAllByRole("img")[1]?.getAttribute("aria-label")).toBe("Linked list 9 → None");
});

test("a binary tree: every node drawn, one edge per child", () => {
  const leaf = (id: number, val: number) => node(id, "TreeNode", { val: num(val), left: none, right: none });
  const root = node(1, "TreeNode", {
    val: num(4),
    left: node(2, "TreeNode", { val: num(2), left: leaf(3, 1), right: leaf(4, 3) }),
    right: leaf(5, 7),
  });
  const { container } = draw("root", [["root", root]]);
  expect(screen.getByRole("img", { name: "Binary tree of 5 nodes, root 4" })).toBeTruthy();
  expect([...container.querySelectorAll("[data-tree-node]")].map((g) => g.textContent)).toEqual([
    "1",
    "2",
    "3",
    "4",
    "7",
  ]);
  expect(container.querySelectorAll("line")).toHaveLength(4);
});

test("a graph from nodes with neighbors, and from an adjacency list named as one", () => {
  const a = node(1, "Node", { val: num(1), neighbors: list(10, [ref(2)]) });
  const b = node(2, "Node", { val: num(2), neighbors: list(11, [ref(1), ref(3)]) });
  const c = node(3, "Node", { val: num(3), neighbors: list(12, [ref(2)]) });
  draw("start", [
    ["start", a],
    ["b", b],
    ["c", c],
  ]);
  expect(screen.getByRole("img", { name: "Graph of 3 nodes and 2 edges" })).toBeTruthy();
  draw("graph", [["graph", list(20, [numbers(21, [1]), numbers(22, [2]), numbers(23, [])])]]);
  expect(screen.getByRole("img", { name: "Graph of 3 nodes and 2 edges" })).toBeTruthy();
});
