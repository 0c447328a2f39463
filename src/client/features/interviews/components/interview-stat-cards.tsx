import { formatOptionLabel } from "@/client/features/practice/components/option-select";
import { formatDate } from "@/client/lib/format-date";
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
  return (
    <dl aria-label="Interview statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-xs font-medium text-slate-600">{card.label}</dt>
          <dd className="mt-1 text-xl font-bold break-words text-slate-900">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
