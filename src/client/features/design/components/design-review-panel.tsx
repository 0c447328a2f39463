import { clsx } from "clsx";
import { CheckCircle2, Crosshair, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { Spinner } from "@/client/components/ui/spinner";
import { DesignReviewGrade } from "@/client/features/spaced-repetition";
import { ApiError } from "@/client/lib/api-client";
import { formatRelativeTime } from "@/client/lib/format-relative-time";
import { type AutomaticReview, REVIEW_DIMENSION_LABELS } from "@/shared/design/design-review";
import type { DesignCheck } from "@/shared/design/design-rules";
import type { Scenario } from "@/shared/schemas/design";
import { useDesignReview } from "../api/get-design-review";
import { useRequestDesignReview } from "../api/request-design-review";
import { DesignNotSavedError } from "../hooks/use-design-draft";
import { AiReviewView } from "./ai-design-review";
import { ScoreBadge } from "./review-score-badge";
import { DetailList } from "./scenario-details";
import { ScenarioSelfRating } from "./scenario-self-rating";

type DesignReviewPanelProps = {
  scenario: Scenario;
  isEmpty: boolean;
  /** Saves what is on screen and answers the version the server then holds. */
  prepare: () => Promise<number>;
  onHighlight: (componentIds: ReadonlySet<string>) => void;
  /** On a phone the canvas is another tab: showing a finding on it switches there. */
  onShowDiagram: () => void;
};

const NOTHING: ReadonlySet<string> = new Set();

/**
 * Review my design: the automatic review (rules that read the diagram and the notes, no AI) at once, and
 * with AI access an AI review that runs in the background and appears here when ready, even after a reload.
 */
export function DesignReviewPanel({ scenario, isEmpty, prepare, onHighlight, onShowDiagram }: DesignReviewPanelProps) {
  const review = useDesignReview(scenario.id);
  const request = useRequestDesignReview();
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const state = review.data ?? null;

  // A new review shows where its first missing expectation belongs; polling the same review keeps the choice.
  const latestFindings = useRef(state?.automatic.findings ?? []);
  latestFindings.current = state?.automatic.findings ?? [];
  const reviewId = state?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another review (id) arrives
  useEffect(() => {
    const first = latestFindings.current.find((finding) => !finding.holds && finding.componentIds.length > 0);
    setChosen(first ? findingKey(first) : null);
    onHighlight(first ? new Set(first.componentIds) : NOTHING);
  }, [reviewId]);

  const choose = (finding: DesignCheck, showOnCanvas = false) => {
    const key = findingKey(finding);
    const isChosen = chosen === key;
    setChosen(isChosen ? null : key);
    onHighlight(isChosen ? NOTHING : new Set(finding.componentIds));
    if (showOnCanvas && !isChosen) onShowDiagram();
  };

  const onRequest = async () => {
    setError(null);
    try {
      const designVersion = await prepare();
      await request.mutateAsync({ id: scenario.id, designVersion });
    } catch (cause) {
      const isExplained = cause instanceof ApiError || cause instanceof DesignNotSavedError;
      setError(isExplained ? cause.message : "The review could not be made. Please try again.");
    }
  };

  return (
    <section aria-labelledby="design-review-title" className="space-y-4 p-4">
      <div className="space-y-2">
        <h2 id="design-review-title" className="text-lg font-semibold text-slate-900">
          Review
        </h2>
        <p className="text-sm text-slate-600">
          The review reads your diagram and your notes: which of the scenario’s expectations hold, and a score on the
          seven things an interviewer judges. The scenario’s evaluation criteria come with it.
        </p>
        <Button onClick={() => void onRequest()} disabled={isEmpty || request.isPending} aria-busy={request.isPending}>
          {request.isPending ? <Spinner className="size-4" label="Reviewing" /> : null}
          {state ? "Review again" : "Review my design"}
        </Button>
        {isEmpty ? <p className="text-xs text-slate-500">Add components to your diagram to review it.</p> : null}
      </div>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(null)} /> : null}
      {review.isPending ? <Spinner className="size-5 text-brand-600" label="Loading the last review" /> : null}
      {state ? (
        <>
          <p className="text-xs text-slate-500">
            Reviewed {formatRelativeTime(new Date(state.createdAt), new Date())}, version {state.designVersion} of your
            design.
          </p>
          <AutomaticReviewView review={state.automatic} chosen={chosen} onChoose={choose} />
          {state.ai ? <AiReviewView scenarioId={scenario.id} ai={state.ai} /> : null}
          <EvaluationCriteria criteria={scenario.evaluationCriteria} />
          {/* Remounted per review, so a new review's card is read. */}
          <DesignReviewGrade key={state.createdAt} scenarioId={scenario.id} />
        </>
      ) : null}
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer text-sm font-medium text-slate-800">Rate it yourself</summary>
        <div className="mt-3">
          <ScenarioSelfRating scenario={scenario} />
        </div>
      </details>
    </section>
  );
}

/** What an interviewer judges this scenario by: the server sends it once the design has been reviewed. */
function EvaluationCriteria({ criteria }: { criteria: string[] | undefined }) {
  if (!criteria) return null;
  return (
    <section data-testid="design-evaluation-criteria" className="rounded-lg border border-slate-200 p-3">
      <DetailList title="Evaluation criteria" items={criteria} />
    </section>
  );
}

function findingKey(finding: DesignCheck) {
  return `${finding.rule}:${finding.kind ?? ""}`;
}

function AutomaticReviewView({
  review,
  chosen,
  onChoose,
}: {
  review: AutomaticReview;
  chosen: string | null;
  onChoose: (finding: DesignCheck, showOnCanvas?: boolean) => void;
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
        {review.findings.map((finding) => {
          const key = findingKey(finding);
          const isChosen = chosen === key;
          return (
            <li
              key={key}
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
        })}
      </ul>
      <h4 className="text-sm font-medium text-slate-800">Scores</h4>
      <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
        {review.dimensions.map((dimension) => (
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
