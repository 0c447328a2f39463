import { Lightbulb, X } from "lucide-react";
import type { Analytics } from "../api/get-analytics";
import { deriveInsights } from "../lib/analytics-figures";

/** Insights computed from the user's own figures; the panel says so rather than posing as a model's text. */
export function AiInsightsPanel({ analytics, onClose }: { analytics: Analytics; onClose: () => void }) {
  return (
    <section
      aria-labelledby="insights-title"
      className="relative rounded-xl border border-brand-100 bg-brand-50 p-5"
      data-testid="insights-panel"
    >
      <div className="flex items-center gap-2 pr-10">
        <Lightbulb aria-hidden className="size-5 text-brand-700" />
        <h3 id="insights-title" className="text-lg font-semibold text-slate-900">
          Your Insights
        </h3>
      </div>
      <p className="mt-1 text-sm text-slate-600">Based on your own activity in PrepPilot.</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {deriveInsights(analytics).map((insight) => (
          <li key={insight}>{insight}</li>
        ))}
      </ul>
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
