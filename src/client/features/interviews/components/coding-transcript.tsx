import { clsx } from "clsx";
import type { CodingTurn } from "@/shared/schemas/coding-interviews";

/** The round's conversation, interviewer and candidate turns in order; new turns are announced. */
export function CodingTranscript({ turns, isLive = false }: { turns: CodingTurn[]; isLive?: boolean }) {
  return (
    <section aria-labelledby="coding-transcript-title" className="space-y-3">
      <h4 id="coding-transcript-title" className="text-sm font-semibold text-slate-900">
        Transcript
      </h4>
      <ol aria-live={isLive ? "polite" : undefined} className="space-y-2">
        {turns.map((turn, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: turns are only ever appended, so a position never changes
            key={index}
            className={clsx(
              "rounded-lg px-3 py-2 text-sm",
              turn.role === "candidate"
                ? "ml-6 bg-brand-50 text-slate-900"
                : turn.kind === "nudge"
                  ? "mr-6 border border-amber-200 bg-amber-50 text-amber-950"
                  : "mr-6 bg-slate-100 text-slate-900",
            )}
          >
            <p className="text-xs font-semibold text-slate-600">
              {turn.role === "candidate" ? "You" : turn.kind === "nudge" ? "Interviewer (nudge)" : "Interviewer"}
            </p>
            <p className="break-words whitespace-pre-wrap">{turn.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
