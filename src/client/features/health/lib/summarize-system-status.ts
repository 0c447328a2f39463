export type CheckState = "checking" | "up" | "down";

export type SystemStatusSummary = { tone: "checking" | "operational" | "degraded" | "outage"; headline: string };

/** The status page's headline from its two checks: the server itself and its database. */
export function summarizeSystemStatus({ server, database }: { server: CheckState; database: CheckState }) {
  if (server === "down") {
    return { tone: "outage", headline: "PrepPilot is not reachable right now" } satisfies SystemStatusSummary;
  }
  if (database === "down") {
    return {
      tone: "degraded",
      headline: "Partial outage: the database is not reachable",
    } satisfies SystemStatusSummary;
  }
  if (server === "checking" || database === "checking") {
    return { tone: "checking", headline: "Checking systems…" } satisfies SystemStatusSummary;
  }
  return { tone: "operational", headline: "All systems operational" } satisfies SystemStatusSummary;
}

/** A query's state as a check: still waiting for its first answer, last answer good, or last answer failed. */
export function toCheckState(query: { isPending: boolean; isError: boolean }): CheckState {
  if (query.isError) return "down";
  return query.isPending ? "checking" : "up";
}
