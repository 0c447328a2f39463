import { Lightbulb, X } from "lucide-react";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { describeInsights } from "@/shared/readiness/insights";
import type { InsightsResult } from "@/shared/schemas/insights";
import type { ReadinessReport } from "../api/get-readiness";

type InsightsState =
  | { status: "pending" }
  | { status: "error"; message: string; onRetry: () => void }
  | { status: "done"; result: InsightsResult };

/**
 * "Generate AI Insights": the model's short plan from the user's own figures (AI-generated), or with the
 * built-in library the rule-based insights, labelled as such rather than posing as a model's text.
 */
export function AiInsightsPanel({
  currentStreak,
  report,
  state,
  onClose,
}: {
  currentStreak: number;
  /** The readiness report the automatic insights describe; undefined while it loads. */
  report: ReadinessReport | undefined;
  state: InsightsState;
  onClose: () => void;
}) {
  const title =
    state.status !== "done"
      ? "Your Insights"
      : state.result.kind === "automatic"
        ? "Automatic insights (no AI)"
        : "AI insights";
  return (
    <section
      aria-labelledby="insights-title"
      className="relative rounded-xl border border-brand-100 bg-brand-50 p-5"
      data-testid="insights-panel"
    >
      <div className="flex items-center gap-2 pr-10">
        <Lightbulb aria-hidden className="size-5 text-brand-700" />
        <h3 id="insights-title" className="text-lg font-semibold text-slate-900">
          {title}
        </h3>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {state.status === "done" && state.result.kind === "ai"
          ? "AI-generated from your own figures only: readiness per area and recent activity."
          : "Based on your own activity in PrepPilot."}
      </p>
      <InsightsBody currentStreak={currentStreak} report={report} state={state} />
      <button
        type="button"
        onClick={onClose}
        aria-label="Close insights"
        className="absolute top-3 right-3 grid size-8 place-items-center rounded-md text-slate-600 hover:bg-white"
      >
        <X aria-hidden className="size-4" />
      </button>
    </section>
  );
}

/** The insights themselves: waiting, the error with a retry, the automatic insights or the AI's plan. */
function InsightsBody({
  currentStreak,
  report,
  state,
}: {
  currentStreak: number;
  report: ReadinessReport | undefined;
  state: InsightsState;
}) {
  if (state.status === "pending")
    return (
      <p className="mt-3 text-sm text-slate-700" aria-busy="true">
        Writing your insights from your figures…
      </p>
    );
  if (state.status === "error")
    return <LoadErrorAlert variant="inline" message={state.message} onRetry={state.onRetry} />;
  if (state.result.kind === "automatic")
    // The same readiness report as the dashboard and the study plan, so the insights never disagree with them.
    return report ? (
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {describeInsights({ ...report, currentStreak }).map((insight) => (
          <li key={insight}>{insight}</li>
        ))}
      </ul>
    ) : (
      <p className="mt-3 text-sm text-slate-700" aria-busy="true">
        Loading your readiness…
      </p>
    );
  const { summary, steps } = state.result.insights;
  return (
    <>
      <p className="mt-3 text-sm text-slate-800">{summary}</p>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-800">
        {steps.map((step) => (
          <li key={step.action}>
            <span className="font-medium text-slate-900">{step.action}</span>
            <span className="block text-slate-600">{step.why}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
