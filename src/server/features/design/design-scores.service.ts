import { asc, inArray, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { designReviews, type designScenarios } from "@/server/db/schema/design";
import { pickDesignScore, type Scenario } from "@/shared/schemas/design";

// Scores for progress: each scenario's effective score from its stored reviews (design-reviews.service.ts).

type ScenarioRow = typeof designScenarios.$inferSelect;

export type ScenarioScore = Pick<Scenario, "score" | "scoreSource" | "reviewedAt">;

/**
 * Each scenario's effective score: its latest AI review's when one is done, else its latest automatic
 * review's, else the self-rating; and when it was first reviewed, by any kind of review.
 */
export async function getScenarioScores(
  db: Database,
  scenarios: readonly Pick<ScenarioRow, "id" | "rating" | "reviewedAt">[],
): Promise<Map<string, ScenarioScore>> {
  const ids = scenarios.map(({ id }) => id);
  // Only the scores are read, not the reviews' findings and reasons: the list needs no more.
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            scenarioId: designReviews.scenarioId,
            createdAt: designReviews.createdAt,
            automaticScore: sql<number | null>`(${designReviews.automatic}->>'score')::float8`,
            aiScore: sql<
              number | null
            >`case when ${designReviews.aiStatus} = 'done' then (${designReviews.aiResult}->>'score')::float8 end`,
          })
          .from(designReviews)
          .where(inArray(designReviews.scenarioId, ids))
          .orderBy(asc(designReviews.createdAt), asc(designReviews.id));
  const byScenario = new Map<string, typeof rows>();
  for (const row of rows) {
    const reviews = byScenario.get(row.scenarioId);
    if (reviews) reviews.push(row);
    else byScenario.set(row.scenarioId, [row]);
  }
  return new Map(
    scenarios.map((scenario) => {
      const reviews = byScenario.get(scenario.id) ?? [];
      const ai = reviews.findLast(({ aiScore }) => aiScore !== null)?.aiScore;
      const automatic = reviews.findLast(({ automaticScore }) => automaticScore !== null)?.automaticScore;
      const firstReview = reviews[0]?.createdAt;
      const reviewedAt = [scenario.reviewedAt, firstReview]
        .filter((date): date is Date => date !== null && date !== undefined)
        .sort((a, b) => a.getTime() - b.getTime())[0];
      const score = pickDesignScore({ ai, automatic, self: scenario.rating });
      return [scenario.id, { ...score, reviewedAt: reviewedAt?.toISOString() ?? null }];
    }),
  );
}
