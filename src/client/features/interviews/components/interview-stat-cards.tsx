import { StatCardGrid } from "@/client/components/ui/stat-card-grid";
import { formatDate } from "@/client/lib/format-date";
import { formatOptionLabel } from "@/client/lib/format-option-label";
import type { InterviewSummary } from "@/shared/schemas/interviews";
import { getInterviewStats } from "../lib/interview-stats";

export function InterviewStatCards({ interviews }: { interviews: InterviewSummary[] }) {
  const stats = getInterviewStats(interviews);
  const cards = [
    { label: "Sessions completed", value: String(stats.sessionsCompleted) },
    { label: "Questions answered", value: String(stats.questionsAnswered) },
    {
      label: "Most practised type",
      value: stats.mostPractisedType ? formatOptionLabel(stats.mostPractisedType) : "None yet",
    },
    { label: "Last session", value: stats.lastSessionAt ? formatDate(stats.lastSessionAt) : "None yet" },
  ];
  return <StatCardGrid label="Interview statistics" items={cards} hasTextValues />;
}
