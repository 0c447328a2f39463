import type { JudgeReport } from "@/shared/judge/judge-report";
import type { Language } from "@/shared/judge/languages";
import { formatJudgeValue } from "../format-judge-value";

/** What the automatic review says about the tests: from the page's last Run or Submit, if any. */
export type TestsSummary =
  | { kind: "none" }
  | {
      kind: "results";
      source: "run" | "submit";
      language: Language;
      passed: number;
      total: number;
      /** One line per failing test, e.g. "Fails test 3: expected [0,1], got [1,0]". */
      failures: string[];
      /** Tests left unrun after a time or memory limit. */
      notRun: number;
    };

/** Values longer than this are cut: a large test's input would fill the panel. */
const VALUE_MAX_CHARS = 80;

export function summariseTests(
  last: { kind: "run" | "submit"; language: Language; report: JudgeReport } | null,
): TestsSummary {
  if (!last) return { kind: "none" };
  const { report } = last;
  const failures: string[] = [];
  if (report.compileError) {
    const { message, line } = report.compileError;
    failures.push(`Does not compile: ${message}${line === undefined ? "" : ` (line ${line})`}`);
  }
  for (const test of report.tests) {
    if (test.passed || test.isNotRun) continue;
    const name = `Fails test ${test.index + 1}`;
    if (test.verdict === "wrong_answer") {
      failures.push(`${name}: expected ${formatShort(test.expected)}, got ${formatShort(test.actual)}`);
    } else {
      failures.push(`${name}: ${test.message ?? test.verdict}${test.line === undefined ? "" : ` (line ${test.line})`}`);
    }
  }
  const notRun = report.compileError ? 0 : report.tests.filter((test) => test.isNotRun).length;
  return {
    kind: "results",
    source: last.kind,
    language: last.language,
    passed: report.passed,
    total: report.total,
    failures,
    notRun,
  };
}

function formatShort(value: unknown): string {
  const text = formatJudgeValue(value);
  return text.length > VALUE_MAX_CHARS ? `${text.slice(0, VALUE_MAX_CHARS)}…` : text;
}
