import { describe, expect, it } from "vitest";
import type { Scenario } from "@/shared/schemas/design";
import { getDesignStats } from "./design-stats";

type Review = { rating?: number; score?: number; scoreSource?: Scenario["scoreSource"]; minutes: number };

const scenario = (id: string, review?: Review, concepts: Scenario["concepts"] = []): Scenario => {
  const createdAt = "2026-11-22T10:00:00.000Z";
  const rating = review?.rating ?? null;
  return {
    id,
    title: id,
    description: "d",
    requirements: ["r"],
    nonFunctionalRequirements: [],
    constraints: ["c"],
    evaluationCriteria: ["e"],
    complexity: "basic",
    company: "google",
    source: { kind: "library" },
    createdAt,
    rating,
    reviewedAt: review ? new Date(Date.parse(createdAt) + review.minutes * 60_000).toISOString() : null,
    score: review?.score ?? rating,
    scoreSource: review?.scoreSource ?? (rating === null ? null : "self"),
    concepts,
  };
};

describe("getDesignStats", () => {
  it("has no average and no study time before any review", () => {
    expect(getDesignStats([scenario("a"), scenario("b")])).toEqual({
      scenarioCount: 2,
      averageRating: null,
      studyHours: 0,
      mastered: 0,
    });
  });

  it("averages the self-ratings, adds their study time (capped per scenario) and counts ratings of 4 and 5", () => {
    const stats = getDesignStats([
      scenario("a", { rating: 5, minutes: 45 }, ["cdn"]),
      scenario("b", { rating: 3, minutes: 30 }, ["redis"]),
      scenario("c", { rating: 4, minutes: 24 * 60 }, ["graphql"]), // left open for a day: counts 180 minutes
      scenario("d"),
    ]);
    // (5 + 3 + 4) / 3 = 4; 45 + 30 + 180 = 255 minutes = 4.25 h
    expect(stats).toEqual({ scenarioCount: 4, averageRating: 4, studyHours: 4.3, mastered: 2 });
  });

  it("uses a reviewed design's effective score over its self-rating, and times it to the first review", () => {
    const stats = getDesignStats([
      // Self-rated 5, but the AI scored it 2.6: the AI's score counts.
      scenario("a", { rating: 5, score: 2.6, scoreSource: "ai", minutes: 60 }),
      // Only an automatic review, 4.2: counts, and is mastered.
      scenario("b", { score: 4.2, scoreSource: "automatic", minutes: 30 }, ["cdn"]),
    ]);
    // (2.6 + 4.2) / 2 = 3.4; 60 + 30 minutes = 1.5 h
    expect(stats).toEqual({ scenarioCount: 2, averageRating: 3.4, studyHours: 1.5, mastered: 1 });
  });

  it("masters each concept that a scenario scored 4 or more needs, once, and adds concept reading to study hours", () => {
    const stats = getDesignStats(
      [
        scenario("a", { score: 4, scoreSource: "automatic", minutes: 30 }, ["cdn", "redis"]),
        scenario("b", { score: 4.6, scoreSource: "ai", minutes: 30 }, ["redis", "message-queues"]),
        // Scored below 4: its concepts are not mastered yet.
        scenario("c", { score: 3.9, scoreSource: "ai", minutes: 30 }, ["graphql"]),
        // An AI scenario needs no library concept.
        scenario("d", { rating: 5, minutes: 30 }),
      ],
      30,
    );
    // cdn, redis, message-queues; 4 × 30 + 30 minutes = 2.5 h
    expect(stats).toMatchObject({ mastered: 3, studyHours: 2.5 });
  });
});
