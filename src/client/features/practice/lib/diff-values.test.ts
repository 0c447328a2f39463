import { expect, test } from "vitest";
import type { Signature } from "@/shared/schemas/problem-judge";
import { diffStrings, showWhitespace } from "./diff-strings";
import { diffTrees } from "./diff-trees";
import { type ArrayCell, type ArrayDiff, diffValues, getResultShape, MAX_SHOWN_DIFFERENCES } from "./diff-values";

function asArray(diff: ReturnType<typeof diffValues>): ArrayDiff {
  if (diff.kind !== "array") throw new Error(`expected an array diff, got ${diff.kind}`);
  return diff;
}

function statuses(cells: ArrayCell[]) {
  return cells.map((cell) => (cell.kind === "gap" ? `gap ${cell.from}-${cell.to}` : `${cell.index} ${cell.status}`));
}

test("equal values under the comparison have no difference", () => {
  expect(diffValues([1, 2], [1, 2])).toEqual({ kind: "same" });
  expect(diffValues([1, 2], [2, 1], { comparison: "unordered" })).toEqual({ kind: "same" });
  expect(diffValues(0.1 + 0.2, 0.3, { comparison: "float" })).toEqual({ kind: "same" });
});

test("arrays are compared element by element, with the differing indexes marked", () => {
  const diff = asArray(diffValues([0, 1, 2, 3], [0, 1, 5, 3]));
  expect(statuses(diff.cells)).toEqual(["0 same", "1 same", "2 changed", "3 same"]);
  expect(diff.cells[2]).toMatchObject({ expected: 2, actual: 5 });
  expect(diff).toMatchObject({ display: "row", differing: 1, expectedLength: 4, actualLength: 4 });
});

test("an answer too short shows the missing elements, one too long the extra ones", () => {
  expect(statuses(asArray(diffValues([1, 2, 3], [1])).cells)).toEqual(["0 same", "1 missing", "2 missing"]);
  const extra = asArray(diffValues([1], [1, 7]));
  expect(statuses(extra.cells)).toEqual(["0 same", "1 extra"]);
  expect(extra.cells[1]).toMatchObject({ actual: 7 });
});

test("a long array keeps the elements near a difference and gathers the rest into gaps", () => {
  const expected = Array.from({ length: 100 }, (_, index) => index);
  const actual = expected.map((value) => (value === 50 ? -1 : value));
  expect(statuses(asArray(diffValues(expected, actual)).cells)).toEqual([
    "gap 0-47",
    "48 same",
    "49 same",
    "50 changed",
    "51 same",
    "52 same",
    "gap 53-99",
  ]);
});

test("past the first differences, the rest are counted, not listed", () => {
  const expected = Array.from({ length: 200 }, () => 0);
  const diff = asArray(
    diffValues(
      expected,
      expected.map(() => 1),
    ),
  );
  expect(diff.differing).toBe(200);
  expect(diff.hiddenDifferences).toBe(200 - MAX_SHOWN_DIFFERENCES);
  expect(diff.cells.filter((cell) => cell.kind === "item" && cell.status === "changed")).toHaveLength(
    MAX_SHOWN_DIFFERENCES,
  );
});

test("a matrix is compared row by row, a changed row cell by cell", () => {
  const diff = asArray(
    diffValues(
      [
        [1, 2],
        [3, 4],
      ],
      [[1, 2], [3, 5], [6]],
    ),
  );
  expect(diff.display).toBe("grid");
  expect(statuses(diff.cells)).toEqual(["0 same", "1 changed", "2 extra"]);
  const row = diff.cells[1];
  expect(row?.kind === "item" ? statuses(row.inner?.cells ?? []) : []).toEqual(["0 same", "1 changed"]);
});

test("strings show where they first differ, with the whitespace made visible", () => {
  expect(diffStrings("hello world", "hello  world")).toMatchObject({
    index: 6,
    expected: { before: "hello ", at: "w", after: "orld" },
    actual: { before: "hello ", at: " ", after: "world" },
  });
  expect(diffValues("abc", "ab")).toMatchObject({ kind: "string", index: 2, actual: { at: "" } });
  expect(showWhitespace("a b\tc\n")).toBe("a·b→c↵");
  // An emoji counts as one character.
  expect(diffStrings("😀a", "😀b").index).toBe(1);
});

test("a long string keeps a window around the first difference", () => {
  const expected = `${"x".repeat(100)}A${"y".repeat(100)}`;
  const diff = diffStrings(expected, expected.replace("A", "B"));
  expect(diff.index).toBe(100);
  expect(diff.expected.before).toBe(`…${"x".repeat(24)}`);
  expect(diff.expected.after).toBe(`${"y".repeat(40)}…`);
});

test("numbers, booleans and values of different kinds", () => {
  expect(diffValues(3, 4)).toEqual({ kind: "number", expected: 3, actual: 4, difference: 1, tolerance: null });
  expect(diffValues(true, false)).toEqual({ kind: "value", expected: true, actual: false });
  expect(diffValues([1], null)).toEqual({ kind: "value", expected: [1], actual: null });
});

test("with the float comparison, elements within the tolerance are the same and a number shows its error", () => {
  const diff = asArray(diffValues([1.5, 2.25], [1.500001, 2.5], { comparison: "float" }));
  expect(statuses(diff.cells)).toEqual(["0 same", "1 changed"]);
  expect(diffValues(2, 2.001, { comparison: "float" })).toMatchObject({ kind: "number", tolerance: 1e-5 });
});

test("unordered: what is missing and what is extra, counted as multisets", () => {
  expect(diffValues([1, 2, 2, 3], [3, 2, 4, 1], { comparison: "unordered" })).toEqual({
    kind: "unordered",
    missing: [2],
    extra: [4],
    expectedLength: 4,
    actualLength: 4,
  });
});

test("unordered-deep ignores the order inside the groups too; unordered does not", () => {
  const expected = [["eat", "tea"], ["bat"]];
  const actual = [["bat"], ["tea", "eat", "ate"]];
  expect(diffValues(expected, actual, { comparison: "unordered-deep" })).toMatchObject({
    missing: [["eat", "tea"]],
    extra: [["tea", "eat", "ate"]],
  });
  expect(diffValues([[1, 2]], [[2, 1]], { comparison: "unordered-deep" })).toEqual({ kind: "same" });
  expect(diffValues([[1, 2]], [[2, 1]], { comparison: "unordered" })).toMatchObject({ missing: [[1, 2]] });
});

test("objects are compared key by key", () => {
  expect(diffValues({ a: 1, b: 2 }, { a: 1, b: 3, c: 4 })).toEqual({
    kind: "object",
    entries: [
      { key: "a", status: "same", expected: 1, actual: 1 },
      { key: "b", status: "changed", expected: 2, actual: 3 },
      { key: "c", status: "extra", actual: 4 },
    ],
  });
});

test("trees are laid out by position and the nodes that differ are marked on both sides", () => {
  const diff = diffValues([4, 2, 7, 1, 3], [4, 7, 2, null, null, 3, 1], { shape: "tree" });
  if (diff.kind !== "tree") throw new Error(diff.kind);
  const marks = (nodes: typeof diff.expected.nodes) =>
    nodes.map((node) => `${node.id || "root"}=${node.value}${node.isDifferent ? "!" : ""}`);
  expect(marks(diff.expected.nodes)).toEqual(["LL=1!", "L=2!", "LR=3!", "root=4", "R=7!"]);
  expect(marks(diff.actual.nodes)).toEqual(["L=7!", "root=4", "RL=3!", "R=2!", "RR=1!"]);
  expect(diff.expected.nodes.map((node) => node.x)).toEqual([0, 1, 2, 3, 4]);
  expect(diff.expected.height).toBe(3);
  expect(diff.differing).toBe(6);
});

test("an empty tree against a tree marks every node, and a tree too large to draw is compared as an array", () => {
  const diff = diffTrees([], [1]);
  expect(diff?.expected.nodes).toEqual([]);
  expect(diff?.actual.nodes).toMatchObject([{ id: "", value: 1, isDifferent: true }]);
  const large = Array.from({ length: 100 }, (_, index) => index);
  expect(diffValues(large, [...large, 100], { shape: "tree" }).kind).toBe("array");
});

test("a linked list is compared node by node and drawn as a list", () => {
  const diff = asArray(diffValues([1, 2, 3], [1, 3], { shape: "list" }));
  expect(diff.display).toBe("list");
  expect(statuses(diff.cells)).toEqual(["0 same", "1 changed", "2 missing"]);
});

test("the result's shape comes from the signature's return type (a void function's from its first argument)", () => {
  const returning = (returns: string, first = "int[]"): Signature =>
    ({ kind: "function", name: "f", params: [{ name: "a", type: first }], returns }) as Signature;
  expect(getResultShape(returning("TreeNode"))).toBe("tree");
  expect(getResultShape(returning("ListNode"))).toBe("list");
  expect(getResultShape(returning("int[]"))).toBe("plain");
  expect(getResultShape(returning("void", "TreeNode"))).toBe("tree");
  const codec: Signature = {
    kind: "codec",
    className: "Codec",
    type: "TreeNode",
    encode: { name: "serialize", param: "root" },
    decode: { name: "deserialize", param: "data" },
  };
  expect(getResultShape(codec)).toBe("tree");
});
