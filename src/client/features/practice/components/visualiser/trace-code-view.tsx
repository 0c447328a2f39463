import { clsx } from "clsx";
import { useEffect, useRef } from "react";

type TraceCodeViewProps = {
  /** The traced code's lines (a copy: the editor may have changed since). */
  lines: readonly string[];
  /** The line the step is at; highlighted and kept in view. */
  currentLine: number | null;
  /** The selected caller's line, when the user looks at an outer frame. */
  frameLine?: number | null;
  tone?: "step" | "error";
  /** Clicking a line number goes to the next step at that line. */
  onLineClick?: (line: number) => void;
  className?: string;
};

/** The traced code with the current line highlighted and scrolled into view inside its own box. */
export function TraceCodeView({
  lines,
  currentLine,
  frameLine,
  tone = "step",
  onLineClick,
  className,
}: TraceCodeViewProps) {
  const boxRef = useRef<HTMLElement>(null);
  // Keeping the line in view is the box's own scrolling (not scrollIntoView, which would move the page too).
  useEffect(() => {
    const box = boxRef.current;
    const row = box?.querySelector<HTMLElement>(`[data-line="${currentLine}"]`);
    if (!box || !row) return;
    const isAbove = row.offsetTop < box.scrollTop;
    const isBelow = row.offsetTop + row.offsetHeight > box.scrollTop + box.clientHeight;
    if (isAbove || isBelow) box.scrollTop = Math.max(0, row.offsetTop - box.clientHeight / 3);
  }, [currentLine]);

  return (
    <section
      ref={boxRef}
      className={clsx("relative overflow-auto rounded-lg border border-slate-200 bg-slate-50 py-1", className)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the code box scrolls, so the keyboard must reach it.
      tabIndex={0}
      aria-label="Traced code"
    >
      <ol className="min-w-max font-mono text-xs leading-6">
        {lines.map((text, position) => {
          const line = position + 1;
          const isCurrent = line === currentLine;
          return (
            <li
              key={line}
              data-line={line}
              aria-current={isCurrent ? "step" : undefined}
              className={clsx(
                "flex pr-3",
                isCurrent && tone === "step" && "bg-brand-100 shadow-[inset_3px_0_0] shadow-brand-600",
                isCurrent && tone === "error" && "bg-red-100 shadow-[inset_3px_0_0] shadow-red-600",
                !isCurrent && line === frameLine && "bg-slate-200/70",
              )}
            >
              {onLineClick ? (
                <button
                  type="button"
                  tabIndex={-1}
                  onClick={() => onLineClick(line)}
                  aria-label={`Step to line ${line}`}
                  title={`Go to the next step at line ${line}`}
                  className="w-10 shrink-0 pr-3 text-right text-slate-500 select-none hover:text-brand-700"
                >
                  {line}
                </button>
              ) : (
                <span aria-hidden className="w-10 shrink-0 pr-3 text-right text-slate-500 select-none">
                  {line}
                </span>
              )}
              <span className={clsx("whitespace-pre", isCurrent ? "text-slate-950" : "text-slate-700")}>
                {isCurrent ? <span className="sr-only">Current line: </span> : null}
                {text || " "}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
