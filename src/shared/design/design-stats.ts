import type { ConceptId } from "@/shared/design/concepts";
import { getMeanScore, getStudyMinutes } from "@/shared/progress";
import type { DesignStats, Scenario } from "@/shared/schemas/design";

/** A design scored Good (4) or better is good work on the concepts its scenario needs. */
export const MASTERED_RATING = 4;

/**
 * A concept counts as mastered only after good work (a design scored MASTERED_RATING or more) on at least this
 * many different library scenarios that need it (docs/decisions/019-concept-mastery-from-repeated-work.md).
 * One good review can be luck or one familiar problem; good designs for two different problems that need the
 * concept show it was applied, not recalled. The same scenario reviewed again counts once (different means a
 * different library scenario, by slug), and every concept of the library is needed by at least two scenarios
 * (checked by concepts.test.ts), so each can be mastered.
 */
export const MASTERY_SCENARIOS = 2;

type StatsInput = Pick<Scenario, "score" | "createdAt" | "reviewedAt" | "concepts"> & {
  /** The library scenario's slug; null for an AI scenario (which needs no library concept). */
  slug: string | null;
};

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
  return {
    scenarioCount: scenarios.length,
    averageScore: getMeanScore(scored),
    studyMinutes,
    masteredConcepts: getMasteredConcepts(scenarios),
  };
}

/** The concepts needed by MASTERY_SCENARIOS or more different library scenarios whose designs scored 4 or more. */
function getMasteredConcepts(scenarios: readonly StatsInput[]): ConceptId[] {
  const goodScenarios = new Map<ConceptId, Set<string>>();
  for (const { score, concepts, slug } of scenarios) {
    if (score === null || score < MASTERED_RATING || slug === null) continue;
    for (const concept of concepts) goodScenarios.set(concept, (goodScenarios.get(concept) ?? new Set()).add(slug));
  }
  return [...goodScenarios]
    .filter(([, slugs]) => slugs.size >= MASTERY_SCENARIOS)
    .map(([concept]) => concept)
    .sort();
}
