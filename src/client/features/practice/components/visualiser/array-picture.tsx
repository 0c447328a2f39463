import type { TraceValue } from "@/shared/trace/trace-types";
import { findIndexPointers } from "../../lib/visualiser/find-pointers";
import { formatTraceValue } from "../../lib/visualiser/format-trace-value";
import { findChangedItems } from "../../lib/visualiser/value-changes";
import { useTraceView } from "./trace-view-context";
import { MoreItems, PictureScroller, PointerNames, ValueCell } from "./value-cell";

type ListValue = Extract<TraceValue, { kind: "list" }>;

/**
 * A list as cells with their indices; the frame's integer locals that index into it (i, j, mid) under
 * their cell; a cell that changed since the previous step in amber.
 */
export function ArrayPicture({ name, list }: { name: string; list: ListValue }) {
  const { language, current, previous, locals } = useTraceView();
  const changed = findChangedItems(list, current, previous);
  const pointers = findIndexPointers(locals, list.items.length, name);
  return (
    <PictureScroller label={`${name}: a list of ${list.items.length + (list.more ?? 0)} items`}>
      <ol className="flex w-max items-start gap-1">
        {list.items.map((item, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its position in the list.
          <li key={position} className="flex min-w-9 flex-col items-center gap-0.5">
            <span className="text-[0.65rem] text-slate-500 tabular-nums">{position}</span>
            <ValueCell isChanged={changed.has(position)}>{formatTraceValue(item, current, language, 24)}</ValueCell>
            <PointerNames
              names={pointers.filter((pointer) => pointer.index === position).map((pointer) => pointer.name)}
            />
          </li>
        ))}
        <MoreItems count={list.more} />
      </ol>
    </PictureScroller>
  );
}

/**
 * A stack (a list named stack: its top is the last item) or a queue (a deque, or a list named queue:
 * its front is the first), drawn in a row with the top or the front marked.
 */
export function StackPicture({ name, list, kind }: { name: string; list: ListValue; kind: "stack" | "queue" }) {
  const { language, current, previous } = useTraceView();
  const changed = findChangedItems(list, current, previous);
  const last = list.items.length - 1;
  const markerAt = (position: number) => {
    if (kind === "stack") return position === last && !list.more ? "top" : null;
    if (position === 0) return last === 0 ? "front · back" : "front";
    return position === last && !list.more ? "back" : null;
  };
  if (list.items.length === 0) return <p className="font-mono text-sm text-slate-500">empty {kind}</p>;
  return (
    <PictureScroller label={`${name}: a ${kind} of ${list.items.length + (list.more ?? 0)} items`}>
      <ol className="flex w-max items-start gap-1">
        {list.items.map((item, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its position in the stack or queue.
          <li key={position} className="flex min-w-9 flex-col items-center gap-0.5">
            <ValueCell isChanged={changed.has(position)}>{formatTraceValue(item, current, language, 24)}</ValueCell>
            {markerAt(position) ? (
              <span className="text-xs font-semibold text-brand-700">
                <span aria-hidden>↑ </span>
                {markerAt(position)}
              </span>
            ) : null}
          </li>
        ))}
        <MoreItems count={list.more} />
      </ol>
    </PictureScroller>
  );
}
