import { expect, test } from "vitest";
import { computeSeparation, formatSeparation, isHeldOut, type ScoredAnswer } from "./separation";

const row = (
  id: string,
  question: string,
  label: ScoredAnswer["label"],
  score: number,
  traits: ScoredAnswer["traits"] = [],
) =>
  ({
    id,
    question,
    label,
    expected: label === "strong" ? 5 : label === "weak" ? 1 : 3,
    traits,
    score,
    ms: 2,
  }) as ScoredAnswer;

test("pairs are strong × weak answers to one question; ties are not ordered", () => {
  const figures = computeSeparation([
    row("a", "q1", "strong", 4.5),
    row("b", "q1", "weak", 2, ["buzzword-stuffed"]),
    row("c", "q1", "weak", 4.5, ["off-topic"]),
    row("d", "q2", "strong", 4, ["plain-words"]),
    row("e", "q2", "weak", 1, ["empty-ish"]),
    row("f", "q2", "adequate", 3),
  ]);
  expect(figures.pairs).toEqual({ total: 3, ordered: 2, ties: 1, fraction: 2 / 3 });
  expect(figures.meanGap).toBeCloseTo((2.5 + 0 + 3) / 3);
  expect(figures.buzzwordStuffed).toMatchObject({ count: 1, atMost2: 1, max: 2 });
  expect(figures.plainWords).toMatchObject({ count: 1, atLeast4: 1, min: 4 });
  expect(figures.offTopic).toMatchObject({ count: 1, equal1: 0 });
  expect(figures.goals).toEqual({ pairs: false, gap: true, buzzword: true, plainWords: true, offTopicEmpty: false });
  expect(figures.labels.adequate.mean).toBe(3);
  expect(figures.msPerAnswer).toEqual({ mean: 2, max: 2 });
  const lines = formatSeparation(figures, "set.json");
  expect(lines[0]).toBe("set.json: 6 answers to 2 questions");
  expect(lines[1]).toMatch(/2 of 3 pairs \(66\.7 %; 1 ties\)\s+goal ≥ 90 %\s+✗$/);
});

test("an empty set has no figures, not NaN", () => {
  const figures = computeSeparation([]);
  expect(figures.pairs.fraction).toBeNull();
  expect(figures.meanGap).toBeNull();
  expect(formatSeparation(figures, "none").join("\n")).not.toContain("NaN");
});

test("the held-out third is fixed by the slug", () => {
  expect(isHeldOut("design-url-shortener")).toBe(true);
  expect(isHeldOut("hash-map-internals")).toBe(false);
});
