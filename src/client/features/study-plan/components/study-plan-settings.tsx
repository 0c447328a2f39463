import { CalendarClock, CalendarPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { ConfirmDialog } from "@/client/components/ui/confirm-dialog";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { Spinner } from "@/client/components/ui/spinner";
import { useUpgradeModal } from "@/client/features/subscription";
import { STUDY_PHASE_LABELS } from "@/shared/study-plan/tracks";
import { describeTrialGap, type TrialGap } from "@/shared/study-plan/trial-gap";
import { useDeleteStudyPlan } from "../api/delete-study-plan";
import { useDownloadStudyPlanCalendar } from "../api/download-study-plan-calendar";
import { useStudyPlan } from "../api/get-study-plan";
import { formatPlanDayLong } from "../lib/format-plan-day";
import type { StudyPlanView } from "../lib/study-plan-view";
import { StudyPlanForm } from "./study-plan-form";
import { StudyPlanToday } from "./study-plan-today";
import { StudyPlanWeeks } from "./study-plan-weeks";

/** Settings → Study plan: the form, then the weeks to the interview with their progress. */
export function StudyPlanSettings() {
  const studyPlan = useStudyPlan();
  const [removals, setRemovals] = useState(0);
  if (studyPlan.isPending) return <div aria-hidden className="h-40 animate-pulse rounded-lg bg-slate-100" />;
  if (studyPlan.isError)
    return (
      <LoadErrorAlert variant="panel" message="Failed to load your study plan" onRetry={() => studyPlan.refetch()} />
    );
  const { settings, plan } = studyPlan.data;
  return (
    <div className="space-y-6">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">Study plan</h3>
        <p className="mt-1 text-sm text-slate-600">
          Set your interview date, target company and role level: PrepPilot lays out the weeks up to it in the Interview
          Guide&apos;s phases (preparation, practice, interview) with weekly goals, and counts what you practise against
          them.
        </p>
      </div>
      <StudyPlanToday />
      {/* A new, empty form once the plan is removed. */}
      <StudyPlanForm key={removals} saved={settings} />
      {plan?.trialGap && !plan.isOver ? <TrialGapNote gap={plan.trialGap} /> : null}
      {plan ? <StudyPlanOverview plan={plan} onRemoved={() => setRemovals((count) => count + 1)} /> : null}
    </div>
  );
}

/** The plan outlives the trial: said calmly beside the plan, with the way to keep it. */
function TrialGapNote({ gap }: { gap: TrialGap }) {
  const { openUpgradeModal } = useUpgradeModal();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2">
        <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0" />
        {describeTrialGap(gap)}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0 self-start whitespace-nowrap sm:self-center"
        onClick={() => openUpgradeModal("your whole study plan")}
      >
        See plans
      </Button>
    </div>
  );
}

function StudyPlanOverview({ plan, onRemoved }: { plan: StudyPlanView; onRemoved: () => void }) {
  const download = useDownloadStudyPlanCalendar();
  const remove = useDeleteStudyPlan();
  const current = plan.weeks.find((week) => week.isCurrent);
  return (
    <section aria-labelledby="study-plan-weeks-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="study-plan-weeks-title" className="text-lg font-semibold text-slate-900">
            Your weeks
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            {plan.isOver
              ? `Your interview on ${formatPlanDayLong(plan.interviewDate)} has passed. Set a new date to plan again; your weeks and progress stay below.`
              : current
                ? `Week ${current.number} of ${plan.weeks.length}, ${STUDY_PHASE_LABELS[current.phase].toLowerCase()} phase. Interview on ${formatPlanDayLong(plan.interviewDate)}.`
                : `Interview on ${formatPlanDayLong(plan.interviewDate)}.`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {plan.sessions.length > 0 ? (
            <Button variant="secondary" size="sm" disabled={download.isPending} onClick={() => download.mutate()}>
              {download.isPending ? (
                <Spinner className="size-4" label="Preparing" />
              ) : (
                <CalendarPlus aria-hidden className="size-4" />
              )}
              Download calendar (.ics)
            </Button>
          ) : null}
          <ConfirmDialog
            confirmLabel="Remove plan"
            title="Remove your study plan?"
            description="Your interview date, weekly goals, This week card and interview reminder go away. What you have practised stays in your history."
            disabled={remove.isPending}
            onConfirm={() => remove.mutate(undefined, { onSuccess: onRemoved })}
          />
        </div>
      </div>
      <p role="status" className="text-sm empty:hidden">
        {remove.isError ? (
          <span className="text-red-700">Failed to remove your study plan: {remove.error.message}</span>
        ) : download.isError ? (
          <span className="text-red-700">{download.error.message}</span>
        ) : download.isSuccess ? (
          <span className="text-green-800">
            Saved {download.data.fileName} with {plan.sessions.length} sessions: open it with your calendar app.
          </span>
        ) : null}
      </p>
      <StudyPlanWeeks weeks={plan.weeks} />
    </section>
  );
}
