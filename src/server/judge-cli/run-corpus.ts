import fs from "node:fs/promises";
import os from "node:os";
import { LocalRunnerUnavailable } from "@/runner/local-runner";
import type { JudgeReport } from "@/shared/judge/judge-report";
import { isRunnerLanguage, LANGUAGES, type Language } from "@/shared/judge/languages";
import { getVerdictLabel } from "@/shared/judge/verdicts";
import { type CorpusFile, listCorpus } from "./corpus-files";
import { formatCompileError, formatFailedTest, formatSummary, formatTime } from "./format-report";
import type { SourceJudge } from "./judge-source";
import { UsageError } from "./parse-args";
import { type ProblemLookup, readProblems } from "./read-problems";

/** Where the CLI writes: lines for the terminal, JSON, or a one-line complaint. */
export type CliOutput = { out(line: string): void; err(line: string): void };

/** One corpus file's outcome: its report, or why it could not be judged (unknown slug, unreadable problem). */
export type CorpusResult = CorpusFile & ({ report: JudgeReport; timeMs: number } | { error: string });

/**
 * `--corpus <dir>`: judges every file of the corpus (JavaScript and TypeScript while Pyodide starts, then
 * Python, all in one Pyodide; then Java, C++ and Go in local sandboxes, one per core at a time), a line per
 * file as it is judged, then a tally per language and the failures with their first failing test. 0 only
 * when every file is Accepted.
 */
export async function runCorpus(dir: string, isJson: boolean, judge: SourceJudge, output: CliOutput): Promise<number> {
  const started = performance.now();
  const { files, skipped } = await listCorpus(dir);
  if (files.length === 0) throw new UsageError(`no solutions in ${dir}/{${LANGUAGES.join(",")}}/`);
  for (const name of skipped) output.err(`skipped ${name}: not <slug>.<ext> or <slug>--<label>.<ext> for its folder`);
  const problems = await readProblems(files.map((file) => file.slug));
  // Pyodide starts while JavaScript is judged; a file's time is its judging only, not that wait.
  const pythonReady = files.some((file) => file.language === "python") ? judge.warmUpPython() : undefined;
  pythonReady?.catch(() => undefined);
  const results: CorpusResult[] = [];
  const judgeOne = async (file: CorpusFile, index: number) => {
    const lookup = problems.get(file.slug);
    if (file.language === "python") await pythonReady;
    const result = await judgeCorpusFile(file, lookup, judge);
    results[index] = result;
    if (!isJson) output.out(formatCorpusLine(result));
  };
  // QuickJS holds this thread while it judges: the runners' files wait, lest their tests' clocks run late.
  const browser = files.flatMap((file, index) => (isRunnerLanguage(file.language) ? [] : [{ file, index }]));
  for (const { file, index } of browser) await judgeOne(file, index);
  const native = files.flatMap((file, index) => (isRunnerLanguage(file.language) ? [{ file, index }] : []));
  let next = 0;
  const worker = async () => {
    for (let item = native[next++]; item; item = native[next++]) await judgeOne(item.file, item.index);
  };
  await Promise.all(Array.from({ length: Math.min(native.length, os.availableParallelism()) }, worker));
  const elapsedMs = performance.now() - started;
  if (isJson) output.out(JSON.stringify(toJsonCorpus(dir, results, elapsedMs)));
  else for (const line of formatCorpusSummary(results, elapsedMs)) output.out(line);
  return results.every(isAccepted) ? 0 : 1;
}

/** One file's report, or why it was not judged: an unknown problem, or its language cannot be judged here. */
async function judgeCorpusFile(
  file: CorpusFile,
  lookup: ProblemLookup | undefined,
  judge: SourceJudge,
): Promise<CorpusResult> {
  if (!lookup || "error" in lookup) return { ...file, error: lookup?.error ?? "unknown problem" };
  const code = await fs.readFile(file.file, "utf8");
  const fileStarted = performance.now();
  try {
    const report = await judge.judge(file.language, code, lookup.problem);
    return { ...file, report, timeMs: performance.now() - fileStarted };
  } catch (error) {
    if (error instanceof LocalRunnerUnavailable) return { ...file, error: error.message };
    throw error;
  }
}

function isAccepted(result: CorpusResult): boolean {
  return "report" in result && result.report.verdict === "accepted";
}

export function formatCorpusLine(result: CorpusResult): string {
  const mark = isAccepted(result) ? "✓" : "✗";
  if ("error" in result) return `${mark} ${result.name}  ${result.error}`;
  const { report } = result;
  return `${mark} ${result.name}  ${getVerdictLabel(report.verdict, result.language)}  ${report.passed}/${report.total}  ${formatTime(result.timeMs)}`;
}

/** The tally per language (`python: 70/72 accepted`), then each failure with its first failing test. */
export function formatCorpusSummary(results: readonly CorpusResult[], elapsedMs: number): string[] {
  const lines = ["", ...LANGUAGES.map((language) => formatTally(language, results))];
  const failures = results.filter((result) => !isAccepted(result));
  if (failures.length > 0) lines.push("", "Failures:");
  for (const failure of failures) {
    if ("error" in failure) {
      lines.push(`✗ ${failure.name}: ${failure.error}`);
      continue;
    }
    const { report } = failure;
    lines.push(`✗ ${failure.name}: ${formatSummary(report, failure.language)}`);
    const first = report.tests.find((test) => !test.passed);
    if (report.compileError) lines.push(`    ${formatCompileError(report.compileError, failure.language)}`);
    else if (first)
      lines.push(
        `    Test ${first.index + 1}: ${getVerdictLabel(first.verdict, failure.language)}`,
        ...formatFailedTest(first).map((line) => `      ${line}`),
      );
  }
  const accepted = results.filter(isAccepted).length;
  lines.push("", `${accepted}/${results.length} files accepted in ${(elapsedMs / 1000).toFixed(1)} s`);
  return lines;
}

function formatTally(language: Language, results: readonly CorpusResult[]): string {
  const own = results.filter((result) => result.language === language);
  return `${language}: ${own.filter(isAccepted).length}/${own.length} accepted`;
}

/** What `--corpus --json` prints: the tallies and, per file, its verdict and its first failing test. */
export function toJsonCorpus(dir: string, results: readonly CorpusResult[], elapsedMs: number) {
  const languages = Object.fromEntries(
    LANGUAGES.map((language) => {
      const own = results.filter((result) => result.language === language);
      return [language, { accepted: own.filter(isAccepted).length, total: own.length }];
    }),
  );
  const files = results.map((result) => {
    const base = { file: result.name, slug: result.slug, language: result.language };
    if ("error" in result) return { ...base, verdict: null, error: result.error };
    const { verdict, passed, total, compileError, tests } = result.report;
    const firstFailure = tests.find((test) => !test.passed);
    return {
      ...base,
      verdict,
      passed,
      total,
      timeMs: Math.round(result.timeMs),
      ...(compileError ? { compileError } : firstFailure ? { firstFailure } : {}),
    };
  });
  const accepted = results.filter(isAccepted).length;
  return { dir, accepted, total: results.length, elapsedMs: Math.round(elapsedMs), languages, files };
}
