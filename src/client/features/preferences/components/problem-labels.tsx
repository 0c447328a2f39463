import { EyeOff } from "lucide-react";
import type { ReactNode } from "react";
import { useProblemLabels } from "../hooks/use-problem-labels";

/**
 * A problem's labels on the solve page (difficulty, topic, companies, pattern tags: every badge that
 * says what kind of problem it is goes inside), or, when the user practises without them, a note and a
 * "Show labels" button for this problem alone.
 */
export function ProblemLabels({ problemId, children }: { problemId: string; children: ReactNode }) {
  const labels = useProblemLabels(problemId);
  if (!labels.isHidden) return children;
  if (!labels.canReveal) return null;
  return (
    <span
      data-testid="problem-labels-hidden"
      className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700"
    >
      <EyeOff aria-hidden className="size-3.5 shrink-0" />
      Difficulty and tags hidden
      <button
        type="button"
        onClick={labels.reveal}
        className="rounded font-medium text-brand-700 underline hover:text-brand-800"
      >
        Show labels
      </button>
    </span>
  );
}
