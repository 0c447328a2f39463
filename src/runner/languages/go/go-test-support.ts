import { expect } from "vitest";
import { judgeLibraryProblem } from "../../../../tests/fixtures/native-judging";
import { go } from "./index";

// Shared by the Go harness' tests: each judgement compiles a Go program (about 1–2 s with a warm build cache).
export const TIMEOUT = 60_000;

export async function expectAccepted(slug: string, code: string) {
  const report = await judgeLibraryProblem(go, slug, code);
  const failed = report.tests.find((test) => !test.passed);
  expect(report.compileError).toBeUndefined();
  expect(failed).toBeUndefined();
  expect(report.verdict).toBe("accepted");
  return report;
}
