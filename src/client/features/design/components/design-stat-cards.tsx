import { StatCardGrid } from "@/client/components/ui/stat-card-grid";
import type { Scenario } from "@/shared/schemas/design";
import { useConceptStudy } from "../api/get-concept-study";
import { getDesignStats } from "../lib/design-stats";

/** The four cards of section 2, from the scenarios in the list, their reviews and the concepts read. */
export function DesignStatCards({ scenarios }: { scenarios: readonly Scenario[] }) {
  const conceptStudy = useConceptStudy();
  const stats = getDesignStats(scenarios, conceptStudy.data?.minutes ?? 0);
  const cards = [
    { label: "Scenarios Generated", value: String(stats.scenarioCount), note: "In your list" },
    {
      label: "Average Score",
      value: stats.averageRating === null ? "0" : `${stats.averageRating} / 5`,
      note: "Your reviews of your designs",
    },
    { label: "Study Hours", value: String(stats.studyHours), note: "Scenarios to their review, and concepts read" },
    { label: "Concepts Mastered", value: String(stats.mastered), note: "Needed by a design scored 4 or 5" },
  ];
  return <StatCardGrid label="System design statistics" items={cards} />;
}
