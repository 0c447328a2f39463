import { clsx } from "clsx";
import type { TraceFrame } from "@/shared/trace/trace-types";

type TraceCallStackProps = { stack: readonly TraceFrame[]; selected: number; onSelect: (depth: number) => void };

/** The calls on the stack, the innermost first: selecting one shows its variables. */
export function TraceCallStack({ stack, selected, onSelect }: TraceCallStackProps) {
  const innermost = stack.length - 1;
  return (
    <ol aria-label="Call stack" className="flex flex-wrap gap-1.5">
      {stack
        .map((frame, depth) => ({ frame, depth }))
        .reverse()
        .map(({ frame, depth }) => (
          <li key={depth}>
            <button
              type="button"
              aria-pressed={depth === selected}
              onClick={() => onSelect(depth)}
              className={clsx(
                "flex min-h-10 items-center gap-1.5 rounded-lg border px-2.5 text-sm transition-colors lg:min-h-8",
                depth === selected
                  ? "border-brand-500 bg-brand-50 text-brand-700"
                  : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
              )}
            >
              <span className="font-mono font-medium">{frame.functionName}</span>
              <span className="text-xs text-slate-600">line {frame.line}</span>
              {depth === innermost && stack.length > 1 ? <span className="sr-only">(innermost)</span> : null}
            </button>
          </li>
        ))}
    </ol>
  );
}
