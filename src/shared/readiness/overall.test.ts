import { expect, test } from "vitest";
import { computeReadiness, type SolvedProblem } from "./mastery";
import { getOverallReadiness, getReadinessLabel, getTrackAverages } from "./overall";

const now = new Date("2026-03-20T12:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const noInterviews = { technical: [], "system-design": [], behavioral: [] };

function solved(overrides: Partial<SolvedProblem> = {}): SolvedProblem {
  return {
    difficulty: "medium",
    topic: "graphs",
    pattern: null,
    solvedAt: daysAgo(1),
    solveSeconds: 20 * 60,
    hintsRevealed: 0,
    failedSubmissions: 0,
    ...overrides,
  };
}

const TOPICS = ["arrays", "strings", "dynamic-programming", "trees", "graphs", "system-design"] as const;
const area = (key: string, mastery: number) => ({ key, mastery });

test("no activity: 0%, Not started, every track 0 and no average", () => {
  const readiness = computeReadiness({ now, solved: [], interviews: noInterviews, designs: [] });
  expect(readiness.overall).toEqual({
    score: 0,
    label: "Not started",
    tracks: { coding: 0, interviews: 0, design: 0 },
  });
  expect(readiness.averages).toEqual({ coding: null, interviews: null, design: null });
});

test("the tracks weigh coding half, interviews and design a quarter each", () => {
  const overall = getOverallReadiness({
    topics: TOPICS.map((topic) => area(topic, 60)),
    interviews: [area("technical", 40), area("behavioral", 40), area("system-design", 40)],
    design: area("system-design", 20),
  });
  // 0.5 × 60 + 0.25 × 40 + 0.25 × 20 = 45
  expect(overall).toEqual({ score: 45, label: "Building", tracks: { coding: 60, interviews: 40, design: 20 } });
});

test("one track only: every coding topic mastered is half the readiness, never interview ready", () => {
  const problems = TOPICS.flatMap((topic) => Array.from({ length: 3 }, () => solved({ topic })));
  const readiness = computeReadiness({ now, solved: problems, interviews: noInterviews, designs: [] });
  expect(readiness.overall).toEqual({
    score: 50,
    label: "Building",
    tracks: { coding: 100, interviews: 0, design: 0 },
  });
  expect(readiness.skills).toEqual({ algorithms: 100, dataStructures: 100, systemDesign: 33, coding: 100 });
});

test("caps: forty hard problems in one topic make that topic 100%, not more, and the score stays within 0–100", () => {
  const problems = Array.from({ length: 40 }, () => solved({ difficulty: "hard", topic: "arrays" }));
  const readiness = computeReadiness({ now, solved: problems, interviews: noInterviews, designs: [] });
  expect(readiness.topics.find((topic) => topic.key === "arrays")?.mastery).toBe(100);
  // One topic of six: 100 / 6 = 16.7 → coding 17, half of it 8.5 → 9.
  expect(readiness.overall.tracks.coding).toBe(17);
  expect(readiness.overall.score).toBe(9);
  const full = getOverallReadiness({
    topics: TOPICS.map((topic) => area(topic, 100)),
    interviews: [area("technical", 100)],
    design: area("system-design", 100),
  });
  expect(full).toMatchObject({ score: 100, label: "Interview ready" });
});

test("the labels: 0 Not started, then Getting started, Building from 40, Nearly ready from 70, Interview ready from 85", () => {
  expect([0, 1, 39, 40, 69, 70, 84, 85, 100].map(getReadinessLabel)).toEqual([
    "Not started",
    "Getting started",
    "Getting started",
    "Building",
    "Building",
    "Nearly ready",
    "Nearly ready",
    "Interview ready",
    "Interview ready",
  ]);
});

test("average scores per track are never mixed: coding from solve quality, interviews and designs apart", () => {
  const readiness = computeReadiness({
    now,
    solved: [solved(), solved({ hintsRevealed: 2 })],
    interviews: { ...noInterviews, behavioral: [{ score: 2, at: daysAgo(1) }] },
    designs: [
      { score: 5, at: daysAgo(2) },
      { score: 4, at: daysAgo(3) },
    ],
  });
  // Qualities 1 and 0.7: (5 + 3.5) / 2 = 4.25 → 4.3; one interview at 2; designs (5 + 4) / 2.
  expect(readiness.averages).toEqual({ coding: 4.3, interviews: 2, design: 4.5 });
  expect(getTrackAverages({ solveQualities: [], interviewScores: [3], designScores: [] })).toEqual({
    coding: null,
    interviews: 3,
    design: null,
  });
});

test("a system design interview and the design lab both count toward the System Design skill", () => {
  const readiness = computeReadiness({
    now,
    solved: [],
    interviews: { ...noInterviews, "system-design": [1, 2, 3].map(() => ({ score: 5, at: daysAgo(1) })) },
    designs: [1, 2, 3].map(() => ({ score: 5, at: daysAgo(1) })),
  });
  // Design lab 100, system design interviews 100, system design coding problems 0.
  expect(readiness.skills.systemDesign).toBe(67);
  expect(readiness.overall.tracks).toEqual({ coding: 0, interviews: 33, design: 100 });
  expect(readiness.overall.score).toBe(33);
});
