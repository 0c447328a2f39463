import type { CriterionScore } from "@/shared/schemas/interview-answers";
import { ANSWER_RATING_MAX } from "@/shared/schemas/interviews";

/** Scores per criterion as bars, each with "4/5" in text and its one-line reason. */
export function CriteriaChart({ criteria }: { criteria: CriterionScore[] }) {
  return (
    <ul aria-label="Scores per criterion" className="space-y-3">
      {criteria.map((criterion) => (
        <li key={criterion.criterion} className="text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="font-medium text-slate-900">{criterion.criterion}</span>
            <span className="font-semibold text-slate-900 tabular-nums">
              {criterion.score}/{ANSWER_RATING_MAX}
            </span>
          </div>
          <div
            aria-hidden
            className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100 print:border print:border-black"
          >
            <div
              className="h-full rounded-full bg-brand-600 print:bg-black"
              style={{ width: `${(criterion.score / ANSWER_RATING_MAX) * 100}%` }}
            />
          </div>
          <p className="mt-1 text-slate-600">{criterion.reason}</p>
        </li>
      ))}
    </ul>
  );
}
