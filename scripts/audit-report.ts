/** One advisory of `npm audit --json` (report version 2), as found under a vulnerability's `via`. */
type Advisory = { source?: number; name?: string; title?: string; url?: string; severity?: string; range?: string };

type AuditReport = {
  vulnerabilities?: Record<string, { via?: (Advisory | string)[] }>;
  metadata?: { vulnerabilities?: Record<string, number> };
  error?: { summary?: string; detail?: string };
  message?: string;
};

const BLOCKING = new Set(["high", "critical"]);

/**
 * What `npm audit --omit=dev --json` printed, judged: high and critical advisories fail unless their
 * URL is an accepted exception; a report npm could not make (no network, an endpoint that refuses)
 * is a warning, never a failure.
 */
export function judgeAudit(output: string, acceptedUrls: ReadonlySet<string>): { ok: boolean; lines: string[] } {
  let report: AuditReport;
  try {
    report = JSON.parse(output) as AuditReport;
  } catch {
    return { ok: true, lines: ["npm audit: no report (the audit endpoint could not be reached); not checked"] };
  }
  if (!report.metadata?.vulnerabilities) {
    const reason = report.error?.summary || report.message || "no report";
    return { ok: true, lines: [`npm audit: the audit endpoint could not be used (${reason}); not checked`] };
  }
  const advisories = new Map<string, Advisory>();
  for (const vulnerability of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via === "object" && via.url && BLOCKING.has(via.severity ?? "")) advisories.set(via.url, via);
    }
  }
  const blocking = [...advisories.values()].filter((advisory) => !acceptedUrls.has(advisory.url ?? ""));
  const counts = Object.entries(report.metadata.vulnerabilities)
    .filter(([severity]) => severity !== "total")
    .map(([severity, count]) => `${count} ${severity}`)
    .join(", ");
  const lines = [`npm audit (production dependencies): ${counts}`];
  for (const advisory of advisories.values()) {
    const accepted = acceptedUrls.has(advisory.url ?? "") ? " (accepted exception)" : "";
    lines.push(
      `  ${advisory.severity} ${advisory.name} ${advisory.range ?? ""}: ${advisory.title} ${advisory.url}${accepted}`,
    );
  }
  if (blocking.length > 0)
    lines.push(`${blocking.length} high or critical advisory not accepted: fix it or record an exception`);
  return { ok: blocking.length === 0, lines };
}
