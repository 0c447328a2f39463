import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { SelfRating } from "@/client/components/ui/self-rating";
import { Spinner } from "@/client/components/ui/spinner";
import { ApiError } from "@/client/lib/api-client";
import { formatDate } from "@/client/lib/format-date";
import type { Scenario } from "@/shared/schemas/design";
import { useRateScenario } from "../api/rate-scenario";

/**
 * After working through a scenario, the user rates their design once: the review is the study session the
 * stat cards and the Analytics Hub count. The evaluation criteria come with the first review of any kind.
 */
export function ScenarioSelfRating({ scenario }: { scenario: Scenario }) {
  const [choice, setChoice] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const review = useRateScenario();
  const isReviewed = scenario.reviewedAt !== null;

  const onSave = () => {
    if (choice === null) return;
    setError(null);
    review.mutate(
      { id: scenario.id, rating: choice },
      { onError: (cause) => setError(cause instanceof ApiError ? cause.message : "Failed to save your review") },
    );
  };

  return (
    <div className="space-y-3">
      <SelfRating
        name={`review-${scenario.id}`}
        legend="How did your design go?"
        instructions={
          isReviewed
            ? "Your review, against the evaluation criteria:"
            : "When you have worked through the design, rate it as you feel it went. A review is saved once; the evaluation criteria come with it."
        }
        criteria={scenario.evaluationCriteria}
        value={scenario.rating ?? choice}
        disabled={isReviewed || review.isPending}
        onChange={setChoice}
      >
        {scenario.reviewedAt ? (
          <p className="text-sm font-medium text-green-800">
            Reviewed on <time dateTime={scenario.reviewedAt}>{formatDate(scenario.reviewedAt)}</time>
          </p>
        ) : (
          <Button onClick={onSave} disabled={choice === null || review.isPending} aria-busy={review.isPending}>
            {review.isPending ? <Spinner className="size-4" label="Saving" /> : null}
            Save review
          </Button>
        )}
      </SelfRating>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(null)} /> : null}
    </div>
  );
}
