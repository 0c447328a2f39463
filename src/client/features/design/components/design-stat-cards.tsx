import { StatCardGrid } from "@/client/components/ui/stat-card-grid";
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
  return <StatCardGrid label="System design statistics" items={cards} />;
}
