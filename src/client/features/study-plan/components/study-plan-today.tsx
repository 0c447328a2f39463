import { Compass } from "lucide-react";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { ReadinessFigure } from "@/client/components/ui/readiness-figure";
import { useStudyPlanToday } from "../api/get-study-plan-today";

/**
 * The study plan's suggestion for today: the next best session and the readiness it comes from, the
 * same report the dashboard and the Analytics Hub show (the server's one readiness function).
 */
export function StudyPlanToday() {
  const today = useStudyPlanToday();
  if (today.isPending) return <div aria-hidden className="h-24 animate-pulse rounded-lg bg-slate-100" />;
  if (today.isError) {
    return <LoadErrorAlert message="Failed to fetch today's session" onRetry={() => today.refetch()} />;
  }
  const { readiness, nextSession } = today.data;
  return (
    <section
      aria-labelledby="study-plan-today-title"
      className="rounded-lg border border-brand-100 bg-brand-50 p-4"
      data-testid="study-plan-today"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h4 id="study-plan-today-title" className="flex items-center gap-2 text-sm font-semibold text-brand-700">
          <Compass aria-hidden className="size-4" />
          Today
        </h4>
        <ReadinessFigure score={readiness.score} label={readiness.label} />
      </div>
      <p className="mt-1 font-semibold text-slate-900" data-testid="study-plan-today-action">
        {nextSession.action}
      </p>
      <p className="mt-0.5 text-sm text-slate-600">{nextSession.why}</p>
    </section>
  );
}
