import { Bot, CircleAlert, RotateCw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { Spinner } from "@/client/components/ui/spinner";
import { ApiError } from "@/client/lib/api-client";
import { REVIEW_DIMENSION_LABELS } from "@/shared/design/design-review";
import type { DesignReviewState } from "@/shared/schemas/design-review";
import { useRetryDesignReview } from "../api/retry-design-review";
import { ScoreBadge } from "./review-score-badge";

type AiResult = NonNullable<NonNullable<DesignReviewState["ai"]>["result"]>;

/** The AI part of a design review: running, failed (retryable), or its scores, risks and next change. */
export function AiReviewView({ scenarioId, ai }: { scenarioId: string; ai: NonNullable<DesignReviewState["ai"]> }) {
  if (ai.status === "pending" || ai.status === "running")
    return (
      <section data-testid="ai-review" className="space-y-2 rounded-lg border border-slate-200 p-3">
        <AiReviewTitle />
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner className="size-4 text-brand-600" label="" />
          The AI is reading your design. Keep working: its review appears here when it is ready.
        </p>
      </section>
    );
  if (ai.status === "failed" || !ai.result) return <FailedAiReview scenarioId={scenarioId} error={ai.error} />;
  return <AiReviewResult result={ai.result} />;
}

function AiReviewTitle() {
  return (
    <h3 className="flex items-center gap-1.5 font-semibold text-slate-900">
      <Bot aria-hidden className="size-4 text-brand-600" />
      AI review
    </h3>
  );
}

function FailedAiReview({ scenarioId, error: failure }: { scenarioId: string; error: string | null | undefined }) {
  const retry = useRetryDesignReview();
  const [error, setError] = useState<string | null>(null);
  return (
    <section data-testid="ai-review" className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-3">
      <AiReviewTitle />
      <p className="flex items-start gap-2 text-sm text-red-800">
        <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        {failure ?? "The AI review failed."} The automatic review above still stands.
      </p>
      <Button
        size="sm"
        variant="secondary"
        disabled={retry.isPending}
        onClick={() =>
          retry.mutate(scenarioId, {
            onError: (cause) => setError(cause instanceof ApiError ? cause.message : "Failed to retry the review"),
          })
        }
      >
        <RotateCw aria-hidden className="size-4" />
        Retry the AI review
      </Button>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(null)} /> : null}
    </section>
  );
}

function AiReviewResult({ result }: { result: AiResult }) {
  return (
    <section data-testid="ai-review" className="space-y-3 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AiReviewTitle />
        <ScoreBadge score={result.score} label="from the AI" />
      </div>
      <AiDimensions dimensions={result.dimensions} />
      {result.risks.length > 0 ? (
        <div>
          <h4 className="text-sm font-medium text-slate-900">Risks</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {result.risks.map((risk) => (
              <li key={risk}>{risk}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="rounded-md bg-brand-50 p-2.5 text-sm">
        <h4 className="font-medium text-brand-900">The most valuable next change</h4>
        <p className="mt-0.5 text-brand-900">{result.nextChange}</p>
      </div>
      {result.droppedCitations.length > 0 ? (
        <p className="text-xs text-slate-500">
          {result.droppedCitations.length} citation{result.droppedCitations.length === 1 ? "" : "s"} that named nothing
          in your design {result.droppedCitations.length === 1 ? "was" : "were"} left out.
        </p>
      ) : null}
    </section>
  );
}

function AiDimensions({ dimensions }: { dimensions: AiResult["dimensions"] }) {
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {dimensions.map((dimension) => (
        <div key={dimension.dimension} className="space-y-1 py-2">
          <dt className="flex items-center justify-between gap-2">
            <span className="font-medium text-slate-900">{REVIEW_DIMENSION_LABELS[dimension.dimension]}</span>
            <span className="font-semibold text-slate-900 tabular-nums">{dimension.score}/5</span>
          </dt>
          <dd className="text-slate-700">{dimension.reason}</dd>
          {dimension.citations.length > 0 ? (
            <dd className="flex flex-wrap gap-1">
              {dimension.citations.map((citation) => (
                <q key={citation} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                  {citation}
                </q>
              ))}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
