import { Clock, MessagesSquare, Star, Target } from "lucide-react";
import { StatCard } from "@/client/components/ui/stat-card";
import type { Analytics } from "../api/get-analytics";
import { getStatHint } from "../lib/analytics-figures";

type Stat = keyof Analytics["thisWeek"];

const CARDS: { key: Stat; label: string; zeroHint: string; icon: typeof Target }[] = [
  { key: "problemsSolved", label: "Problems Solved", zeroHint: "Start practicing", icon: Target },
  { key: "interviewsCompleted", label: "Mock Interviews", zeroHint: "Schedule your first", icon: MessagesSquare },
  { key: "studyHours", label: "Study Hours", zeroHint: "Begin studying", icon: Clock },
  { key: "averageScore", label: "Average Score", zeroHint: "Complete assessments", icon: Star },
];

/** The four stat cards; hints show the real change against last week instead of fixed percentages. */
export function AnalyticsStats({ analytics }: { analytics: Analytics }) {
  return (
    <section
      aria-label="Your figures"
      className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:gap-4 lg:grid-cols-4"
    >
      {CARDS.map(({ key, label, zeroHint, icon }) => (
        <StatCard
          key={key}
          label={label}
          value={String(analytics[key])}
          icon={icon}
          hint={getStatHint({
            value: analytics[key],
            thisWeek: analytics.thisWeek[key],
            previousWeek: analytics.previousWeek[key],
            zeroHint,
          })}
        />
      ))}
    </section>
  );
}
