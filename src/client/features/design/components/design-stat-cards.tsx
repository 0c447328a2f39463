import { StatCardGrid } from "@/client/components/ui/stat-card-grid";
import { toStudyHours } from "@/shared/progress";
import type { DesignStats } from "@/shared/schemas/design";
import { useConceptStudy } from "../api/get-concept-study";

/**
 * The four cards of section 2, over every scenario in the list as the server counts them (zeros until
 * its answer arrives), plus the minutes spent reading the Concept Library.
 */
export function DesignStatCards({ stats }: { stats: DesignStats | undefined }) {
  const conceptStudy = useConceptStudy();
  const studyHours = toStudyHours((stats?.studyMinutes ?? 0) + (conceptStudy.data?.minutes ?? 0));
  const averageScore = stats?.averageScore ?? null;
  const cards = [
    { label: "Scenarios Generated", value: String(stats?.scenarioCount ?? 0), note: "In your list" },
    {
      label: "Average Score",
      value: averageScore === null ? "0" : `${averageScore} / 5`,
      note: "Your reviews of your designs",
    },
    { label: "Study Hours", value: String(studyHours), note: "Scenarios to their review, and concepts read" },
    {
      label: "Concepts Mastered",
      value: String(stats?.masteredConcepts.length ?? 0),
      note: "Needed by designs scored 4 or 5 for two scenarios",
    },
  ];
  return <StatCardGrid label="System design statistics" items={cards} />;
}
