import { clsx } from "clsx";
import type { ReactNode } from "react";

/** One box of a drawn list, stack or queue: amber when it changed since the previous step. */
export function ValueCell({ children, isChanged }: { children: ReactNode; isChanged: boolean }) {
  return (
    <span
      className={clsx(
        "flex h-9 min-w-9 items-center justify-center rounded-md border px-2 font-mono text-sm whitespace-nowrap tabular-nums transition-colors",
        isChanged ? "border-amber-400 bg-amber-100 text-amber-950" : "border-slate-300 bg-white text-slate-900",
      )}
    >
      {children}
      {isChanged ? <span className="sr-only"> (changed)</span> : null}
    </span>
  );
}

/** Pointer names under a cell (i, j, mid), one per line with an arrow up to the cell. */
export function PointerNames({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <span className="flex flex-col items-center text-xs leading-tight font-semibold text-brand-700">
      <span aria-hidden>↑</span>
      {names.map((name) => (
        <span key={name} className="font-mono">
          {name}
        </span>
      ))}
    </span>
  );
}

/** "+3 more" after the recorded items of a cut value. */
export function MoreItems({ count }: { count: number | undefined }) {
  if (!count) return null;
  return <span className="self-center px-1 text-xs whitespace-nowrap text-slate-500">+{count} more</span>;
}

/** Lets a picture wider than the panel scroll sideways instead of widening the page. */
export function PictureScroller({ children, label }: { children: ReactNode; label: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard to scroll it.
    <figure className="max-w-full overflow-x-auto pb-1" tabIndex={0} aria-label={label}>
      {children}
    </figure>
  );
}
