// `node --import tsx scripts/audit.ts`: npm audit of the production dependencies, run by .ci/run.
// Fails on a high or critical advisory that .ci/audit-exceptions.json does not accept; warns and
// passes when the registry's audit endpoint cannot be reached, so CI does not fail on the network
// (docs/decisions/007-npm-audit-in-ci.md).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { judgeAudit } from "./audit-report";

const root = path.resolve(import.meta.dirname, "..");
const { exceptions } = JSON.parse(fs.readFileSync(path.join(root, ".ci/audit-exceptions.json"), "utf8")) as {
  exceptions: { url: string }[];
};

let output: string;
try {
  output = execFileSync("npm", ["audit", "--omit=dev", "--json"], { cwd: root, encoding: "utf8", stdio: "pipe" });
} catch (error) {
  // npm audit exits 1 both when it finds advisories and when it cannot reach the endpoint.
  output = (error as { stdout?: string }).stdout ?? "";
}

const verdict = judgeAudit(output, new Set(exceptions.map((entry) => entry.url)));
for (const line of verdict.lines) console.log(line);
process.exitCode = verdict.ok ? 0 : 1;
