import type { JudgeReport } from "@/shared/judge/judge-report";
import { getOverallVerdict } from "@/shared/judge/verdicts";

/**
 * The library's reference solutions must not print (content/README.md): a user's output is shown
 * under the test, but output from a solution we ship is a mistake, so the verifier fails the test.
 */
export function rejectPrinting(report: JudgeReport): JudgeReport {
  const tests = report.tests.map((test) =>
    test.passed && test.output
      ? {
          ...test,
          passed: false,
          verdict: "runtime_error" as const,
          message: `the solution printed to stdout: ${test.output.slice(0, 200)}`,
        }
      : test,
  );
  return {
    ...report,
    tests,
    verdict: getOverallVerdict(tests),
    passed: tests.filter((test) => test.passed).length,
  };
}
