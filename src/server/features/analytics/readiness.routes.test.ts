import { expect, test } from "vitest";
import { interviewSessions } from "@/server/db/schema/interviews";
import { problemSubmissions } from "@/server/db/schema/practice";
import { reviewSettings } from "@/server/db/schema/spaced-repetition";
import { createReviewCard } from "@/server/features/spaced-repetition";
import { makeLibraryProblem } from "../../../../tests/fixtures/ai-fixtures";
import { signUpUser } from "../../../../tests/fixtures/auth";
import { insertSavedProblems } from "../../../../tests/fixtures/saved-problems";
import { createTestApp } from "../../../../tests/fixtures/test-app";

// Readiness from the user's own rows, never another user's.

const now = new Date("2026-03-20T12:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const library = {
  problems: [makeLibraryProblem("two-sum", { difficulty: "medium", pattern: "arrays-hashing" })],
  interviewQuestions: [],
  scenarios: [],
};
const { app, db } = await createTestApp({ clock: () => now, library: async () => library });

type Area = { key: string; mastery: number; count: number; summary: string };

async function readReadiness(cookie: string) {
  const response = await app.request("/api/analytics/readiness?tz=Europe/Paris", { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    readiness: { topics: Area[]; patterns: Area[]; interviews: Area[]; design: Area; weakest: Area[] };
    nextSession: { target: string; action: string; why: string };
  };
}

/** Two solved graphs problems (one slow, with hints and a failed submission) and a solved library two-sum. */
async function practise(userId: string) {
  const rows = await insertSavedProblems(db, userId, 3, {
    from: daysAgo(5),
    shape: (index) =>
      index < 2
        ? {
            difficulty: "medium",
            topic: "graphs",
            solvedAt: daysAgo(2),
            solveSeconds: 50 * 60,
            hintsRevealed: index === 0 ? 2 : 0,
          }
        : { difficulty: "medium", topic: "arrays", slug: "two-sum", solvedAt: daysAgo(1), solveSeconds: 600 },
  });
  const [first] = rows;
  if (!first) throw new Error("no rows");
  await db.insert(problemSubmissions).values({
    id: `submission_failed_${userId.slice(0, 8)}`,
    userId,
    problemId: first.id,
    language: "javascript",
    code: "x",
    verdict: "wrong_answer",
    passed: 1,
    total: 10,
    runtimeMs: 3,
    createdAt: daysAgo(3),
  });
  await db.insert(interviewSessions).values({
    id: `interview_${userId.slice(0, 8)}`,
    userId,
    type: "behavioral",
    status: "finished",
    source: { kind: "library" },
    startedAt: daysAgo(12),
    endedAt: daysAgo(12),
    score: 3.24,
    evaluationKind: "automatic",
    evaluatedAt: daysAgo(12),
  });
}

test("readiness is computed from the user's solved problems, hints, failures, patterns and evaluations", async () => {
  const { user, cookie } = await signUpUser(app);
  await practise(user.id);
  const { readiness, nextSession } = await readReadiness(cookie);

  const graphs = readiness.topics.find((area) => area.key === "graphs");
  // Two mediums: one slow with 2 hints and a failure (0.85 − 0.3 − 0.1), one slow (0.85), over a goal of 3.
  expect(graphs).toMatchObject({ count: 2, mastery: Math.round(((0.45 + 0.85) / 3) * 100) });
  expect(graphs?.summary).toBe("Graphs: 2 solved, slow against target");
  // The library problem's pattern is found through its slug.
  expect(readiness.patterns).toEqual([expect.objectContaining({ key: "arrays-hashing", count: 1, mastery: 33 })]);
  expect(readiness.interviews.find((area) => area.key === "behavioral")?.summary).toBe(
    "Behavioral interviews: 1 interview scored, average 3.2/5",
  );
  expect(readiness.weakest).toHaveLength(3);
  expect(readiness.weakest.map((area) => area.summary)).toEqual([
    "Strings: not practised yet",
    "Dynamic programming: not practised yet",
    "Trees: not practised yet",
  ]);
  expect(nextSession).toEqual(
    expect.objectContaining({ target: "practice", action: "Solve an easy Strings problem", topic: "strings" }),
  );
});

test("another user's problems, submissions, interviews and review cards never count", async () => {
  const other = await signUpUser(app);
  await practise(other.user.id);
  await createReviewCard(db, {
    userId: other.user.id,
    track: "coding",
    kind: "problem",
    subjectId: "p",
    title: "Someone else's card",
    now: daysAgo(3),
  });
  const { cookie } = await signUpUser(app);
  const { readiness, nextSession } = await readReadiness(cookie);
  for (const area of [...readiness.topics, ...readiness.interviews, readiness.design]) {
    expect(area).toMatchObject({ mastery: 0, count: 0 });
  }
  expect(readiness.patterns).toEqual([]);
  expect(nextSession.target).toBe("practice");
});

test("due review cards are the next best session", async () => {
  const { user, cookie } = await signUpUser(app);
  for (const subjectId of ["a", "b"]) {
    await createReviewCard(db, {
      userId: user.id,
      track: "coding",
      kind: "problem",
      subjectId,
      title: subjectId,
      now: daysAgo(2),
    });
  }
  // Two new coding cards take 40 minutes: more than the default 30 a day.
  await db.insert(reviewSettings).values({ userId: user.id, minutesPerDay: 60 });
  const { nextSession } = await readReadiness(cookie);
  expect(nextSession.target).toBe("spaced-repetition");
  expect(nextSession.action).toMatch(/^Review 2 due cards \(~40 min\)$/);
});

test("an unknown time zone is refused with a clear message", async () => {
  const { cookie } = await signUpUser(app);
  const response = await app.request("/api/analytics/readiness?tz=Mars/Base", { headers: { cookie } });
  expect(response.status).toBe(400);
  expect(JSON.stringify(await response.json())).toContain("IANA time zone");
});
