import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { StatCardSkeleton } from "@/client/components/ui/stat-card";
import { useAiLabels } from "@/client/features/ai-setup";
import { useSubscription, useUpgradeModal } from "@/client/features/subscription";
import { useGenerateInsights } from "../api/generate-insights";
import { useAnalytics } from "../api/get-analytics";
import { useReadiness } from "../api/get-readiness";
import { ActivityHeatmap } from "./activity-heatmap";
import { AiInsightsPanel } from "./ai-insights-panel";
import { AnalyticsStats } from "./analytics-stats";
import { ReadinessPanel } from "./readiness-panel";
import { RecentAchievements } from "./recent-achievements";
import { SkillProgress } from "./skill-progress";
import { TrialBanner } from "./trial-banner";
import { WeeklyActivity } from "./weekly-activity";

/** The Analytics Hub tab: the user's real figures, derived on the server from their activity. */
export function AnalyticsHub() {
  const analytics = useAnalytics();
  // The one readiness report: the readiness card, Skill Progress, Average Score and the insights.
  const readiness = useReadiness();
  const subscription = useSubscription();
  const { openUpgradeModal } = useUpgradeModal();
  const [showInsights, setShowInsights] = useState(false);
  const insights = useGenerateInsights();
  const aiLabels = useAiLabels();

  const generateInsights = () => {
    if (!subscription.data?.state.canUseAI) {
      openUpgradeModal(aiLabels.insights);
      return;
    }
    setShowInsights(true);
    if (!insights.isPending) insights.mutate();
  };
  const insightsState = insights.isError
    ? {
        status: "error" as const,
        message: insights.error.message || "The AI could not write your insights. Please try again.",
        onRetry: () => insights.mutate(),
      }
    : insights.data
      ? { status: "done" as const, result: insights.data }
      : { status: "pending" as const };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">Analytics Hub</h2>
          <p className="mt-1 text-slate-600">Track your progress and see where to focus next.</p>
        </div>
        <Button onClick={generateInsights} disabled={!analytics.data || subscription.isPending || insights.isPending}>
          <Sparkles aria-hidden className="size-4" />
          {aiLabels.generateInsights}
        </Button>
      </div>
      {subscription.data ? (
        <TrialBanner state={subscription.data.state} expiredText={aiLabels.insightsExpired} />
      ) : null}
      {analytics.isPending ? (
        <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:gap-4 lg:grid-cols-4" aria-busy="true">
          <StatCardSkeleton />
          <StatCardSkeleton />
          <StatCardSkeleton />
          <StatCardSkeleton />
          <span className="sr-only">Loading analytics…</span>
        </div>
      ) : analytics.isError ? (
        <LoadErrorAlert message="Failed to fetch analytics" onRetry={() => analytics.refetch()} />
      ) : !analytics.data ? (
        <Card as="p" padding="none" flat className="p-6 text-center text-slate-600">
          No analytics data available
        </Card>
      ) : (
        <>
          {showInsights ? (
            <AiInsightsPanel
              currentStreak={analytics.data.currentStreak}
              report={readiness.data}
              state={insightsState}
              onClose={() => setShowInsights(false)}
            />
          ) : null}
          <AnalyticsStats analytics={analytics.data} averages={readiness.data?.readiness.averages} />
          <ReadinessPanel />
          <div className="grid gap-6 lg:grid-cols-2">
            <WeeklyActivity days={analytics.data.weeklyActivity} />
            <SkillProgress skills={readiness.data?.readiness.skills} />
          </div>
          <ActivityHeatmap days={analytics.data.activityHeatmap} timeZone={analytics.data.timeZone} />
          <RecentAchievements achievements={analytics.data.recentAchievements} />
        </>
      )}
    </div>
  );
}
