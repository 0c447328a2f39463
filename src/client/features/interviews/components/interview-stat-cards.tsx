import { StatCardGrid } from "@/client/components/ui/stat-card-grid";
import { formatDate } from "@/client/lib/format-date";
import { formatOptionLabel } from "@/client/lib/format-option-label";
import type { InterviewStats } from "@/shared/schemas/interviews";

/** Over the whole history, as the server counts it (zeros until its answer arrives). */
export function InterviewStatCards({ stats }: { stats: InterviewStats | undefined }) {
  const cards = [
    { label: "Sessions completed", value: String(stats?.sessionsCompleted ?? 0) },
    { label: "Questions answered", value: String(stats?.questionsAnswered ?? 0) },
    {
      label: "Most practised type",
      value: stats?.mostPractisedType ? formatOptionLabel(stats.mostPractisedType) : "None yet",
    },
    { label: "Last session", value: stats?.lastSessionAt ? formatDate(stats.lastSessionAt) : "None yet" },
  ];
  return <StatCardGrid label="Interview statistics" items={cards} hasTextValues />;
}
