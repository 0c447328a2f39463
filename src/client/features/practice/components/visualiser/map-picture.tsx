import { clsx } from "clsx";
import type { TraceValue } from "@/shared/trace/trace-types";
import { formatTraceValue } from "../../lib/visualiser/format-trace-value";
import { getValueKey } from "../../lib/visualiser/trace-values";
import { findAddedItems, findChangedKeys } from "../../lib/visualiser/value-changes";
import { useTraceView } from "./trace-view-context";
import { MoreItems, PictureScroller } from "./value-cell";

/** A hash map as key → value rows, a row whose key is new or whose value changed in amber. */
export function MapPicture({ name, map }: { name: string; map: Extract<TraceValue, { kind: "map" }> }) {
  const { language, current, previous } = useTraceView();
  const changed = findChangedKeys(map, current, previous);
  if (map.entries.length === 0 && !map.more) return <p className="font-mono text-sm text-slate-500">empty map</p>;
  return (
    <PictureScroller label={`${name}: a map of ${map.entries.length + (map.more ?? 0)} entries`}>
      <table className="border-separate border-spacing-y-0.5 font-mono text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {map.entries.map(([key, value]) => {
            const id = getValueKey(key, current);
            const isChanged = changed.has(id);
            const cell = isChanged ? "border-amber-400 bg-amber-100" : "border-slate-200 bg-white";
            return (
              <tr key={id}>
                <th scope="row" className={clsx("rounded-l-md border px-2 py-1 text-left font-medium", cell)}>
                  {formatTraceValue(key, current, language, 32)}
                </th>
                <td className={clsx("rounded-r-md border border-l-0 px-2 py-1", cell)}>
                  <span aria-hidden className="mr-2 text-slate-400">
                    →
                  </span>
                  {formatTraceValue(value, current, language, 48)}
                  {isChanged ? <span className="sr-only"> (changed)</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <MoreItems count={map.more} />
    </PictureScroller>
  );
}

/** A set as chips, an item added since the previous step in amber. */
export function SetPicture({ name, set }: { name: string; set: Extract<TraceValue, { kind: "set" }> }) {
  const { language, current, previous } = useTraceView();
  const added = findAddedItems(set, current, previous);
  if (set.items.length === 0 && !set.more) return <p className="font-mono text-sm text-slate-500">empty set</p>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={`${name}: a set of ${set.items.length + (set.more ?? 0)} items`}>
      {set.items.map((item) => {
        const id = getValueKey(item, current);
        const isAdded = added.has(id);
        return (
          <li
            key={id}
            className={clsx(
              "rounded-full border px-2.5 py-0.5 font-mono text-sm",
              isAdded ? "border-amber-400 bg-amber-100 text-amber-950" : "border-slate-300 bg-white text-slate-900",
            )}
          >
            {formatTraceValue(item, current, language, 32)}
            {isAdded ? <span className="sr-only"> (added)</span> : null}
          </li>
        );
      })}
      {set.more ? <li className="self-center text-xs text-slate-500">+{set.more} more</li> : null}
    </ul>
  );
}
