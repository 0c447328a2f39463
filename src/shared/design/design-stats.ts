import type { ConceptId } from "@/shared/design/concepts";
import { getMeanScore, getStudyMinutes } from "@/shared/progress";
import type { DesignStats, Scenario } from "@/shared/schemas/design";

/** A design scored Good (4) or better counts as mastered. */
export const MASTERED_RATING = 4;

type StatsInput = Pick<Scenario, "score" | "createdAt" | "reviewedAt" | "concepts">;

/**
 * The System Design Lab's stat cards over every scenario in the user's list (the server counts them:
 * the list comes by pages). Study minutes run from each scenario's generation to its first review of
 * any kind, as the server counts study time (shared/progress.ts); the page adds the concepts read.
 */
export function getDesignStats(scenarios: readonly StatsInput[]): DesignStats {
  const scored = scenarios.flatMap(({ score }) => (score === null ? [] : [score]));
  const studyMinutes = scenarios.reduce(
    (sum, { createdAt, reviewedAt }) =>
      reviewedAt === null ? sum : sum + getStudyMinutes(new Date(createdAt), new Date(reviewedAt)),
    0,
  );
  const mastered = new Set<ConceptId>(
    scenarios.flatMap(({ score, concepts }) => (score !== null && score >= MASTERED_RATING ? concepts : [])),
  );
  return {
    scenarioCount: scenarios.length,
    averageScore: getMeanScore(scored),
    studyMinutes,
    masteredConcepts: [...mastered].sort(),
  };
}
