import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  computeDesignSeparation,
  DESIGN_GOALS,
  isHeldOutScenario,
  type ScoredDesign,
} from "@/server/evaluate-cli/design-separation";
import { CALIBRATION_DIR, loadDesignSet } from "@/server/evaluate-cli/labelled-sets";
import { reviewDesign } from "@/shared/design/design-review";
import type { LibraryScenario } from "@/shared/schemas/content";

// The guard on the automatic design review: if a rule breaks, the labelled designs stop separating.
// The figures are what `npm run review-design -- --set tests/calibration/designs --split` prints; the review was
// tuned on two thirds of the scenarios (isHeldOutScenario), and the held-out third must meet the goals too.

const scenarios = ["basic", "intermediate", "advanced"].flatMap(
  (complexity) =>
    JSON.parse(
      readFileSync(path.join(CALIBRATION_DIR, "../../content/scenarios", `${complexity}.json`), "utf8"),
    ) as LibraryScenario[],
);

const rows: ScoredDesign[] = loadDesignSet().map(({ id, scenario: slug, label, score: expected, traits, design }) => {
  const scenario = scenarios.find((candidate) => candidate.slug === slug);
  if (!scenario) throw new Error(`No library scenario ${slug}`);
  const review = reviewDesign({
    diagram: design.diagram,
    phaseNotes: design.phaseNotes,
    expectations: scenario.expectations,
    requirements: scenario.requirements,
  });
  const dataModel = review.dimensions.find(({ dimension }) => dimension === "data-model")?.score ?? null;
  return { id, scenario: slug, label, expected, traits, score: review.score ?? 1, dataModel, ms: 0 };
});

describe.each([
  ["all", rows],
  ["held-out", rows.filter(({ scenario }) => isHeldOutScenario(scenario))],
])("the automatic review on the labelled designs (%s)", (_part, part) => {
  const figures = computeDesignSeparation(part);

  test(`at least ${DESIGN_GOALS.share * 100} % of good designs score 4 or more, and of poor ones 2 or less`, () => {
    expect(figures.goodAtLeast4.of).toBeGreaterThan(0);
    expect(figures.goodAtLeast4.fraction).toBeGreaterThanOrEqual(DESIGN_GOALS.share);
    expect(figures.poorAtMost2.fraction).toBeGreaterThanOrEqual(DESIGN_GOALS.share);
  });

  test("the labels' means are in order, good far above poor", () => {
    const { good, mediocre, poor } = figures.labels;
    expect(good.mean).toBeGreaterThan(mediocre.mean ?? 0);
    expect(mediocre.mean).toBeGreaterThan(poor.mean ?? 0);
    expect(figures.meanGap).toBeGreaterThanOrEqual(2.5);
    expect(figures.pairs.fraction).toBeGreaterThanOrEqual(0.9);
  });
});

test("the held-out third is a fixed third of the scenarios", () => {
  const held = [...new Set(rows.map(({ scenario }) => scenario))].filter(isHeldOutScenario);
  expect(held).toEqual(["api-rate-limiter", "game-leaderboard", "messaging-app"]);
});

test("good designs score alike whatever notation their entities are written in", () => {
  const { notations } = computeDesignSeparation(rows);
  const dataModel = Object.values(notations).flatMap(({ dataModel: score }) => (score === null ? [] : [score]));
  expect(Math.min(...dataModel)).toBeGreaterThanOrEqual(4.5);
});
