import type { CodeReview } from "@/shared/schemas/code-review";
import { type ComplexityEstimate, estimateComplexity } from "@/shared/timing/estimate-complexity";

/** "0.42 ms", "12 ms", "1.3 s". */
export function formatDuration(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(1)} s`;
  if (ms >= 10) return `${Math.round(ms)} ms`;
  return `${ms.toFixed(ms >= 1 ? 1 : 2)} ms`;
}

/** The estimate in words, with the times it comes from: an estimate, and said to be one. */
export function describeEstimate(
  points: ComplexityEstimate["points"],
  { isPerCall }: { isPerCall: boolean },
): { headline: string; detail: string } {
  const estimate = estimateComplexity(points, { isPerCall });
  if (estimate.kind === "too-fast") {
    return {
      headline: "Too fast to estimate",
      detail:
        "At every input size timed, your code's own time was too small to tell apart from the test harness's (reading the input, writing the result).",
    };
  }
  const times = points.map((point) => `×${point.scale}: ${formatDuration(point.ms)}`).join(", ");
  const perCall = isPerCall ? " per call" : "";
  return {
    headline: `≈ ${estimate.label}${perCall}`,
    detail: `An estimate from timing your code on the largest test's input and on inputs 2, 4 and 8 times as large (median of 5 runs each, less the test harness's own time): ${times}.`,
  };
}

export function describeReferenceComplexity(reference: CodeReview["referenceComplexity"]): string {
  if (!reference) return "The reference complexity shows once you solve the problem or give up.";
  return `Reference solution: ${reference.time} time, ${reference.space} space.`;
}
