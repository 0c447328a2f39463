import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { CONTENT_DIR, REFERENCE_TIMES_FILE } from "@/server/content/load-library";
import { verifyLibrary } from "@/server/content/verify-library";

// `npm run content:verify [-- --only slug1,slug2] [--js-only] [--strict] [--measure]`: see content/README.md.
const { values } = parseArgs({
  options: {
    only: { type: "string" },
    "js-only": { type: "boolean" },
    strict: { type: "boolean" },
    measure: { type: "boolean" },
  },
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
if (values.measure && report.failures.length === 0) await writeReferenceTimes(report.referenceTimes);

/** Merges the measured times into content/reference-times.json, one problem a line, sorted by slug. */
async function writeReferenceTimes(measured: typeof report.referenceTimes) {
  const file = path.join(CONTENT_DIR, REFERENCE_TIMES_FILE);
  const previous = JSON.parse(await fs.readFile(file, "utf8").catch(() => "{}")) as typeof measured;
  const times = { ...previous, ...measured };
  const lines = Object.keys(times)
    .sort()
    .map((slug) => `  ${JSON.stringify(slug)}: ${JSON.stringify(times[slug])}`);
  await fs.writeFile(file, `{\n${lines.join(",\n")}\n}\n`);
  console.log(
    `Reference times of ${Object.keys(measured).length} problems written to content/${REFERENCE_TIMES_FILE}.`,
  );
}
