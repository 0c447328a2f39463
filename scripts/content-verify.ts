import { parseArgs } from "node:util";
import { verifyLibrary } from "@/server/content/verify-library";

// `npm run content:verify [-- --only slug1,slug2] [--js-only] [--strict]`: see content/README.md.
const { values } = parseArgs({
  options: { only: { type: "string" }, "js-only": { type: "boolean" }, strict: { type: "boolean" } },
});

const report = await verifyLibrary({
  only: values.only
    ?.split(",")
    .map((slug) => slug.trim())
    .filter(Boolean),
  isJavaScriptOnly: values["js-only"],
  isStrict: values.strict,
});

console.log(report.tables.join("\n"));
if (report.unmetTargets.length > 0) {
  console.log(`\nFull-size targets not met yet${values.strict ? "" : " (fails only with --strict)"}:`);
  for (const target of report.unmetTargets) console.log(`  - ${target}`);
}
if (report.failures.length > 0) {
  console.log("\nFailures:");
  for (const failure of report.failures) console.log(`  ✗ ${failure}`);
}
console.log(`\n${report.summary}`);
process.exitCode = report.failures.length > 0 ? 1 : 0;
