import { expect, test } from "vitest";
import { computeReadiness, type ScoredSession, type SolvedProblem } from "./mastery";
import { pickDifficulty, pickNextSession } from "./next-session";

const now = new Date("2026-03-20T12:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const noDue = { total: 0, minutes: 0 };

function solved(topic: SolvedProblem["topic"], overrides: Partial<SolvedProblem> = {}): SolvedProblem {
  return {
    difficulty: "medium",
    topic,
    pattern: null,
    solvedAt: daysAgo(1),
    solveSeconds: 600,
    hintsRevealed: 0,
    failedSubmissions: 0,
    ...overrides,
  };
}
const strong = (at = daysAgo(2)): ScoredSession[] => [5, 5, 5].map((score) => ({ score, at }));
/** Every coding topic at 100% but one, every interview type and the lab strong. */
function readinessWith(
  overrides: { solved?: SolvedProblem[]; behavioral?: ScoredSession[]; designs?: ScoredSession[] } = {},
) {
  const topics = ["arrays", "strings", "dynamic-programming", "trees", "graphs", "system-design"] as const;
  return computeReadiness({
    now,
    solved: overrides.solved ?? topics.flatMap((topic) => [solved(topic), solved(topic), solved(topic)]),
    interviews: { technical: strong(), "system-design": strong(), behavioral: overrides.behavioral ?? strong() },
    designs: overrides.designs ?? strong(),
  });
}

test("due review cards come first, with their count and minutes", () => {
  const next = pickNextSession({ due: { total: 4, minutes: 12 }, readiness: readinessWith(), now });
  expect(next).toMatchObject({ target: "spaced-repetition", action: "Review 4 due cards (~12 min)" });
  expect(pickNextSession({ due: { total: 1, minutes: 0 }, readiness: readinessWith(), now }).action).toBe(
    "Review 1 due card (~1 min)",
  );
});

test("a new user is sent to an easy problem in the first topic", () => {
  const readiness = computeReadiness({
    now,
    solved: [],
    interviews: { technical: [], "system-design": [], behavioral: [] },
    designs: [],
  });
  expect(pickNextSession({ due: noDue, readiness, now })).toEqual({
    target: "practice",
    action: "Solve an easy Arrays problem",
    why: "Arrays is not practised yet — your weakest topic.",
    difficulty: "easy",
    topic: "arrays",
  });
});

test("a weak practised topic gets a medium problem and the reason in words", () => {
  const topics = ["arrays", "strings", "dynamic-programming", "trees", "system-design"] as const;
  const readiness = readinessWith({
    solved: [
      ...topics.flatMap((topic) => [solved(topic), solved(topic), solved(topic)]),
      solved("graphs", { solveSeconds: 50 * 60 }),
      solved("graphs", { solveSeconds: 50 * 60 }),
    ],
  });
  expect(pickNextSession({ due: noDue, readiness, now })).toMatchObject({
    target: "practice",
    action: "Solve a medium Graphs problem",
    why: "Your weakest topic: 2 solved, slow against target.",
    topic: "graphs",
  });
});

test("the weakest practised pattern stands in for the topic when it is weaker", () => {
  const topics = ["arrays", "strings", "dynamic-programming", "trees", "system-design"] as const;
  const readiness = readinessWith({
    solved: [
      ...topics.flatMap((topic) => [solved(topic), solved(topic), solved(topic)]),
      solved("graphs"),
      solved("graphs"),
      solved("arrays", { pattern: "sliding-window", hintsRevealed: 3 }),
    ],
  });
  expect(pickNextSession({ due: noDue, readiness, now })).toMatchObject({
    target: "practice",
    action: "Solve a medium Sliding window problem",
    why: "Your weakest pattern: 1 solved, 3 hints revealed.",
  });
});

test("an interview type left for 10 days or more is named with its gap", () => {
  const readiness = readinessWith({ behavioral: [{ score: 3, at: daysAgo(12) }] });
  expect(pickNextSession({ due: noDue, readiness, now })).toEqual({
    target: "interviews",
    action: "Take a behavioral mock interview",
    why: "Behavioral interviews: not practised in 12 days.",
    interviewType: "behavioral",
  });
});

test("the design lab, never practised, is the next session when it is the weakest", () => {
  const readiness = readinessWith({ designs: [] });
  expect(pickNextSession({ due: noDue, readiness, now })).toMatchObject({
    target: "system-design",
    why: "System design: never practised yet.",
  });
});

test("difficulty: easy to start an area, medium to build it, hard past 70%", () => {
  expect(pickDifficulty({ count: 0, mastery: 0 })).toBe("easy");
  expect(pickDifficulty({ count: 2, mastery: 69 })).toBe("medium");
  expect(pickDifficulty({ count: 3, mastery: 70 })).toBe("hard");
});
