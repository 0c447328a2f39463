import type { DesignCheck } from "./design-rules";

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

export type DimensionScore = {
  dimension: ReviewDimension;
  score: number | null;
  source: "rules" | "reader";
  reason: string;
};

export type AutomaticReview = {
  findings: DesignCheck[];
  dimensions: DimensionScore[];
  score: number | null;
};
