// The seven dimensions an interviewer scores a design on, shared by the automatic review's parts (the notes in
// review-notes.ts, the diagram in design-review.ts) and by the AI review's prompt and answer.

export const REVIEW_DIMENSIONS = [
  "requirements",
  "api",
  "data-model",
  "high-level-design",
  "scalability",
  "reliability",
  "trade-offs",
] as const;
export type ReviewDimension = (typeof REVIEW_DIMENSIONS)[number];

export const REVIEW_DIMENSION_LABELS: Record<ReviewDimension, string> = {
  requirements: "Requirements",
  api: "API",
  "data-model": "Data model",
  "high-level-design": "High-level design",
  scalability: "Scalability",
  reliability: "Reliability",
  "trade-offs": "Trade-offs",
};

export type DimensionScore = {
  dimension: ReviewDimension;
  /** 1–5 when a rule could judge it; null when it needs a human or AI reader. */
  score: number | null;
  source: "rules" | "reader";
  /** What was checked and what it found, or why a reader is needed. */
  reason: string;
};

/** 1 when nothing passes, 5 when everything does, evenly between. */
export function fromShare(passed: number, total: number): number {
  return total === 0 ? 1 : 1 + Math.round((4 * passed) / total);
}
