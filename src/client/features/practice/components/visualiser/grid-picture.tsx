import { clsx } from "clsx";
import type { TraceValue } from "@/shared/trace/trace-types";
import { findGridPointers } from "../../lib/visualiser/find-pointers";
import { formatTraceValue } from "../../lib/visualiser/format-trace-value";
import { resolveValue } from "../../lib/visualiser/trace-values";
import { findChangedItems } from "../../lib/visualiser/value-changes";
import { useTraceView } from "./trace-view-context";
import { MoreItems, PictureScroller } from "./value-cell";

type ListValue = Extract<TraceValue, { kind: "list" }>;

/**
 * A list of lists of numbers or strings as a table: row and column indices, the row and column locals
 * (r, c, i, j…) beside their row and above their column, the cell they meet at outlined, changed cells amber.
 */
export function GridPicture({ name, grid }: { name: string; grid: ListValue }) {
  const { language, current, previous, locals } = useTraceView();
  const rows = grid.items.map((row) => resolveValue(row, current)).filter((row) => row.kind === "list");
  const columnCount = Math.max(0, ...rows.map((row) => row.items.length));
  const pointers = findGridPointers(locals, rows.length, columnCount);
  const rowAt = pointers.rows.length === 1 ? pointers.rows[0]?.index : undefined;
  const columnAt = pointers.columns.length === 1 ? pointers.columns[0]?.index : undefined;
  const namesAt = (list: typeof pointers.rows, position: number) =>
    list.filter((pointer) => pointer.index === position).map((pointer) => pointer.name);
  return (
    <PictureScroller label={`${name}: a grid of ${rows.length} rows and ${columnCount} columns`}>
      <table className="border-separate border-spacing-0.5 font-mono text-sm">
        <thead>
          <tr>
            <td />
            {Array.from({ length: columnCount }, (_, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a header is its column.
              <th key={column} scope="col" className="px-1 align-bottom text-[0.65rem] font-normal text-slate-500">
                <GridPointer names={namesAt(pointers.columns, column)} arrow="↓" isBlock />
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => {
            const changed = findChangedItems(row, current, previous);
            return (
              <tr key={row.id}>
                <th scope="row" className="pr-1 text-right text-[0.65rem] font-normal whitespace-nowrap text-slate-500">
                  <GridPointer names={namesAt(pointers.rows, rowIndex)} arrow="→" />
                  {rowIndex}
                </th>
                {row.items.map((cell, column) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column.
                    key={column}
                    className={clsx(
                      "h-8 min-w-8 rounded border px-1.5 text-center",
                      changed.has(column) ? "border-amber-400 bg-amber-100" : "border-slate-200 bg-white",
                      rowIndex === rowAt && column === columnAt && "ring-2 ring-brand-500",
                    )}
                    data-current={rowIndex === rowAt && column === columnAt ? "" : undefined}
                  >
                    {/* A grid of characters ('1', 'X', '.') reads best without quotes. */}
                    {cell.kind === "string" ? cell.value.slice(0, 12) : formatTraceValue(cell, current, language, 12)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <MoreItems count={grid.more} />
    </PictureScroller>
  );
}

function GridPointer({ names, arrow, isBlock }: { names: string[]; arrow: string; isBlock?: boolean }) {
  if (names.length === 0) return null;
  return (
    <span className={clsx("font-semibold text-brand-700", isBlock ? "block" : "mr-1 inline-block")}>
      {names.join(",")}
      <span aria-hidden> {arrow}</span>
    </span>
  );
}
