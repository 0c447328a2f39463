import { getMeanScore, getStudyMinutes, toStudyHours } from "@/shared/progress";
import type { Scenario } from "@/shared/schemas/design";

/** A design rated Good (4) or better counts as mastered. */
export const MASTERED_RATING = 4;

export type DesignStats = {
  scenarioCount: number;
  /** Mean rating of the reviewed scenarios, one decimal; null when none is reviewed. */
  averageRating: number | null;
  /** From each scenario's generation to its review, as the server counts it (shared/progress.ts). */
  studyHours: number;
  mastered: number;
};

/** The System Design Lab's four stat cards, from the scenarios in the user's list. */
export function getDesignStats(scenarios: readonly Scenario[]): DesignStats {
  const reviewed = scenarios.flatMap(({ rating, reviewedAt, createdAt }) =>
    rating !== null && reviewedAt !== null ? [{ rating, reviewedAt, createdAt }] : [],
  );
  const minutes = reviewed.reduce(
    (sum, { createdAt, reviewedAt }) => sum + getStudyMinutes(new Date(createdAt), new Date(reviewedAt)),
    0,
  );
  return {
    scenarioCount: scenarios.length,
    averageRating: getMeanScore(reviewed.map(({ rating }) => rating)),
    studyHours: toStudyHours(minutes),
    mastered: reviewed.filter(({ rating }) => rating >= MASTERED_RATING).length,
  };
}
