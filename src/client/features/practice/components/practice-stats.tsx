import { StatCardGrid } from "@/client/components/ui/stat-card-grid";
import { formatOptionLabel } from "@/client/lib/format-option-label";
import { DIFFICULTIES } from "@/shared/constants/practice-options";
import type { ProblemSummary } from "@/shared/schemas/practice";

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
  return <StatCardGrid label="Problem statistics" items={stats} columns={6} />;
}
