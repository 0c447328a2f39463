import type { CompileError, JudgeReport } from "@/shared/judge/judge-report";
import type { Language } from "@/shared/judge/languages";
import { getVerdictLabel, type JudgedTest } from "@/shared/judge/verdicts";

/** Past this many characters a value is cut (the largest tests hold thousands of values). */
export const SHORTEN_AT = 200;

const DETAIL_INDENT = "    ";

/** A value as JSON, its start only when long. */
export function shorten(value: unknown, limit = SHORTEN_AT): string {
  const text = JSON.stringify(value) ?? "undefined";
  return text.length > limit ? `${text.slice(0, limit)}… (${text.length} characters)` : text;
}

export function formatTime(timeMs: number | undefined): string {
  if (timeMs === undefined) return "";
  return `${timeMs < 10 ? timeMs.toFixed(1) : Math.round(timeMs)} ms`;
}

/** `Accepted — 15/15 tests passed`, `Wrong Answer — 3/15 tests passed`. */
export function formatSummary(report: JudgeReport, language: Language): string {
  return `${getVerdictLabel(report.verdict, language)} — ${report.passed}/${report.total} tests passed`;
}

/** `Syntax Error at line 1, column 9: …` (a Compile Error in Java, C++ and Go). */
export function formatCompileError(error: CompileError, language: Language): string {
  const at =
    error.line === undefined
      ? ""
      : ` at line ${error.line}${error.column === undefined ? "" : `, column ${error.column}`}`;
  return `${getVerdictLabel("compile_error", language)}${at}: ${error.message}`;
}

/**
 * A report as the terminal shows it: each test's number, verdict and time, what a failed test was given,
 * expected, returned, said and printed; tests left unrun as one line; then the summary.
 */
export function formatReport(report: JudgeReport, language: Language): string[] {
  if (report.compileError) return [formatCompileError(report.compileError, language), formatSummary(report, language)];
  const lines: string[] = [];
  const tests = report.tests;
  for (let index = 0; index < tests.length; index++) {
    const test = tests[index] as JudgedTest;
    if (test.isNotRun) {
      const last = tests.findLastIndex((other) => other.isNotRun);
      const range = last > index ? `Tests ${index + 1}–${last + 1}` : `Test ${index + 1}`;
      lines.push(`${range} not run: ${(test.message ?? "").replace(/^Not run: /, "")}`);
      index = last;
      continue;
    }
    const label = `Test ${test.index + 1}`.padEnd(9);
    lines.push(`${label}${getVerdictLabel(test.verdict, language).padEnd(22)}${formatTime(test.timeMs)}`.trimEnd());
    if (!test.passed) lines.push(...formatFailedTest(test).map((line) => `${DETAIL_INDENT}${line}`));
  }
  lines.push(formatSummary(report, language));
  return lines;
}

/** What a failed test was given and expected, and what the code did: returned, threw (and where), printed. */
export function formatFailedTest(test: JudgedTest): string[] {
  const lines = [`input     ${shorten(test.input)}`];
  if (!test.isCustom) lines.push(`expected  ${shorten(test.expected)}`);
  if (test.verdict === "wrong_answer" || test.actual !== undefined) lines.push(`actual    ${shorten(test.actual)}`);
  if (test.message) lines.push(`message   ${test.message}`);
  if (test.line !== undefined) lines.push(`line      ${test.line}`);
  if (test.output) {
    const [first, ...rest] = test.output.replace(/\n$/, "").split("\n");
    lines.push(`printed   ${first}`, ...rest.map((line) => `          ${line}`));
  }
  return lines;
}

/** What `--json` prints for one file: the JudgeReport, with the problem and the language. */
export function toJsonReport(slug: string, language: Language, report: JudgeReport) {
  const { verdict, passed, total, tests, compileError } = report;
  return { slug, language, verdict, passed, total, tests, ...(compileError ? { compileError } : {}) };
}
