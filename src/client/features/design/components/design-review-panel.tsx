import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { Spinner } from "@/client/components/ui/spinner";
import { DesignReviewGrade } from "@/client/features/spaced-repetition";
import { ApiError } from "@/client/lib/api-client";
import { formatRelativeTime } from "@/client/lib/format-relative-time";
import type { Scenario } from "@/shared/schemas/design";
import { useDesignReview } from "../api/get-design-review";
import { useRequestDesignReview } from "../api/request-design-review";
import { DesignNotSavedError } from "../hooks/use-design-draft";
import { useFindingChoice } from "../hooks/use-finding-choice";
import { AiReviewView } from "./ai-design-review";
import { AutomaticReviewView } from "./automatic-review";
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

/**
 * Review my design: the automatic review (rules that read the diagram and the notes, no AI) at once, and
 * with AI access an AI review that runs in the background and appears here when ready, even after a reload.
 */
export function DesignReviewPanel({ scenario, isEmpty, prepare, onHighlight, onShowDiagram }: DesignReviewPanelProps) {
  const review = useDesignReview(scenario.id);
  const request = useRequestDesignReview();
  const [error, setError] = useState<string | null>(null);
  const state = review.data ?? null;
  const { chosen, choose } = useFindingChoice(state, onHighlight, onShowDiagram);

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
