import { AnalyticsHub } from "@/client/features/analytics/components/analytics-hub";
import { DashboardHome } from "@/client/features/dashboard-home/components/dashboard-home";
import { SystemDesignLab } from "@/client/features/design/components/system-design-lab";
import { InterviewLab } from "@/client/features/interviews/components/interview-lab";
import { NotificationCenter } from "@/client/features/notifications/components/notification-center";
import { PracticeArena } from "@/client/features/practice/components/practice-arena";
import { AccountSettings } from "@/client/features/settings/components/account-settings";
import { UpgradeModalProvider } from "@/client/features/subscription/components/upgrade-modal-provider";
import { WorkspaceShell } from "@/client/features/workspace/components/workspace-shell";
import { useWorkspaceTab } from "@/client/features/workspace/hooks/use-workspace-tab";

/** The signed-in workspace: six tabs on the path /dashboard, the current one in `?tab=`. */
export default function DashboardPage() {
  const { tab, goToTab } = useWorkspaceTab();
  return (
    <UpgradeModalProvider>
      <WorkspaceShell currentTab={tab}>
        {tab === "practice" ? (
          <PracticeArena />
        ) : tab === "interviews" ? (
          <InterviewLab />
        ) : tab === "system-design" ? (
          <SystemDesignLab />
        ) : tab === "analytics" ? (
          <AnalyticsHub />
        ) : tab === "settings" ? (
          <AccountSettings />
        ) : (
          <DashboardHome onGoTo={goToTab} />
        )}
        <NotificationCenter />
      </WorkspaceShell>
    </UpgradeModalProvider>
  );
}
