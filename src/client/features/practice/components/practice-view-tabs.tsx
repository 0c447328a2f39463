import { clsx } from "clsx";
import { Link } from "wouter";
import { paths } from "@/client/config/paths";

export const PRACTICE_VIEWS = ["problems", "library", "roadmap"] as const;
export type PracticeView = (typeof PRACTICE_VIEWS)[number];

const VIEW_LABELS: Record<PracticeView, string> = {
  problems: "My problems",
  library: "Problem Library",
  roadmap: "Roadmap",
};

/** The Practice Arena's three views, each its own address (`?view=`), so reload and Back keep it. */
export function PracticeViewTabs({ current }: { current: PracticeView }) {
  return (
    <nav aria-label="Practice Arena views" className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-slate-200 px-1">
        {PRACTICE_VIEWS.map((view) => (
          <li key={view}>
            <Link
              href={paths.practiceView(view)}
              aria-current={view === current ? "page" : undefined}
              className={clsx(
                "-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
                view === current
                  ? "border-brand-600 text-brand-700"
                  : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
              )}
            >
              {VIEW_LABELS[view]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
