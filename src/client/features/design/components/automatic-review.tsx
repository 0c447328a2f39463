import { clsx } from "clsx";
import { CheckCircle2, Crosshair, XCircle } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { type AutomaticReview, REVIEW_DIMENSION_LABELS } from "@/shared/design/design-review";
import type { DesignCheck } from "@/shared/design/design-rules";
import { findingKey } from "../hooks/use-finding-choice";
import { ScoreBadge } from "./review-score-badge";

type OnChoose = (finding: DesignCheck, showOnCanvas?: boolean) => void;

/** The review by rules: which expectations hold (each can be shown on the canvas), the scores, deductions. */
export function AutomaticReviewView({
  review,
  chosen,
  onChoose,
}: {
  review: AutomaticReview;
  chosen: string | null;
  onChoose: OnChoose;
}) {
  const missing = review.findings.filter((finding) => !finding.holds).length;
  return (
    <section aria-labelledby="automatic-review-title" data-testid="automatic-review" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="automatic-review-title" className="font-semibold text-slate-900">
          Automatic review (no AI)
        </h3>
        <ScoreBadge score={review.score} label="from rules" />
      </div>
      <h4 className="text-sm font-medium text-slate-800">
        Expectations: {review.findings.length - missing} hold, {missing} missing
      </h4>
      <ul className="space-y-2">
        {review.findings.map((finding) => (
          <FindingItem
            key={findingKey(finding)}
            finding={finding}
            isChosen={chosen === findingKey(finding)}
            onChoose={onChoose}
          />
        ))}
      </ul>
      <h4 className="text-sm font-medium text-slate-800">Scores</h4>
      <DimensionScores dimensions={review.dimensions} />
      {review.deductions && review.deductions.length > 0 ? (
        <div data-testid="design-deductions" className="space-y-1 rounded-lg border border-amber-200 bg-amber-50 p-2.5">
          <h4 className="text-sm font-medium text-amber-900">What lowered the overall score</h4>
          <ul className="list-disc space-y-1 pl-5 text-sm text-amber-900">
            {review.deductions.map((deduction) => (
              <li key={deduction}>{deduction}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function FindingItem({ finding, isChosen, onChoose }: { finding: DesignCheck; isChosen: boolean; onChoose: OnChoose }) {
  return (
    <li
      data-testid="design-finding"
      data-holds={finding.holds}
      className={clsx(
        "rounded-lg border p-2.5 text-sm",
        isChosen ? "border-amber-400 bg-amber-50" : "border-slate-200",
      )}
    >
      <div className="flex items-start gap-2">
        {finding.holds ? (
          <CheckCircle2 aria-label="Holds" className="mt-0.5 size-4 shrink-0 text-green-700" />
        ) : (
          <XCircle aria-label="Missing" className="mt-0.5 size-4 shrink-0 text-red-700" />
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-medium text-slate-900">{finding.title}</p>
          <p className="text-slate-700">{finding.message}</p>
          <p className="text-xs text-slate-500">Why: {finding.because}</p>
        </div>
        {finding.componentIds.length > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            className="shrink-0 px-2"
            aria-pressed={isChosen}
            onClick={() => onChoose(finding, true)}
          >
            <Crosshair aria-hidden className="size-4" />
            <span className="sr-only">Show {finding.title} on the canvas</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function DimensionScores({ dimensions }: { dimensions: AutomaticReview["dimensions"] }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
      {dimensions.map((dimension) => (
        <div key={dimension.dimension} className="space-y-0.5 p-2.5">
          <dt className="flex items-center justify-between gap-2">
            <span className="font-medium text-slate-900">{REVIEW_DIMENSION_LABELS[dimension.dimension]}</span>
            <span className="text-xs">
              {dimension.score === null ? (
                <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">Needs a human or AI reader</span>
              ) : (
                <>
                  <span className="font-semibold text-slate-900 tabular-nums">{dimension.score}/5</span>
                  <span className="ml-1.5 rounded bg-brand-50 px-1.5 py-0.5 text-brand-800">from rules</span>
                </>
              )}
            </span>
          </dt>
          <dd className="text-slate-600">{dimension.reason}</dd>
        </div>
      ))}
    </dl>
  );
}
