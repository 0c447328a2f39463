import { expect, test } from "vitest";
import { getInterviewStats } from "./interview-stats";

test("no history gives zeros and no type or date", () => {
  expect(getInterviewStats([])).toEqual({
    sessionsCompleted: 0,
    questionsAnswered: 0,
    mostPractisedType: null,
    lastSessionAt: null,
  });
});

test("stats come from the history, newest first", () => {
  const stats = getInterviewStats([
    { type: "behavioral", status: "active", answeredQuestions: 1, startedAt: "2026-11-03T10:00:00.000Z" },
    { type: "technical", status: "finished", answeredQuestions: 4, startedAt: "2026-11-02T10:00:00.000Z" },
    { type: "technical", status: "ended", answeredQuestions: 2, startedAt: "2026-11-01T10:00:00.000Z" },
  ]);
  expect(stats).toEqual({
    sessionsCompleted: 1,
    questionsAnswered: 1 + 4 + 2,
    mostPractisedType: "technical",
    lastSessionAt: "2026-11-03T10:00:00.000Z",
  });
});

test("a tie goes to the most recent type", () => {
  const stats = getInterviewStats([
    { type: "behavioral", status: "ended", answeredQuestions: 0, startedAt: "2026-11-02T10:00:00.000Z" },
    { type: "technical", status: "ended", answeredQuestions: 0, startedAt: "2026-11-01T10:00:00.000Z" },
  ]);
  expect(stats.mostPractisedType).toBe("behavioral");
});
