import { DIFFICULTIES } from "@/shared/constants/practice-options";
import type { ProblemSummary } from "@/shared/schemas/practice";
import { formatOptionLabel } from "./option-select";

/** Counts over every saved problem, not only the filtered ones. */
export function PracticeStats({ problems }: { problems: ProblemSummary[] }) {
  const stats = [
    { label: "Total", value: problems.length },
    ...DIFFICULTIES.map((difficulty) => ({
      label: formatOptionLabel(difficulty),
      value: problems.filter((problem) => problem.difficulty === difficulty).length,
    })),
    { label: "Started", value: problems.filter((problem) => problem.startedAt !== null).length },
    { label: "Solved", value: problems.filter((problem) => problem.solvedAt !== null).length },
  ];
  return (
    <dl aria-label="Problem statistics" className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-6">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl border border-slate-200 bg-white p-3">
          <dt className="text-xs font-medium text-slate-600">{stat.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
