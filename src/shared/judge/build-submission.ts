import type { JudgeReport } from "@/shared/judge/judge-report";
import type { Language } from "@/shared/judge/languages";
import type { SubmissionInput } from "@/shared/schemas/solving";

/**
 * A submission as the API stores it, from a judge's report on every test (the browser's or a runner's):
 * the time is the sum of the tests' times, and the first failing test is kept (with the compile error's
 * message and line when the code did not compile) so the list can show why it failed.
 */
export function buildSubmissionInput<L extends Language>({
  language,
  code,
  report,
  elapsedSeconds,
}: {
  language: L;
  code: string;
  report: JudgeReport;
  elapsedSeconds?: number;
}): SubmissionInput & { language: L } {
  const runtimeMs = report.tests.reduce((sum, test) => sum + (test.timeMs ?? 0), 0);
  const failed = report.tests.find((test) => !test.passed);
  const message = report.compileError?.message ?? failed?.message;
  const line = report.compileError?.line ?? failed?.line;
  return {
    language,
    code,
    verdict: report.verdict,
    passed: report.passed,
    total: report.total,
    runtimeMs,
    ...(elapsedSeconds === undefined ? {} : { elapsedSeconds }),
    ...(failed
      ? {
          failedTest: {
            index: failed.index,
            input: failed.input,
            expected: failed.expected,
            ...(failed.actual === undefined ? {} : { actual: failed.actual }),
            ...(message === undefined ? {} : { message }),
            ...(line === undefined ? {} : { line }),
          },
        }
      : {}),
  };
}
