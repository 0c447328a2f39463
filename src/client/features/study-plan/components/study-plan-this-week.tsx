import { CalendarDays } from "lucide-react";
import { Link } from "wouter";
import { Card } from "@/client/components/ui/card";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { paths } from "@/client/config/paths";
import { STUDY_PHASE_LABELS } from "@/shared/study-plan/tracks";
import { useStudyPlan } from "../api/get-study-plan";
import { TrackProgress } from "./study-plan-weeks";

const PLAN_PATH = paths.settingsSection("study-plan");

/** The dashboard's compact view of the study plan: this week's goals and progress, or how to start one. */
export function StudyPlanThisWeek() {
  const studyPlan = useStudyPlan();
  if (studyPlan.isPending) return null;
  if (studyPlan.isError)
    return <LoadErrorAlert message="Failed to load your study plan" onRetry={() => studyPlan.refetch()} />;
  const { plan } = studyPlan.data;
  const current = plan?.weeks.find((week) => week.isCurrent);
  if (plan && !current) return null;
  return (
    <Card as="section" aria-labelledby="study-plan-this-week-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="study-plan-this-week-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <CalendarDays aria-hidden className="size-5 text-brand-600" />
          This week
        </h2>
        {plan && current ? (
          <p className="text-sm text-slate-600">
            Week {current.number} of {plan.weeks.length}, {STUDY_PHASE_LABELS[current.phase].toLowerCase()} phase
          </p>
        ) : null}
      </div>
      {current ? (
        <div className="mt-3">
          <TrackProgress goals={current.goals} progress={current.progress} />
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          Have an interview coming? Set its date and PrepPilot plans your weeks up to it.
        </p>
      )}
      <Link to={PLAN_PATH} className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline">
        {current ? "See your study plan" : "Plan my weeks"}
      </Link>
    </Card>
  );
}
