import { clsx } from "clsx";
import { CircleAlert, CircleCheck, LoaderCircle, RefreshCw } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { useDatabaseCheck } from "../api/get-database-check";
import { useHealth } from "../api/get-health";
import { type CheckState, summarizeSystemStatus, toCheckState } from "../lib/summarize-system-status";

const HEADLINE_STYLES = {
  checking: { icon: LoaderCircle, className: "border-slate-200 bg-slate-50 text-slate-800" },
  operational: { icon: CircleCheck, className: "border-green-200 bg-green-50 text-green-800" },
  degraded: { icon: CircleAlert, className: "border-amber-200 bg-amber-50 text-amber-900" },
  outage: { icon: CircleAlert, className: "border-red-200 bg-red-50 text-red-800" },
} as const;

const CHECK_LABELS: Record<CheckState, { text: string; className: string }> = {
  checking: { text: "Checking…", className: "text-slate-600" },
  up: { text: "Operational", className: "text-green-700" },
  down: { text: "Down", className: "text-red-700" },
};

/** Live results of GET /api/health and GET /api/ready, checked again every 30 seconds. */
export function SystemStatus() {
  const health = useHealth();
  const databaseCheck = useDatabaseCheck();
  const server = toCheckState(health);
  const database = toCheckState(databaseCheck);
  const summary = summarizeSystemStatus({ server, database });
  const checks = [
    { name: "Website and API", description: "The PrepPilot server answers requests.", state: server },
    { name: "Database", description: "Accounts and practice data can be read and saved.", state: database },
  ];
  const lastCheckedAt = Math.max(
    health.dataUpdatedAt,
    health.errorUpdatedAt,
    databaseCheck.dataUpdatedAt,
    databaseCheck.errorUpdatedAt,
  );
  const isRefreshing = health.isFetching || databaseCheck.isFetching;
  const Icon = HEADLINE_STYLES[summary.tone].icon;

  return (
    <div className="space-y-6">
      <div
        role="status"
        className={clsx("flex items-center gap-3 rounded-2xl border p-5", HEADLINE_STYLES[summary.tone].className)}
      >
        <Icon aria-hidden className={clsx("size-7 shrink-0", summary.tone === "checking" && "animate-spin")} />
        <p className="text-lg font-semibold">{summary.headline}</p>
      </div>
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {checks.map((check) => (
          <li key={check.name} className="flex items-center justify-between gap-4 px-5 py-4">
            <div>
              <p className="font-medium text-slate-900">{check.name}</p>
              <p className="text-sm text-slate-600">{check.description}</p>
            </div>
            <p className={clsx("shrink-0 text-sm font-semibold", CHECK_LABELS[check.state].className)}>
              {CHECK_LABELS[check.state].text}
            </p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
        <p>
          {lastCheckedAt > 0 ? (
            <>
              Last checked at{" "}
              <time dateTime={new Date(lastCheckedAt).toISOString()}>
                {new Date(lastCheckedAt).toLocaleTimeString()}
              </time>
              . Checked again every 30 seconds.
            </>
          ) : (
            "Running the first check…"
          )}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={isRefreshing}
          onClick={() => {
            void health.refetch();
            void databaseCheck.refetch();
          }}
        >
          <RefreshCw aria-hidden className={clsx("size-4", isRefreshing && "animate-spin")} />
          Check now
        </Button>
      </div>
    </div>
  );
}
