import { formatCount } from "@/shared/format-count";
import { useLiveCounter } from "../hooks/use-live-counter";
import { COUNTER_START, COUNTER_TICK_MS } from "../lib/home-content";

/** "847 interviews scheduled this week", growing slowly while the page is open. */
export function InterviewsCounter() {
  const count = useLiveCounter(COUNTER_START, COUNTER_TICK_MS);
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-white/5 px-4 py-2 text-sm text-slate-300 ring-1 ring-white/10">
      <span className="relative flex size-2.5" aria-hidden="true">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2.5 rounded-full bg-emerald-400" />
      </span>
      <span>
        <strong className="font-semibold text-white tabular-nums" data-testid="interviews-counter">
          {formatCount(count)}
        </strong>{" "}
        interviews scheduled this week
      </span>
    </p>
  );
}
