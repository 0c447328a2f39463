import { clsx } from "clsx";
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useSidebarCollapsed } from "../hooks/use-sidebar-collapsed";
import type { WorkspaceTab } from "../lib/workspace-tabs";
import { BrandMark } from "./brand-mark";
import { LogoutNavButton } from "./logout-nav-button";
import { UserSummary } from "./user-summary";
import { WorkspaceNav } from "./workspace-nav";

/** The collapsible side navigation of wide screens (16rem expanded, 5rem collapsed). */
export function SideNav({ currentTab }: { currentTab: WorkspaceTab }) {
  const { isCollapsed, toggleCollapsed } = useSidebarCollapsed();
  return (
    <aside
      data-testid="side-nav"
      data-collapsed={isCollapsed}
      className={clsx(
        "sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-slate-200 bg-white p-3 transition-[width] lg:flex print:hidden!",
        isCollapsed ? "w-20" : "w-64",
      )}
    >
      <div className={clsx("flex items-center gap-2 px-1 py-2", isCollapsed ? "flex-col" : "justify-between")}>
        <BrandMark showName={!isCollapsed} />
        <button
          type="button"
          onClick={toggleCollapsed}
          aria-expanded={!isCollapsed}
          aria-label={isCollapsed ? "Expand navigation" : "Collapse navigation"}
          className="grid size-9 place-items-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          {isCollapsed ? (
            <PanelLeftOpen aria-hidden className="size-5" />
          ) : (
            <PanelLeftClose aria-hidden className="size-5" />
          )}
        </button>
      </div>
      <div className="mt-4 flex-1 overflow-y-auto">
        <WorkspaceNav currentTab={currentTab} isCollapsed={isCollapsed} />
      </div>
      <div className="space-y-2 border-t border-slate-200 pt-3">
        <UserSummary isCollapsed={isCollapsed} />
        <LogoutNavButton isCollapsed={isCollapsed} />
      </div>
    </aside>
  );
}
