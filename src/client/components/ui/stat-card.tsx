import type { LucideIcon } from "lucide-react";
import { Card } from "@/client/components/ui/card";

type StatCardProps = {
  label: string;
  value: string;
  icon: LucideIcon;
  /** A line under the figure: a hint or the change against last week. */
  hint?: string;
};

/** One figure of the dashboard or the Analytics Hub; the label names it for screen readers and tests. */
export function StatCard({ label, value, icon: Icon, hint }: StatCardProps) {
  return (
    <Card padding="sm" className="sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <dl className="min-w-0">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-3xl font-bold text-slate-900">{value}</dd>
        </dl>
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <Icon aria-hidden className="size-5" />
        </span>
      </div>
      {hint ? <p className="mt-2 text-sm text-slate-600">{hint}</p> : null}
    </Card>
  );
}

/** A grey block in a card's shape while its figures load. */
export function StatCardSkeleton() {
  return <div aria-hidden className="h-28 animate-pulse rounded-xl border border-slate-200 bg-slate-100" />;
}
