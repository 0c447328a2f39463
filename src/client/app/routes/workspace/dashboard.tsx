import { AccountSettings } from "@/client/app/workspace/account-settings";
import { DashboardHome } from "@/client/app/workspace/dashboard-home";
import { AnalyticsHub } from "@/client/features/analytics";
import { SystemDesignLab } from "@/client/features/design";
import { InterviewLab } from "@/client/features/interviews";
import { NotificationCenter } from "@/client/features/notifications";
import { PracticeArena } from "@/client/features/practice";
import { UpgradeModalProvider } from "@/client/features/subscription";
import { useWorkspaceTab, WorkspaceShell } from "@/client/features/workspace";

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
