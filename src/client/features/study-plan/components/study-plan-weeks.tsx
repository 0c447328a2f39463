import { clsx } from "clsx";
import type { TrackCounts } from "@/shared/study-plan/plan";
import { STUDY_PHASE_LABELS, STUDY_TRACK_LABELS, STUDY_TRACKS } from "@/shared/study-plan/tracks";
import { formatPlanDays } from "../lib/format-plan-day";
import type { StudyPlanView } from "../lib/study-plan-view";

/** One track's progress against its goal: the figures as text, the bar for the eye. */
export function TrackProgress({ goals, progress }: { goals: TrackCounts; progress: TrackCounts }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {STUDY_TRACKS.filter((track) => goals[track] > 0 || progress[track] > 0).map((track) => {
        const done = progress[track];
        const goal = goals[track];
        const share = goal > 0 ? Math.min(1, done / goal) : 1;
        return (
          <li key={track} className="text-sm">
            <div className="flex justify-between gap-2 text-slate-700">
              <span>{STUDY_TRACK_LABELS[track]}</span>
              <span className="tabular-nums text-slate-900">
                {done} of {goal}
              </span>
            </div>
            <div aria-hidden className="mt-1 h-1.5 rounded-full bg-slate-100">
              <div
                className={clsx("h-1.5 rounded-full", done >= goal ? "bg-green-600" : "bg-brand-600")}
                style={{ width: `${Math.round(share * 100)}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Every week of the plan with its phase, goals and what was done; the current week stands out. */
export function StudyPlanWeeks({ weeks }: { weeks: StudyPlanView["weeks"] }) {
  return (
    <ol aria-label="Weeks of the plan" className="space-y-3">
      {weeks.map((week) => (
        <li
          key={week.number}
          aria-current={week.isCurrent ? "date" : undefined}
          className={clsx(
            "rounded-lg border p-4",
            week.isCurrent ? "border-brand-500 bg-brand-50" : "border-slate-200",
          )}
        >
          <div className="mb-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <h4 className="font-semibold text-slate-900">Week {week.number}</h4>
            <span className="text-sm text-slate-600">{formatPlanDays(week.startDate, week.endDate)}</span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {STUDY_PHASE_LABELS[week.phase]}
            </span>
            {week.isCurrent ? (
              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-700">
                This week
              </span>
            ) : null}
          </div>
          <TrackProgress goals={week.goals} progress={week.progress} />
        </li>
      ))}
    </ol>
  );
}
