import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { paths } from "@/client/config/paths";

/** The strip above the panels: the way back to the arena, and the timer once the problem has loaded. */
export function ProblemTopBar({ children }: { children?: ReactNode }) {
  return (
    <div className="flex h-12 shrink-0 items-center justify-between gap-2 border-b border-slate-200 bg-white px-4">
      <Link
        to={paths.practiceTab}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4 shrink-0" />
        <span className="whitespace-nowrap">Back to Practice Arena</span>
      </Link>
      {children}
    </div>
  );
}
