import type { TraceFrame, TraceValue } from "@/shared/trace/trace-types";
import { getInteger, resolveValue, type ValueIndex } from "./trace-values";

/** An integer local of the frame drawn under the cell it indexes. */
export type Pointer = { name: string; index: number };

/**
 * The frame's integer locals whose value is a valid index of a list of `length` items (i, j, left,
 * mid…), in the frame's order. Booleans are not integers here, and `except` (the list's own name) is skipped.
 */
export function findIndexPointers(locals: TraceFrame["locals"], length: number, except?: string): Pointer[] {
  return locals.flatMap(([name, value]) => {
    if (name === except) return [];
    const index = getInteger(value);
    return index !== null && index >= 0 && index < length ? [{ name, index }] : [];
  });
}

const ROW_NAME = /^(r|rows?|i|y|top|bottom|r\d|row_?\w*|i\d|cur_?r(ow)?|nr|new_?r(ow)?)$/i;
const COLUMN_NAME = /^(c|cols?|columns?|j|x|left|right|c\d|col_?\w*|j\d|cur_?c(ol)?|nc|new_?c(ol)?)$/i;

/**
 * A grid's row and column pointers: the integer locals named as rows (r, row, i, y…) or columns (c, col,
 * j, x…) whose value falls inside the grid.
 */
export function findGridPointers(
  locals: TraceFrame["locals"],
  rowCount: number,
  columnCount: number,
): { rows: Pointer[]; columns: Pointer[] } {
  return {
    rows: findIndexPointers(locals, rowCount).filter((pointer) => ROW_NAME.test(pointer.name)),
    columns: findIndexPointers(locals, columnCount).filter((pointer) => COLUMN_NAME.test(pointer.name)),
  };
}

/**
 * The frame's locals that hold one of the given objects (by id): the names drawn under a linked
 * list's node (head, prev, curr, slow, fast). `except` is the variable the picture is drawn for.
 */
export function findNodePointers(
  locals: TraceFrame["locals"],
  ids: ReadonlySet<number>,
  index: ValueIndex,
  except?: string,
): Map<number, string[]> {
  const names = new Map<number, string[]>();
  for (const [name, value] of locals) {
    if (name === except) continue;
    const id = getObjectId(resolveValue(value, index));
    if (id === null || !ids.has(id)) continue;
    names.set(id, [...(names.get(id) ?? []), name]);
  }
  return names;
}

function getObjectId(value: TraceValue): number | null {
  return value.kind === "object" || value.kind === "ref" ? value.id : null;
}
