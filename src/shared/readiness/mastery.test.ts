import { expect, test } from "vitest";
import {
  computeReadiness,
  getCodingMastery,
  getProblemCredit,
  getRecencyFactor,
  getScoredMastery,
  getSolveQuality,
  type SolvedProblem,
} from "./mastery";

const now = new Date("2026-03-20T12:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

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

const noInterviews = { technical: [], "system-design": [], behavioral: [] };

test("practice stays fresh for 14 days, then halves every 60 days, never below 0.4", () => {
  expect(getRecencyFactor(daysAgo(0), now)).toBe(1);
  expect(getRecencyFactor(daysAgo(14), now)).toBe(1);
  expect(getRecencyFactor(daysAgo(74), now)).toBeCloseTo(0.5);
  expect(getRecencyFactor(daysAgo(400), now)).toBe(0.4);
});

test("a clean solve within the target scores 1; time over target, hints and failures each cost", () => {
  expect(getSolveQuality(solved())).toBe(1);
  // Medium's target is 30 minutes: 45 is over it, 70 more than twice it.
  expect(getSolveQuality(solved({ solveSeconds: 45 * 60 }))).toBeCloseTo(0.85);
  expect(getSolveQuality(solved({ solveSeconds: 70 * 60 }))).toBeCloseTo(0.7);
  expect(getSolveQuality(solved({ hintsRevealed: 2 }))).toBeCloseTo(0.7);
  expect(getSolveQuality(solved({ failedSubmissions: 1 }))).toBeCloseTo(0.9);
  expect(getSolveQuality(solved({ solveSeconds: null }))).toBe(1);
  // Everything at once never falls below a quarter: it was solved after all.
  expect(getSolveQuality(solved({ solveSeconds: 99 * 60, hintsRevealed: 9, failedSubmissions: 9 }))).toBe(0.25);
});

test("a problem's credit weighs its difficulty and how long ago it was solved", () => {
  expect(getProblemCredit(solved({ difficulty: "easy" }), now)).toBe(0.5);
  expect(getProblemCredit(solved({ difficulty: "hard" }), now)).toBe(1.5);
  expect(getProblemCredit(solved({ solvedAt: daysAgo(74) }), now)).toBeCloseTo(0.5);
});

test("three clean recent medium problems make an area 100%, and never more", () => {
  expect(getCodingMastery([], now)).toBe(0);
  expect(getCodingMastery([solved()], now)).toBe(33);
  expect(getCodingMastery([solved(), solved(), solved()], now)).toBe(100);
  expect(getCodingMastery([solved(), solved(), solved(), solved({ difficulty: "hard" })], now)).toBe(100);
});

test("scored sessions: the mean score as a share of 5, scaled down below three sessions", () => {
  expect(getScoredMastery([], now)).toBe(0);
  expect(getScoredMastery([{ score: 5, at: daysAgo(1) }], now)).toBe(33);
  const three = [4, 4, 4].map((score) => ({ score, at: daysAgo(2) }));
  expect(getScoredMastery(three, now)).toBe(80);
  // A recent 2 weighs more than an old 5.
  const mixed = [
    { score: 5, at: daysAgo(400) },
    { score: 2, at: daysAgo(1) },
    { score: 2, at: daysAgo(1) },
  ];
  expect(getScoredMastery(mixed, now)).toBe(Math.round(((5 * 0.4 + 2 + 2) / 2.4 / 5) * 100));
});

test("readiness names the weakest three areas in words, the least practised first on a tie", () => {
  const readiness = computeReadiness({
    now,
    solved: [
      ...["arrays", "strings", "dynamic-programming", "trees", "system-design"].flatMap((topic) =>
        [1, 2, 3].map(() => solved({ topic: topic as SolvedProblem["topic"] })),
      ),
      solved({ topic: "graphs", pattern: "graphs", solveSeconds: 50 * 60 }),
      solved({ topic: "graphs", pattern: "graphs", solveSeconds: 40 * 60 }),
    ],
    interviews: {
      technical: [4, 4, 4].map((score) => ({ score, at: daysAgo(3) })),
      "system-design": [5, 5, 5].map((score) => ({ score, at: daysAgo(3) })),
      behavioral: [{ score: 3.24, at: daysAgo(12) }],
    },
    designs: [],
  });
  expect(readiness.weakest.map((area) => area.summary)).toEqual([
    "System design lab: not practised yet",
    "Behavioral interviews: 1 interview scored, average 3.2/5",
    "Graphs: 2 solved, slow against target",
  ]);
  expect(readiness.patterns).toEqual([expect.objectContaining({ key: "graphs", count: 2, mastery: 57 })]);
  expect(readiness.topics.find((area) => area.key === "arrays")?.mastery).toBe(100);
});

test("summaries say what holds an area back: hints, failures, staleness, easy-only", () => {
  const summaryOf = (problems: SolvedProblem[]) =>
    computeReadiness({ now, solved: problems, interviews: noInterviews, designs: [] }).topics.find(
      (area) => area.key === "graphs",
    )?.summary;
  expect(summaryOf([solved({ hintsRevealed: 3 })])).toBe("Graphs: 1 solved, 3 hints revealed");
  expect(summaryOf([solved({ failedSubmissions: 2 })])).toBe("Graphs: 1 solved, 2 failed submissions");
  expect(summaryOf([solved({ solvedAt: daysAgo(30) })])).toBe("Graphs: 1 solved, last solved 30 days ago");
  expect(summaryOf([solved({ difficulty: "easy", solveSeconds: 60 })])).toBe("Graphs: 1 solved, only easy problems");
  expect(summaryOf([solved()])).toBe("Graphs: 1 solved");
});

test("a new user's readiness is 0% everywhere, with the first three areas named", () => {
  const readiness = computeReadiness({ now, solved: [], interviews: noInterviews, designs: [] });
  expect(readiness.overall).toEqual({
    score: 0,
    label: "Not started",
    tracks: { coding: 0, interviews: 0, design: 0 },
  });
  expect(readiness.skills).toEqual({ algorithms: 0, systemDesign: 0, dataStructures: 0, coding: 0 });
  expect(readiness.averages).toEqual({ coding: null, interviews: null, design: null });
  expect(readiness.patterns).toEqual([]);
  expect(readiness.weakest.map((area) => area.summary)).toEqual([
    "Arrays: not practised yet",
    "Strings: not practised yet",
    "Dynamic programming: not practised yet",
  ]);
});
