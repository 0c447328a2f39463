import type { TestResult } from "@/shared/judge/grade-results";

/**
 * The library's reference solutions must not print (content/README.md): a user's output is shown
 * under the test, but output from a solution we ship is a mistake, so the verifier fails the test.
 */
export function rejectPrinting(result: TestResult): TestResult {
  if (!result.ok || !result.output) return result;
  return { ok: false, error: `the solution printed to stdout: ${result.output.slice(0, 200)}` };
}
