import type { Comparison } from "@/shared/judge/compare-results";
import type { Signature } from "@/shared/schemas/problem-judge";
import { diffValues, getResultShape } from "../lib/diff-values";
import { ValueDiffView } from "./value-diff";

// Loaded with the first Wrong Answer (problem-test-result.tsx): a page that never fails a test loads none of it.

type WrongAnswerDiffProps = {
  expected: unknown;
  actual: unknown;
  comparison?: Comparison;
  signature: Signature;
  /** A design problem's calls, to name each row of the answers' arrays. */
  labels?: string[];
};

/** What differs between expected and actual, under the problem's comparison and the result's shape. */
export function WrongAnswerDiff({ expected, actual, comparison, signature, labels }: WrongAnswerDiffProps) {
  const diff = diffValues(expected, actual, { comparison, shape: getResultShape(signature) });
  return <ValueDiffView diff={diff} labels={labels} />;
}
