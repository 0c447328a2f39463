import { BarChart3, Flame, MessagesSquare, Target, Trophy } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { StatCard, StatCardSkeleton } from "@/client/components/ui/stat-card";
import { AiSetupNotice } from "@/client/features/ai-setup";
import { useAnalytics, useReadiness } from "@/client/features/analytics";
import { useAuthState } from "@/client/features/auth";
import { type DashboardTarget, NextSessionCard, QuickActions, RecentActivity } from "@/client/features/dashboard-home";
import { AchievementNotices } from "@/client/features/notifications";
import { DueToday } from "@/client/features/spaced-repetition";
import { StudyPlanThisWeek } from "@/client/features/study-plan";

/** The workspace's home tab: welcome, the user's real figures, where to start, what happened lately. */
export function DashboardHome({ onGoTo }: { onGoTo: (tab: DashboardTarget) => void }) {
  const user = useAuthState((auth) => auth.user);
  const firstName = user?.name?.trim().split(/\s+/)[0] || "Developer";
  return (
    <div className="space-y-6">
      <section aria-labelledby="welcome-title">
        <h2 id="welcome-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Welcome back, {firstName}!
        </h2>
        <p className="mt-1 text-slate-600">Here is where your interview preparation stands today.</p>
      </section>
      <AchievementNotices />
      <AiSetupNotice />
      <DashboardStats />
      <NextSessionCard onGoTo={onGoTo} />
      <DueToday />
      <StudyPlanThisWeek />
      <section
        aria-labelledby="getting-started-title"
        className="rounded-xl border border-brand-100 bg-brand-50 p-5 sm:flex sm:items-center sm:justify-between sm:gap-6"
      >
        <div>
          <h2 id="getting-started-title" className="text-lg font-semibold text-slate-900">
            Getting Started
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Solve a coding problem or run a mock interview; every session counts toward your streak and skills.
          </p>
        </div>
        <div className="mt-4 flex flex-wrap gap-2 sm:mt-0 sm:shrink-0">
          <Button onClick={() => onGoTo("practice")}>Start Practicing</Button>
          <Button variant="secondary" onClick={() => onGoTo("interviews")}>
            Take a Mock Interview
          </Button>
          <Button variant="ghost" onClick={() => onGoTo("analytics")}>
            <BarChart3 aria-hidden className="size-4" />
            View Progress
          </Button>
        </div>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <QuickActions onGoTo={onGoTo} />
        <RecentActivity />
      </div>
    </div>
  );
}

function DashboardStats() {
  const analytics = useAnalytics();
  // Skill Level is the one readiness (shared/readiness/overall.ts), as the Hub and the study plan show it.
  const readiness = useReadiness();
  if (analytics.isPending || readiness.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
        <StatCardSkeleton />
      </div>
    );
  }
  if (analytics.isError || readiness.isError) {
    const retry = () => Promise.all([analytics.refetch(), readiness.refetch()]);
    return <LoadErrorAlert message="Failed to fetch analytics" onRetry={retry} />;
  }
  const { problemsSolved, interviewsCompleted, currentStreak } = analytics.data;
  const { score, label } = readiness.data.readiness.overall;
  return (
    <section aria-label="Your progress" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label="Problems Solved" value={String(problemsSolved)} icon={Target} />
      <StatCard label="Mock Interviews" value={String(interviewsCompleted)} icon={MessagesSquare} />
      <StatCard
        label="Current Streak"
        value={String(currentStreak)}
        icon={Flame}
        hint={currentStreak === 1 ? "day" : "days"}
      />
      <StatCard label="Skill Level" value={`${score}%`} icon={Trophy} hint={`Readiness · ${label}`} />
    </section>
  );
}
