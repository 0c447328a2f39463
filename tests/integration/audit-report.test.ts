import { expect, test } from "vitest";
import { judgeAudit } from "../../scripts/audit-report";

// scripts/audit.ts (run by .ci/run) judges `npm audit --omit=dev --json` with this function.

const report = (severity: string, url = "https://github.com/advisories/GHSA-aaaa-bbbb-cccc") =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: {
      lib: { name: "lib", severity, via: [{ source: 1, name: "lib", title: "Bad thing", url, severity, range: "<2" }] },
      app: { name: "app", severity, via: ["lib"] },
    },
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 1, critical: 0, total: 1 } },
  });

test("a high or critical advisory fails the check, naming it", () => {
  for (const severity of ["high", "critical"]) {
    const verdict = judgeAudit(report(severity), new Set());
    expect(verdict.ok).toBe(false);
    expect(verdict.lines.join("\n")).toContain(`${severity} lib <2: Bad thing https://github.com/advisories/GHSA`);
  }
});

test("moderate advisories and accepted exceptions pass", () => {
  expect(judgeAudit(report("moderate"), new Set()).ok).toBe(true);
  const accepted = judgeAudit(report("high"), new Set(["https://github.com/advisories/GHSA-aaaa-bbbb-cccc"]));
  expect(accepted.ok).toBe(true);
  expect(accepted.lines.join("\n")).toContain("(accepted exception)");
});

test("an audit endpoint that cannot be reached or refuses is a warning, not a failure", () => {
  const refused = JSON.stringify({ message: "405 Method Not Allowed", error: { summary: "", detail: "" } });
  expect(judgeAudit(refused, new Set())).toEqual({
    ok: true,
    lines: ["npm audit: the audit endpoint could not be used (405 Method Not Allowed); not checked"],
  });
  expect(judgeAudit("", new Set()).ok).toBe(true);
});
