import { clsx } from "clsx";
import type { TraceFrame } from "@/shared/trace/trace-types";
import { isLocalChanged } from "../../lib/visualiser/value-changes";
import { useTraceView } from "./trace-view-context";
import { isDrawn, ValuePicture } from "./value-picture";

/**
 * A frame's variables in definition order: a scalar beside its name, a list, map, set, linked list,
 * tree, grid or graph drawn below it; a variable that changed since the previous step marked.
 */
export function TraceVariables({ frame, previousFrame }: { frame: TraceFrame; previousFrame: TraceFrame | null }) {
  const view = useTraceView();
  if (frame.locals.length === 0) return <p className="text-sm text-slate-500">No variables yet.</p>;
  return (
    <dl className="space-y-1.5">
      {frame.locals.map(([name, value]) => {
        const isChanged = isLocalChanged(name, value, view.current, previousFrame, view.previous);
        const isPicture = isDrawn(name, value, view);
        return (
          <div
            key={name}
            data-variable={name}
            className={clsx(
              "min-w-0 rounded-lg border px-3 py-2 transition-colors",
              isChanged ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white",
              isPicture ? "space-y-1.5" : "flex flex-wrap items-baseline gap-x-3 gap-y-1",
            )}
          >
            <dt className="flex shrink-0 items-center gap-2 font-mono text-sm font-semibold text-slate-700">
              {name}
              {isChanged ? (
                <span className="rounded-full bg-amber-200 px-1.5 py-px font-sans text-[0.65rem] font-semibold text-amber-900 uppercase">
                  changed
                </span>
              ) : null}
            </dt>
            <dd className="min-w-0">
              <ValuePicture name={name} value={value} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
