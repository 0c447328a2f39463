import { describe, expect, it } from "vitest";
import type { Scenario } from "@/shared/schemas/design";
import { getDesignStats } from "./design-stats";

const scenario = (id: string, review?: { rating: number; minutes: number }): Scenario => {
  const createdAt = "2026-11-22T10:00:00.000Z";
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
    rating: review?.rating ?? null,
    reviewedAt: review ? new Date(Date.parse(createdAt) + review.minutes * 60_000).toISOString() : null,
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

  it("averages the reviewed ratings, adds their study time (capped per scenario) and counts ratings of 4 and 5", () => {
    const stats = getDesignStats([
      scenario("a", { rating: 5, minutes: 45 }),
      scenario("b", { rating: 3, minutes: 30 }),
      scenario("c", { rating: 4, minutes: 24 * 60 }), // left open for a day: counts 180 minutes
      scenario("d"),
    ]);
    // (5 + 3 + 4) / 3 = 4; 45 + 30 + 180 = 255 minutes = 4.25 h
    expect(stats).toEqual({ scenarioCount: 4, averageRating: 4, studyHours: 4.3, mastered: 2 });
  });
});
