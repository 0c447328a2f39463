import { type Comparison, compareResults, FLOAT_TOLERANCE } from "@/shared/judge/compare-results";
import type { Signature } from "@/shared/schemas/problem-judge";
import { diffStrings, type StringDiff } from "./diff-strings";
import { diffTrees, type TreeDiff } from "./diff-trees";

// What differs between a test's expected value and the value the code returned, as data for the results
// panel to draw: element by element for arrays (row by row for grids), character by character for strings,
// node by node for trees, and what is missing and extra when the problem ignores order.

/** How the problem's signature says a result is to be read: a level-order tree, a linked list, or plain JSON. */
export type ValueShape = "tree" | "list" | "plain";

export type CellStatus = "same" | "changed" | "missing" | "extra";

export type ArrayCell =
  | {
      kind: "item";
      index: number;
      /** "missing": only the expected value has this element; "extra": only the returned one. */
      status: CellStatus;
      expected?: unknown;
      actual?: unknown;
      /** A changed row of a grid, compared cell by cell. */
      inner?: ArrayDiff;
    }
  /** Elements from..to (inclusive) left out: long runs between the differences. */
  | { kind: "gap"; from: number; to: number };

export type ArrayDiff = {
  kind: "array";
  /** "grid": a list of rows (a matrix); "list": a linked list's values; "row": anything else. */
  display: "row" | "grid" | "list";
  cells: ArrayCell[];
  /** How many elements differ (changed, missing or extra). */
  differing: number;
  /** Differences beyond the first MAX_SHOWN_DIFFERENCES, counted but not listed. */
  hiddenDifferences: number;
  expectedLength: number;
  actualLength: number;
};

export type ValueDiff =
  | { kind: "same" }
  /** Two values that are not compared piece by piece: booleans, null, or values of different kinds. */
  | { kind: "value"; expected: unknown; actual: unknown }
  /** `tolerance` is the float comparison's allowed error (null for an exact comparison). */
  | { kind: "number"; expected: number; actual: number; difference: number; tolerance: number | null }
  | StringDiff
  | ArrayDiff
  | { kind: "unordered"; missing: unknown[]; extra: unknown[]; expectedLength: number; actualLength: number }
  | { kind: "object"; entries: ObjectEntry[] }
  | TreeDiff;

export type ObjectEntry = { key: string; status: CellStatus; expected?: unknown; actual?: unknown };

/** Arrays up to this length are shown whole; longer ones keep the elements near a difference. */
const SHOWN_WHOLE = 30;
/** Equal elements kept on each side of a difference. */
const CONTEXT = 2;
export const MAX_SHOWN_DIFFERENCES = 50;

type DiffOptions = { comparison?: Comparison; shape?: ValueShape };

/** What differs between `expected` and `actual` under the problem's comparison ({kind: "same"} when nothing). */
export function diffValues(
  expected: unknown,
  actual: unknown,
  { comparison = "exact", shape = "plain" }: DiffOptions = {},
): ValueDiff {
  if (compareResults(actual, expected, comparison)) return { kind: "same" };
  if (shape === "tree") {
    const tree = diffTrees(expected, actual);
    if (tree) return tree;
  }
  if (
    (comparison === "unordered" || comparison === "unordered-deep") &&
    Array.isArray(expected) &&
    Array.isArray(actual)
  ) {
    return diffUnordered(expected, actual, comparison === "unordered-deep");
  }
  return diffPlain(expected, actual, comparison === "float", shape === "list" ? "list" : "row");
}

function diffPlain(expected: unknown, actual: unknown, isFloat: boolean, display: "row" | "list"): ValueDiff {
  if (typeof expected === "number" && typeof actual === "number") {
    const tolerance = isFloat ? FLOAT_TOLERANCE : null;
    return { kind: "number", expected, actual, difference: actual - expected, tolerance };
  }
  if (typeof expected === "string" && typeof actual === "string") return diffStrings(expected, actual);
  if (Array.isArray(expected) && Array.isArray(actual)) return diffArrays(expected, actual, isFloat, display);
  if (isPlainObject(expected) && isPlainObject(actual)) return diffObjects(expected, actual, isFloat);
  return { kind: "value", expected, actual };
}

function isGrid(expected: unknown[], actual: unknown[]): boolean {
  const rows = [...expected, ...actual];
  return rows.length > 0 && rows.every((row) => Array.isArray(row));
}

function compareItem(expected: unknown[], actual: unknown[], index: number, isFloat: boolean) {
  if (index >= actual.length) return { status: "missing" as const, expected: expected[index] };
  if (index >= expected.length) return { status: "extra" as const, actual: actual[index] };
  const pair = { expected: expected[index], actual: actual[index] };
  const isSame = compareResults(pair.actual, pair.expected, isFloat ? "float" : "exact");
  return { status: isSame ? ("same" as const) : ("changed" as const), ...pair };
}

/** Element by element: the differing indexes marked, the elements one side lacks at the end, rows of a grid cell by cell. */
export function diffArrays(
  expected: unknown[],
  actual: unknown[],
  isFloat = false,
  display: "row" | "list" = "row",
): ArrayDiff {
  const length = Math.max(expected.length, actual.length);
  const isGridShape = display === "row" && isGrid(expected, actual);
  const items = Array.from({ length }, (_, index) => compareItem(expected, actual, index, isFloat));
  const differingIndexes = items.flatMap((item, index) => (item.status === "same" ? [] : [index]));
  const shown = differingIndexes.slice(0, MAX_SHOWN_DIFFERENCES);
  const visible = getVisibleIndexes(length, shown, (index) => items[index]?.status === "same");
  const cells: ArrayCell[] = [];
  for (let index = 0; index < length; index++) {
    if (!visible.has(index)) {
      const last = cells.at(-1);
      if (last?.kind === "gap") last.to = index;
      else cells.push({ kind: "gap", from: index, to: index });
      continue;
    }
    const item = items[index] as ReturnType<typeof compareItem>;
    const inner =
      isGridShape && item.status === "changed" && Array.isArray(item.expected) && Array.isArray(item.actual)
        ? diffArrays(item.expected, item.actual, isFloat)
        : undefined;
    cells.push({ kind: "item", index, ...item, ...(inner ? { inner } : {}) });
  }
  return {
    kind: "array",
    display: isGridShape ? "grid" : display,
    cells,
    differing: differingIndexes.length,
    hiddenDifferences: differingIndexes.length - shown.length,
    expectedLength: expected.length,
    actualLength: actual.length,
  };
}

/** Every index of a short array; of a long one, the shown differences and the equal elements beside them. */
function getVisibleIndexes(length: number, shown: readonly number[], isSame: (index: number) => boolean): Set<number> {
  if (length <= SHOWN_WHOLE) return new Set(Array.from({ length }, (_, index) => index));
  const visible = new Set(shown);
  for (const index of shown) {
    for (let near = Math.max(0, index - CONTEXT); near <= Math.min(length - 1, index + CONTEXT); near++) {
      if (isSame(near)) visible.add(near);
    }
  }
  return visible;
}

/**
 * For a problem that accepts any order: the expected elements the answer lacks and the elements it has
 * too many of, counted as multisets (an element expected twice and returned once is missing once).
 */
export function diffUnordered(expected: unknown[], actual: unknown[], isDeep: boolean): ValueDiff {
  const keyOf = (value: unknown) => JSON.stringify(isDeep ? sortDeep(value) : value) ?? "undefined";
  const remaining = new Map<string, unknown[]>();
  for (const value of actual) {
    const key = keyOf(value);
    remaining.set(key, [...(remaining.get(key) ?? []), value]);
  }
  const missing: unknown[] = [];
  for (const value of expected) {
    const matches = remaining.get(keyOf(value));
    if (matches && matches.length > 0) matches.shift();
    else missing.push(value);
  }
  const extra = [...remaining.values()].flat();
  return { kind: "unordered", missing, extra, expectedLength: expected.length, actualLength: actual.length };
}

// The order unordered-deep ignores inside nested lists: the same canonical order compareResults uses.
function sortDeep(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value
    .map(sortDeep)
    .map((item) => ({ key: JSON.stringify(item) ?? "undefined", item }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((entry) => entry.item);
}

function diffObjects(expected: Record<string, unknown>, actual: Record<string, unknown>, isFloat: boolean): ValueDiff {
  const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])];
  const entries = keys.map((key): ObjectEntry => {
    if (!(key in actual)) return { key, status: "missing", expected: expected[key] };
    if (!(key in expected)) return { key, status: "extra", actual: actual[key] };
    const isSame = compareResults(actual[key], expected[key], isFloat ? "float" : "exact");
    return { key, status: isSame ? "same" : "changed", expected: expected[key], actual: actual[key] };
  });
  return { kind: "object", entries };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** How the signature says a test's result reads: the return type (for a void function, its first argument's). */
export function getResultShape(signature: Signature): ValueShape {
  const type =
    signature.kind === "function"
      ? signature.returns === "void"
        ? signature.params[0]?.type
        : signature.returns
      : signature.kind === "codec"
        ? signature.type
        : undefined;
  if (type === "TreeNode") return "tree";
  if (type === "ListNode") return "list";
  return "plain";
}
