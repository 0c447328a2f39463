import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { Spinner } from "@/client/components/ui/spinner";
import { LANGUAGE_LABELS, type Language } from "@/shared/judge/languages";
import type { CodeReviewResult } from "../hooks/use-code-review";
import { describeReferenceComplexity } from "../lib/code-review/format-review";
import { CodeReviewEstimate, CodeReviewTests } from "./code-review-automatic";
import { CodeReviewRemarks } from "./code-review-remarks";

type CodeReviewPanelProps = {
  result: CodeReviewResult | null;
  isRequesting: boolean;
  error: string | null;
  onDismissError: () => void;
  /** The remarks' lines are the reviewed code's: say so once the code on screen is another. */
  isStale: boolean;
  language: Language;
  isClassProblem: boolean;
  onGoToLine: (line: number) => void;
};

/** The "Review" tab: the last review of the user's code, kept while a newer one runs or if it fails. */
export function CodeReviewPanel(props: CodeReviewPanelProps) {
  const { result, isRequesting, error } = props;
  return (
    <div aria-live="polite" aria-busy={isRequesting} className="space-y-3">
      {isRequesting ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner className="size-4 text-brand-600" label="Reviewing" />
          Reviewing…
        </p>
      ) : null}
      {error ? <ErrorBanner message={error} onDismiss={props.onDismissError} /> : null}
      {result ? (
        <ReviewView {...props} result={result} />
      ) : isRequesting ? null : (
        <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-slate-600">
          <Sparkles aria-hidden className="size-8 text-slate-400" />
          <p>Press Review my code for remarks on your code, shown here and beside its lines.</p>
        </div>
      )}
    </div>
  );
}

function ReviewView({
  result,
  isStale,
  language,
  isClassProblem,
  onGoToLine,
}: CodeReviewPanelProps & { result: CodeReviewResult }) {
  const { review } = result;
  const isAutomatic = review.kind === "automatic";
  return (
    <section aria-label="Code review" className="space-y-4">
      <header className="space-y-1">
        <h3 className="text-sm font-semibold text-slate-900">
          {isAutomatic ? "Automatic review (no AI)" : "AI review"}
        </h3>
        {isStale || result.language !== language ? (
          <p className="text-xs text-amber-800">
            Made on an earlier version of your code
            {result.language !== language ? ` (in ${LANGUAGE_LABELS[result.language]})` : ""}.
          </p>
        ) : null}
        {review.summary ? <p className="text-sm text-slate-800">{review.summary}</p> : null}
      </header>

      <ReviewSection title="Complexity">
        {review.complexity ? (
          <p className="text-sm text-slate-900">
            Estimated: <strong>{review.complexity.time}</strong> time, <strong>{review.complexity.space}</strong> space.
          </p>
        ) : null}
        <CodeReviewEstimate timing={result.timing} isPerCall={isClassProblem} />
        <p className="text-sm text-slate-700">{describeReferenceComplexity(review.referenceComplexity)}</p>
      </ReviewSection>

      <ReviewSection title={isAutomatic ? "Linter" : "Remarks"}>
        {result.lint?.status === "running" ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner className="size-3.5 text-brand-600" label="Linting" />
            Linting your code…
          </p>
        ) : result.lint?.status === "failed" ? (
          <p className="text-sm text-red-700">{result.lint.message}</p>
        ) : result.lint?.status === "skipped" ? (
          <p className="text-sm text-slate-600">{result.lint.message}</p>
        ) : (
          <CodeReviewRemarks
            remarks={result.lint?.status === "done" ? result.lint.value : review.remarks}
            droppedRemarks={review.droppedRemarks}
            emptyText={isAutomatic ? "The linter found nothing to remark on." : "No remarks."}
            onGoToLine={onGoToLine}
          />
        )}
      </ReviewSection>

      {isAutomatic ? (
        <ReviewSection title="Tests">
          <CodeReviewTests tests={result.tests} />
        </ReviewSection>
      ) : null}
    </section>
  );
}

function ReviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-1.5">
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h4>
      {children}
    </section>
  );
}
