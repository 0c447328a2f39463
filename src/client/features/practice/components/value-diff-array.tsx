import { clsx } from "clsx";
import { Fragment } from "react";
import type { ArrayCell, ArrayDiff } from "../lib/diff-values";
import { formatJudgeValue } from "../lib/format-judge-value";

type Side = "expected" | "actual";
type Tone = "same" | "differs" | "absent";

const SIDE_LABELS: Record<Side, string> = { expected: "Expected", actual: "Actual" };

/** How a cell shows on one side: its value, or "—" where that side has no element. */
function readCell(cell: Extract<ArrayCell, { kind: "item" }>, side: Side): { text: string; tone: Tone } {
  const isAbsent = (side === "actual" && cell.status === "missing") || (side === "expected" && cell.status === "extra");
  if (isAbsent) return { text: "—", tone: "absent" };
  return { text: formatJudgeValue(cell[side]), tone: cell.status === "same" ? "same" : "differs" };
}

function cellClasses(tone: Tone, side: Side) {
  return clsx(
    "min-w-7 rounded px-1.5 py-0.5 text-center whitespace-nowrap",
    tone === "same" && "bg-slate-100 text-slate-700",
    tone === "differs" && side === "expected" && "bg-emerald-50 font-semibold text-emerald-900 ring-1 ring-emerald-400",
    tone === "differs" && side === "actual" && "bg-red-50 font-semibold text-red-900 ring-1 ring-red-400",
    tone === "absent" && "border border-dashed border-slate-400 text-slate-500",
  );
}

function gapText(cell: Extract<ArrayCell, { kind: "gap" }>) {
  const count = cell.to - cell.from + 1;
  return `${count} equal or unlisted ${count === 1 ? "element" : "elements"} (${cell.from}–${cell.to})`;
}

/** A flat array: the indexes (or a design problem's calls) above, the expected row, then the returned row. */
function RowTable({ diff, labels }: { diff: ArrayDiff; labels?: readonly string[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="border-separate border-spacing-1 font-mono text-xs">
        <thead>
          <tr>
            <th scope="col" className="pr-1 text-left font-sans font-medium text-slate-500">
              {labels ? "Call" : "Index"}
            </th>
            {diff.cells.map((cell) => (
              <th
                key={cell.kind === "gap" ? `gap-${cell.from}` : cell.index}
                scope="col"
                className={clsx(
                  "font-normal",
                  cell.kind === "item" && cell.status !== "same" ? "text-red-700" : "text-slate-500",
                )}
              >
                {cell.kind === "gap" ? "…" : (labels?.[cell.index] ?? cell.index)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(["expected", "actual"] as const).map((side) => (
            <tr key={side}>
              <th scope="row" className="pr-1 text-left font-sans font-medium text-slate-500">
                {SIDE_LABELS[side]}
              </th>
              <ArrayCells diff={diff} side={side} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One side of a grid, row by row: a changed row cell by cell, a row only one side has marked whole. */
function GridSide({ diff, side }: { diff: ArrayDiff; side: Side }) {
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 text-xs font-medium text-slate-500">{SIDE_LABELS[side]}</figcaption>
      <div className="overflow-x-auto">
        <table className="border-separate border-spacing-0.5 font-mono text-xs">
          <tbody>
            {diff.cells.map((row) => (
              <tr key={row.kind === "gap" ? `gap-${row.from}` : row.index}>
                <th scope="row" className="pr-1 text-right font-normal text-slate-400">
                  {row.kind === "gap" ? "…" : row.index}
                </th>
                {row.kind === "gap" ? (
                  <td className="text-slate-400">{gapText(row).replace("element", "row")}</td>
                ) : (
                  <GridRowCells row={row} side={side} />
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function GridRowCells({ row, side }: { row: Extract<ArrayCell, { kind: "item" }>; side: Side }) {
  if (row.inner) return <ArrayCells diff={row.inner} side={side} />;
  const { text, tone } = readCell(row, side);
  const values = row[side];
  if (tone === "absent" || !Array.isArray(values)) return <td className={cellClasses(tone, side)}>{text}</td>;
  return values.map((value, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are identified by their column.
    <td key={index} className={cellClasses(tone, side)}>
      {formatJudgeValue(value)}
    </td>
  ));
}

function ArrayCells({ diff, side }: { diff: ArrayDiff; side: Side }) {
  return diff.cells.map((cell) => {
    if (cell.kind === "gap")
      return (
        <td key={`gap-${cell.from}`} title={gapText(cell)} className="px-1 text-center text-slate-400">
          …
        </td>
      );
    const { text, tone } = readCell(cell, side);
    return (
      <td key={cell.index} className={cellClasses(tone, side)} data-status={cell.status}>
        {text}
      </td>
    );
  });
}

/** A linked list as chained boxes: 1 → 2 → 3 → null, the nodes that differ marked. */
function ListChain({ diff, side }: { diff: ArrayDiff; side: Side }) {
  return (
    <div className="flex items-center gap-2">
      <span className="w-16 shrink-0 text-xs font-medium text-slate-500">{SIDE_LABELS[side]}</span>
      <ol
        className="flex items-center gap-1 overflow-x-auto py-1 font-mono text-xs"
        aria-label={`${SIDE_LABELS[side]} list`}
      >
        {diff.cells.map((cell) => {
          if (cell.kind === "gap")
            return (
              <li key={`gap-${cell.from}`} title={gapText(cell)} className="text-slate-400">
                … →
              </li>
            );
          const { text, tone } = readCell(cell, side);
          // The shorter list simply ends sooner: its null comes after its last node.
          if (tone === "absent") return null;
          return (
            <Fragment key={cell.index}>
              <li className={clsx(cellClasses(tone, side), "border border-slate-300")}>{text}</li>
              <li aria-hidden className="text-slate-400">
                →
              </li>
            </Fragment>
          );
        })}
        <li className="text-slate-500">null</li>
      </ol>
    </div>
  );
}

/** An array's difference drawn by its kind: a row of elements, a grid side by side, or two linked lists. */
export function ArrayDiffView({ diff, labels }: { diff: ArrayDiff; labels?: readonly string[] }) {
  if (diff.display === "grid")
    return (
      <div className="flex flex-wrap gap-4">
        <GridSide diff={diff} side="expected" />
        <GridSide diff={diff} side="actual" />
      </div>
    );
  if (diff.display === "list")
    return (
      <div className="space-y-1">
        <ListChain diff={diff} side="expected" />
        <ListChain diff={diff} side="actual" />
      </div>
    );
  return <RowTable diff={diff} labels={labels} />;
}
