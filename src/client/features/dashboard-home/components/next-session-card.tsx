import { ArrowRight, Compass } from "lucide-react";
import { useLocation } from "wouter";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { ReadinessFigure } from "@/client/components/ui/readiness-figure";
import { paths } from "@/client/config/paths";
import { useReadiness } from "@/client/features/analytics";
import type { DashboardTarget } from "./quick-actions";

const BUTTON_LABELS = {
  "spaced-repetition": "Go to Due today",
  practice: "Open the Practice Arena",
  interviews: "Open Mock Interviews",
  "system-design": "Open the System Design Lab",
} as const;

/** The one thing to do now, with why, picked on the server from the one readiness, which it shows. */
export function NextSessionCard({ onGoTo }: { onGoTo: (tab: DashboardTarget) => void }) {
  const readiness = useReadiness();
  const [, navigate] = useLocation();
  if (readiness.isPending) {
    return <Card padding="none" flat className="h-28 animate-pulse" aria-hidden />;
  }
  if (readiness.isError) {
    return <LoadErrorAlert message="Failed to fetch your next best session" onRetry={() => readiness.refetch()} />;
  }
  const { nextSession } = readiness.data;
  const { score, label } = readiness.data.readiness.overall;
  // Each lab opens with the session's choices already made: the difficulty and topic, the type.
  const go = () => {
    if (nextSession.target === "spaced-repetition") {
      document.getElementById("due-today-title")?.scrollIntoView({ behavior: "smooth", block: "start" });
    } else if (nextSession.target === "practice") {
      navigate(paths.practiceFor({ difficulty: nextSession.difficulty, topic: nextSession.topic }));
    } else if (nextSession.target === "interviews" && nextSession.interviewType) {
      navigate(paths.interviewsFor(nextSession.interviewType));
    } else onGoTo(nextSession.target);
  };
  return (
    <section
      aria-labelledby="next-session-title"
      className="flex flex-col gap-4 rounded-xl border border-brand-100 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
      data-testid="next-session"
    >
      <div className="flex gap-3">
        <Compass aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div>
          <h2 id="next-session-title" className="text-sm font-semibold text-brand-700">
            Next best session
          </h2>
          <p className="mt-1 text-lg font-semibold text-slate-900">{nextSession.action}</p>
          <p className="mt-0.5 text-sm text-slate-600">{nextSession.why}</p>
          <ReadinessFigure score={score} label={label} className="mt-1" />
        </div>
      </div>
      <Button onClick={go} className="sm:shrink-0">
        {BUTTON_LABELS[nextSession.target]}
        <ArrowRight aria-hidden className="size-4" />
      </Button>
    </section>
  );
}
