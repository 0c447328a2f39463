import { useCallback } from "react";
import { useLocation, useSearchParams } from "wouter";
import { getWorkspaceTabHref, parseWorkspaceTab, type WorkspaceTab } from "../lib/workspace-tabs";

/** The current tab, read from `?tab=`, and a switch that adds a history entry (so Back returns). */
export function useWorkspaceTab() {
  const [searchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const tab = parseWorkspaceTab(searchParams.get("tab"));
  const goToTab = useCallback((next: WorkspaceTab) => navigate(getWorkspaceTabHref(next)), [navigate]);
  return { tab, goToTab };
}
