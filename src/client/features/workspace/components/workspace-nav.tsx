import { clsx } from "clsx";
import { BarChart3, Code2, LayoutDashboard, type LucideIcon, MessagesSquare, Network, Settings } from "lucide-react";
import { Link } from "wouter";
import { getWorkspaceTabHref, WORKSPACE_TABS, type WorkspaceTab } from "../lib/workspace-tabs";

const TAB_ICONS: Record<WorkspaceTab, LucideIcon> = {
  dashboard: LayoutDashboard,
  practice: Code2,
  interviews: MessagesSquare,
  "system-design": Network,
  analytics: BarChart3,
  settings: Settings,
};

type WorkspaceNavProps = {
  currentTab: WorkspaceTab;
  isCollapsed?: boolean;
  /** Called after a link is followed (the phone drawer closes itself). */
  onNavigate?: () => void;
};

/** The tab links: real links to `?tab=`, so they can be opened in a new tab and Back works. */
export function WorkspaceNav({ currentTab, isCollapsed = false, onNavigate }: WorkspaceNavProps) {
  return (
    <nav aria-label="Workspace">
      <ul className="space-y-1">
        {WORKSPACE_TABS.map(({ id, label }) => {
          const Icon = TAB_ICONS[id];
          const isCurrent = id === currentTab;
          return (
            <li key={id}>
              <Link
                to={getWorkspaceTabHref(id)}
                aria-current={isCurrent ? "page" : undefined}
                title={isCollapsed ? label : undefined}
                onClick={onNavigate}
                className={clsx(
                  "flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors",
                  isCollapsed ? "justify-center" : null,
                  isCurrent ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                )}
              >
                <Icon aria-hidden className="size-5 shrink-0" />
                <span className={isCollapsed ? "sr-only" : "truncate"}>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
