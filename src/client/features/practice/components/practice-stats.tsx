import { StatCardGrid } from "@/client/components/ui/stat-card-grid";
import { formatOptionLabel } from "@/client/lib/format-option-label";
import { DIFFICULTIES } from "@/shared/constants/practice-options";
import type { ProblemStats } from "@/shared/schemas/practice";

/** Counts over every saved problem, not only the filtered ones (zero until the server's counts arrive). */
export function PracticeStats({ stats }: { stats: ProblemStats | undefined }) {
  const items = [
    { label: "Total", value: stats?.total ?? 0 },
    ...DIFFICULTIES.map((difficulty) => ({
      label: formatOptionLabel(difficulty),
      value: stats?.byDifficulty[difficulty] ?? 0,
    })),
    { label: "Started", value: stats?.started ?? 0 },
    { label: "Solved", value: stats?.solved ?? 0 },
  ];
  return <StatCardGrid label="Problem statistics" items={items} columns={6} />;
}
