import { clsx } from "clsx";
import { Timer } from "lucide-react";
import { describeElapsed, formatElapsed } from "@/client/lib/format-duration";
import type { InterviewType } from "@/shared/constants/practice-options";
import { formatSuggestedLength, isPastSuggestedLength } from "../lib/answer-timer";

/** "2:14 / 2–3 min": time on this question against the suggested length; amber once past it. */
export function QuestionTimer({ type, seconds }: { type: InterviewType; seconds: number }) {
  const isPast = isPastSuggestedLength(type, seconds);
  const suggestion = formatSuggestedLength(type);
  return (
    <p className="flex items-center gap-2 text-sm">
      <Timer aria-hidden className={clsx("size-4 shrink-0", isPast ? "text-amber-600" : "text-slate-500")} />
      <span
        role="timer"
        aria-label={`Time on this question: ${describeElapsed(seconds)} of a suggested ${suggestion}${isPast ? ", past the suggestion" : ""}`}
        className={clsx("font-mono font-semibold tabular-nums", isPast ? "text-amber-700" : "text-slate-900")}
      >
        {formatElapsed(seconds)}
      </span>
      <span aria-hidden className="text-slate-500">
        / {suggestion}
      </span>
    </p>
  );
}
