import { expect, test } from "vitest";
import type { Scenario } from "@/shared/schemas/design";
import { getDesignStats, MASTERY_SCENARIOS } from "./design-stats";

type Review = { rating?: number; score?: number; minutes: number };

const scenario = (review?: Review, concepts: Scenario["concepts"] = [], slug: string | null = null) => {
  const createdAt = "2026-11-22T10:00:00.000Z";
  return {
    createdAt,
    reviewedAt: review ? new Date(Date.parse(createdAt) + review.minutes * 60_000).toISOString() : null,
    score: review?.score ?? review?.rating ?? null,
    concepts,
    slug,
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

test("averages the scores and adds their study time, capped per scenario", () => {
  const stats = getDesignStats([
    scenario({ rating: 5, minutes: 45 }, ["cdn"], "pastebin"),
    scenario({ rating: 3, minutes: 30 }, ["redis"], "chat"),
    scenario({ rating: 4, minutes: 24 * 60 }, ["graphql"], "feed"), // left open for a day: counts 180 minutes
    scenario(),
  ]);
  // (5 + 3 + 4) / 3 = 4; 45 + 30 + 180 = 255 minutes
  expect(stats).toMatchObject({ scenarioCount: 4, averageScore: 4, studyMinutes: 255 });
});

test("one good review masters nothing, however many concepts its scenario needs", () => {
  expect(MASTERY_SCENARIOS).toBe(2);
  const stats = getDesignStats([scenario({ score: 5, minutes: 30 }, ["cdn", "redis", "rest-apis"], "pastebin")]);
  expect(stats.masteredConcepts).toEqual([]);
});

test("a concept is mastered by designs scored 4 or more for two different scenarios that need it", () => {
  const stats = getDesignStats([
    scenario({ score: 4, minutes: 30 }, ["cdn", "redis"], "pastebin"),
    scenario({ score: 4.6, minutes: 30 }, ["redis", "message-queues"], "feed"),
    // Under 4: not good work, though its scenario needs cdn too.
    scenario({ score: 3.9, minutes: 30 }, ["cdn", "message-queues"], "video"),
    // An AI scenario needs no library concept.
    scenario({ rating: 5, minutes: 30 }),
  ]);
  expect(stats.masteredConcepts).toEqual(["redis"]);
});

test("the same scenario done well twice counts once: it takes a second scenario", () => {
  const twice = [
    scenario({ score: 5, minutes: 30 }, ["websockets"], "chat"),
    scenario({ score: 4.5, minutes: 30 }, ["websockets"], "chat"),
  ];
  expect(getDesignStats(twice).masteredConcepts).toEqual([]);
  const withAnother = [...twice, scenario({ score: 4, minutes: 30 }, ["websockets"], "live-comments")];
  expect(getDesignStats(withAnother).masteredConcepts).toEqual(["websockets"]);
});
