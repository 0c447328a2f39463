import type { ConceptId } from "@/shared/design/concepts";
import { getMeanScore, getStudyMinutes, toStudyHours } from "@/shared/progress";
import type { Scenario } from "@/shared/schemas/design";

/** A design scored Good (4) or better counts as mastered. */
export const MASTERED_RATING = 4;

export type DesignStats = {
  scenarioCount: number;
  /**
   * Mean of the scored scenarios' effective scores (AI review, else automatic review, else self-rating),
   * one decimal; null when none is scored.
   */
  averageRating: number | null;
  /**
   * From each scenario's generation to its first review of any kind, as the server counts it (shared/progress.ts),
   * plus the minutes spent reading the Concept Library.
   */
  studyHours: number;
  /** Concepts needed by a scenario whose design scored MASTERED_RATING or more. */
  mastered: number;
};

/** The System Design Lab's four stat cards, from the scenarios in the user's list and their concept study. */
export function getDesignStats(scenarios: readonly Scenario[], conceptStudyMinutes = 0): DesignStats {
  const scored = scenarios.flatMap(({ score }) => (score === null ? [] : [score]));
  const minutes = scenarios.reduce(
    (sum, { createdAt, reviewedAt }) =>
      reviewedAt === null ? sum : sum + getStudyMinutes(new Date(createdAt), new Date(reviewedAt)),
    0,
  );
  return {
    scenarioCount: scenarios.length,
    averageRating: getMeanScore(scored),
    studyHours: toStudyHours(minutes + conceptStudyMinutes),
    mastered: getMasteredConcepts(scenarios).size,
  };
}

/** The concepts needed by a scenario in the list whose design scored MASTERED_RATING or more. */
export function getMasteredConcepts(scenarios: readonly Scenario[]): Set<ConceptId> {
  return new Set(
    scenarios.flatMap(({ score, concepts }) => (score !== null && score >= MASTERED_RATING ? concepts : [])),
  );
}
