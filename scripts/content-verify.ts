import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { CONTENT_DIR, REFERENCE_TIMES_FILE } from "@/server/content/load-library";
import { VERIFY_LANGUAGES, type VerifyLanguage, verifyLibrary } from "@/server/content/verify-library";

// `npm run content:verify [-- --only slug1,slug2] [--languages javascript,python,java,cpp,go] [--js-only]
// [--strict] [--measure] [--complexity] [--jobs n]`: see content/README.md.
const { values } = parseArgs({
  options: {
    only: { type: "string" },
    languages: { type: "string" },
    "js-only": { type: "boolean" },
    strict: { type: "boolean" },
    measure: { type: "boolean" },
    complexity: { type: "boolean" },
    jobs: { type: "string" },
  },
});

const languages = readLanguages(values.languages);
const jobs = values.jobs === undefined ? undefined : Number(values.jobs);
if (jobs !== undefined && !(Number.isInteger(jobs) && jobs > 0))
  usage(`--jobs takes a whole number, not "${values.jobs}"`);
const report = await verifyLibrary({
  only: values.only
    ?.split(",")
    .map((slug) => slug.trim())
    .filter(Boolean),
  languages,
  isJavaScriptOnly: values["js-only"],
  isStrict: values.strict,
  isTimingComplexity: values.complexity,
  // Java, C++ and Go: a line per problem on stderr (they take minutes), runs kept apart when measuring.
  native: { concurrency: jobs, isMeasuring: values.measure, onProgress: (line) => console.error(line) },
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

/** `--languages a,b` (or `all`): the reference solutions to run. */
function readLanguages(option: string | undefined): VerifyLanguage[] | undefined {
  if (option === undefined) return undefined;
  if (option.trim() === "all") return [...VERIFY_LANGUAGES];
  const names = option
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !(VERIFY_LANGUAGES as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length === 0)
    usage(`--languages takes ${VERIFY_LANGUAGES.join(",")} or all, not "${unknown.join(",") || option}"`);
  return names as VerifyLanguage[];
}

function usage(message: string): never {
  console.error(`content:verify: ${message}`);
  process.exit(2);
}

/**
 * Merges the measured times into content/reference-times.json, one problem a line, sorted by slug: a
 * language measured now replaces its figure, the others' stay.
 */
async function writeReferenceTimes(measured: typeof report.referenceTimes) {
  const file = path.join(CONTENT_DIR, REFERENCE_TIMES_FILE);
  const previous = JSON.parse(await fs.readFile(file, "utf8").catch(() => "{}")) as typeof measured;
  const times = { ...previous };
  for (const [slug, figures] of Object.entries(measured)) times[slug] = { ...previous[slug], ...figures };
  const lines = Object.keys(times)
    .sort()
    .map((slug) => `  ${JSON.stringify(slug)}: ${JSON.stringify(orderEngines(times[slug] ?? {}))}`);
  await fs.writeFile(file, `{\n${lines.join(",\n")}\n}\n`);
  console.log(
    `Reference times of ${Object.keys(measured).length} problems written to content/${REFERENCE_TIMES_FILE}.`,
  );
}

/** One problem's figures in VERIFY_LANGUAGES' order, whichever was measured first. */
function orderEngines(figures: Partial<Record<VerifyLanguage, number>>) {
  return Object.fromEntries(
    VERIFY_LANGUAGES.flatMap((language) => (language in figures ? [[language, figures[language]]] : [])),
  );
}
