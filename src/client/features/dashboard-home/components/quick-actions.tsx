import { ChevronRight, Code2, MessagesSquare, Network } from "lucide-react";
import { Card } from "@/client/components/ui/card";

/** The tabs the dashboard links to. */
export type DashboardTarget = "practice" | "interviews" | "system-design" | "analytics";

const QUICK_ACTIONS = [
  {
    tab: "practice",
    title: "Coding Practice",
    description: "Solve a coding problem in the Practice Arena",
    icon: Code2,
  },
  {
    tab: "interviews",
    title: "Mock Interview",
    description: "Answer interview questions in the Interview Lab",
    icon: MessagesSquare,
  },
  { tab: "system-design", title: "System Design", description: "Work through a design scenario", icon: Network },
] as const;

/** Shortcuts to the three practice areas; each switches to its tab. */
export function QuickActions({ onGoTo }: { onGoTo: (tab: DashboardTarget) => void }) {
  return (
    <Card as="section" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="text-lg font-semibold text-slate-900">
        Quick Actions
      </h2>
      <ul className="mt-3 space-y-2">
        {QUICK_ACTIONS.map(({ tab, title, description, icon: Icon }) => (
          <li key={tab}>
            <button
              type="button"
              onClick={() => onGoTo(tab)}
              className="flex w-full items-center gap-3 rounded-lg border border-slate-200 p-3 text-left hover:border-brand-500 hover:bg-brand-50"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900">{title}</span>
                <span className="block text-sm text-slate-600">{description}</span>
              </span>
              <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-400" />
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
