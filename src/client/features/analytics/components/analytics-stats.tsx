import { Clock, MessagesSquare, Star, Target } from "lucide-react";
import { Card } from "@/client/components/ui/card";
import { StatCard } from "@/client/components/ui/stat-card";
import type { ReadinessTrack } from "@/shared/readiness/overall";
import type { Analytics } from "../api/get-analytics";
import { getStatHint } from "../lib/analytics-figures";

type Stat = "problemsSolved" | "interviewsCompleted" | "studyHours";

const CARDS: { key: Stat; label: string; zeroHint: string; icon: typeof Target }[] = [
  { key: "problemsSolved", label: "Problems Solved", zeroHint: "Start practicing", icon: Target },
  { key: "interviewsCompleted", label: "Mock Interviews", zeroHint: "Schedule your first", icon: MessagesSquare },
  { key: "studyHours", label: "Study Hours", zeroHint: "Begin studying", icon: Clock },
];

const TRACKS: { key: ReadinessTrack; label: string }[] = [
  { key: "coding", label: "Coding" },
  { key: "interviews", label: "Interviews" },
  { key: "design", label: "Design" },
];

type Averages = Record<ReadinessTrack, number | null>;

/**
 * The product's four stat cards; hints show the real change against last week instead of fixed
 * percentages. Average Score is one figure per track, never one mean mixing interview and design
 * scores (docs/decisions/017-one-readiness-and-average-score-per-track.md); `averages` is undefined while it loads.
 */
export function AnalyticsStats({ analytics, averages }: { analytics: Analytics; averages: Averages | undefined }) {
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
      <AverageScoreCard averages={averages} />
    </section>
  );
}

/** Average Score per track on 1–5; coding rates each solve (time, hints, attempts), "–" where none is scored. */
function AverageScoreCard({ averages }: { averages: Averages | undefined }) {
  const hasScores = averages ? TRACKS.some(({ key }) => averages[key] !== null) : false;
  return (
    <Card padding="sm" className="sm:p-5" data-testid="average-score">
      <div className="flex items-start justify-between gap-3">
        <dl className="min-w-0 flex-1">
          <dt className="text-sm font-medium text-slate-600">Average Score</dt>
          <dd className="mt-1">
            <dl
              className="grid grid-cols-[auto_auto] justify-start gap-x-3 text-sm"
              aria-label="Average score per track"
            >
              {TRACKS.map(({ key, label }) => (
                <div key={key} className="contents">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="font-semibold tabular-nums text-slate-900">
                    {averages?.[key] == null ? "–" : `${averages[key]} / 5`}
                  </dd>
                </div>
              ))}
            </dl>
          </dd>
        </dl>
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <Star aria-hidden className="size-5" />
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-600">{hasScores ? "Per track, out of 5" : "Complete assessments"}</p>
    </Card>
  );
}
