import type { JudgeReport } from "@/shared/judge/judge-report";
import type { JudgedTest } from "@/shared/judge/verdicts";

/** A reference solution's failed tests, one line each: slug, language, test index, input, expected, actual. */
export function describeFailures(slug: string, language: string, report: JudgeReport): string[] {
  if (report.compileError) {
    const { message, line } = report.compileError;
    return [`${slug} [${language}] does not compile: ${message}${line ? ` (line ${line})` : ""}`];
  }
  return report.tests
    .filter((test) => !test.passed)
    .map((test) => {
      return (
        `${slug} [${language}] tests[${test.index}]: input ${shorten(test.input)}, ` +
        `expected ${shorten(test.expected)}, ${describeResult(test)}`
      );
    });
}

function describeResult(test: JudgedTest): string {
  if (test.verdict === "wrong_answer") return `actual ${shorten(test.actual)}`;
  const where = test.line === undefined ? "" : ` (line ${test.line})`;
  return `${test.verdict} ${test.message ?? ""}${where}`;
}

/** The slowest test's time in ms, to a tenth (what the judge's time limits derive from). */
export function slowestTest(report: JudgeReport): number {
  const slowest = Math.max(0.1, ...report.tests.map((test) => test.timeMs ?? 0));
  return Math.ceil(slowest * 10) / 10;
}

// Largest-size tests hold thousands of values: a failure line shows their start.
export function shorten(value: unknown): string {
  const text = JSON.stringify(value) ?? "undefined";
  return text.length > 200 ? `${text.slice(0, 200)}… (${text.length} characters)` : text;
}
