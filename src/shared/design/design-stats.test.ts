import { expect, test } from "vitest";
import type { Scenario } from "@/shared/schemas/design";
import { getDesignStats } from "./design-stats";

type Review = { rating?: number; score?: number; minutes: number };

const scenario = (review?: Review, concepts: Scenario["concepts"] = []) => {
  const createdAt = "2026-11-22T10:00:00.000Z";
  return {
    createdAt,
    reviewedAt: review ? new Date(Date.parse(createdAt) + review.minutes * 60_000).toISOString() : null,
    score: review?.score ?? review?.rating ?? null,
    concepts,
  };
};

test("no average and no study time before any review", () => {
  expect(getDesignStats([scenario(), scenario()])).toEqual({
    scenarioCount: 2,
    averageScore: null,
    studyMinutes: 0,
    masteredConcepts: [],
  });
});

test("averages the scores, adds their study time (capped per scenario) and masters what designs scored 4 or 5 need", () => {
  const stats = getDesignStats([
    scenario({ rating: 5, minutes: 45 }, ["cdn"]),
    scenario({ rating: 3, minutes: 30 }, ["redis"]),
    scenario({ rating: 4, minutes: 24 * 60 }, ["graphql"]), // left open for a day: counts 180 minutes
    scenario(),
  ]);
  // (5 + 3 + 4) / 3 = 4; 45 + 30 + 180 = 255 minutes
  expect(stats).toEqual({ scenarioCount: 4, averageScore: 4, studyMinutes: 255, masteredConcepts: ["cdn", "graphql"] });
});

test("masters each concept that a design scored 4 or more needs, once; a score under 4 masters nothing", () => {
  const stats = getDesignStats([
    scenario({ score: 4, minutes: 30 }, ["cdn", "redis"]),
    scenario({ score: 4.6, minutes: 30 }, ["redis", "message-queues"]),
    scenario({ score: 3.9, minutes: 30 }, ["graphql"]),
    // An AI scenario needs no library concept.
    scenario({ rating: 5, minutes: 30 }),
  ]);
  expect(stats).toMatchObject({ masteredConcepts: ["cdn", "message-queues", "redis"], studyMinutes: 120 });
});
