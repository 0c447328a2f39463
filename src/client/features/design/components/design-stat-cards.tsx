import type { Scenario } from "@/shared/schemas/design";
import { getDesignStats } from "../lib/design-stats";

/** The four cards of section 2, from the scenarios in the list and the user's reviews of them. */
export function DesignStatCards({ scenarios }: { scenarios: readonly Scenario[] }) {
  const stats = getDesignStats(scenarios);
  const cards = [
    { label: "Scenarios Generated", value: String(stats.scenarioCount), note: "In your list" },
    {
      label: "Average Score",
      value: stats.averageRating === null ? "0" : `${stats.averageRating} / 5`,
      note: "Your reviews of your designs",
    },
    { label: "Study Hours", value: String(stats.studyHours), note: "From a scenario to its review" },
    { label: "Concepts Mastered", value: String(stats.mastered), note: "Designs you rated 4 or 5" },
  ];
  return (
    <dl aria-label="System design statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-xs font-medium text-slate-600">{card.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{card.value}</dd>
          <dd className="mt-1 text-xs text-slate-600">{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}
