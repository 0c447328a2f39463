import { clsx } from "clsx";

export type Stat = { value: string; label: string };

/** A row of headline figures (the product's static marketing numbers). */
export function StatGrid({ stats, tone = "light" }: { stats: Stat[]; tone?: "light" | "dark" }) {
  const isDark = tone === "dark";
  return (
    <dl
      className={clsx(
        "grid grid-cols-2 gap-px overflow-hidden rounded-2xl lg:grid-cols-4",
        isDark ? "bg-white/10 ring-1 ring-white/10" : "bg-slate-200 ring-1 ring-slate-200",
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={clsx("flex flex-col-reverse gap-1 p-6 text-center", isDark ? "bg-slate-950/80" : "bg-white")}
        >
          <dt className={clsx("text-sm", isDark ? "text-slate-300" : "text-slate-600")}>{stat.label}</dt>
          <dd className={clsx("text-3xl font-semibold tracking-tight", isDark ? "text-white" : "text-slate-900")}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
