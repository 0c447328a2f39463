import { paths } from "@/client/config/paths";

// The six workspace tabs. They share the path /dashboard; the current one is kept
// in `?tab=` (docs/product-decisions.md, "Workspace tabs") so a reload and the back button keep it.

export const WORKSPACE_TABS = [
  { id: "dashboard", label: "Dashboard" },
  { id: "practice", label: "Practice Arena" },
  { id: "interviews", label: "Mock Interviews" },
  { id: "system-design", label: "System Design Lab" },
  { id: "analytics", label: "Analytics Hub" },
  { id: "settings", label: "Account Settings" },
] as const;

export type WorkspaceTab = (typeof WORKSPACE_TABS)[number]["id"];

export const DEFAULT_WORKSPACE_TAB: WorkspaceTab = "dashboard";

/** The tab a `?tab=` value names; anything missing or unknown is the dashboard. */
export function parseWorkspaceTab(value: string | null): WorkspaceTab {
  return WORKSPACE_TABS.find((tab) => tab.id === value)?.id ?? DEFAULT_WORKSPACE_TAB;
}

/** The dashboard keeps the bare path; every other tab adds `?tab=`. */
export function getWorkspaceTabHref(tab: WorkspaceTab): string {
  return tab === DEFAULT_WORKSPACE_TAB ? paths.dashboard : `${paths.dashboard}?tab=${tab}`;
}

export function getWorkspaceTabLabel(tab: WorkspaceTab): string {
  return WORKSPACE_TABS.find((entry) => entry.id === tab)?.label ?? "Dashboard";
}
