import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { practiceProblems, problemSubmissions } from "@/server/db/schema/practice";
import { reviewCards } from "@/server/db/schema/spaced-repetition";
import { createReviewCard } from "@/server/features/spaced-repetition";
import { signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { insertSavedProblems } from "../../../../tests/fixtures/saved-problems";
import { createTestApp } from "../../../../tests/fixtures/test-app";

// The hints a user revealed are stored per problem, only ever rise, and count in the review grade.

const now = new Date("2026-03-20T12:00:00.000Z");
const { app, db } = await createTestApp({ clock: () => now });

async function ownProblem(userId: string) {
  const [row] = await insertSavedProblems(db, userId, 1, {
    from: new Date(now.getTime() - 3_600_000),
    shape: () => ({ hints: ["first", "second", "third"], difficulty: "medium" }),
  });
  if (!row) throw new Error("no problem");
  return row;
}

const hintsPath = (id: string) => `/api/practice/problems/${id}/hints`;

test("revealing hints stores the count, capped at the problem's hints, and never lowers it", async () => {
  const caller = await signUpCaller(app);
  const problem = await ownProblem(caller.userId);

  const first = await caller.call("PUT", hintsPath(problem.id), { revealed: 2 });
  expect(first.status).toBe(200);
  expect(await first.json()).toEqual({ hintsRevealed: 2 });
  // A late request from another tab does not undo a reveal; more than the problem has is capped.
  expect(await (await caller.call("PUT", hintsPath(problem.id), { revealed: 1 })).json()).toEqual({ hintsRevealed: 2 });
  expect(await (await caller.call("PUT", hintsPath(problem.id), { revealed: 9 })).json()).toEqual({ hintsRevealed: 3 });

  const detail = await (await caller.call("GET", `/api/practice/problems/${problem.id}`)).json();
  expect(detail.problem.hintsRevealed).toBe(3);
});

test("bad counts are refused with a clear message and change nothing; another user's problem is not found", async () => {
  const owner = await signUpCaller(app);
  const problem = await ownProblem(owner.userId);
  for (const revealed of [0, 1.5, "2", -1]) {
    const response = await owner.call("PUT", hintsPath(problem.id), { revealed });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(/revealed must/);
  }
  const other = await signUpCaller(app);
  expect((await other.call("PUT", hintsPath(problem.id), { revealed: 2 })).status).toBe(404);
  const [row] = await db
    .select({ hintsRevealed: practiceProblems.hintsRevealed })
    .from(practiceProblems)
    .where(eq(practiceProblems.id, problem.id));
  expect(row?.hintsRevealed).toBe(0);
});

test("the review grade suggestion counts the hints revealed on the first attempt", async () => {
  const caller = await signUpCaller(app);
  const problem = await ownProblem(caller.userId);
  await db
    .update(practiceProblems)
    .set({ solvedAt: now, solveSeconds: 600 })
    .where(eq(practiceProblems.id, problem.id));
  await db.insert(problemSubmissions).values({
    id: "submission_hints_accepted",
    userId: caller.userId,
    problemId: problem.id,
    language: "javascript",
    code: "x",
    verdict: "accepted",
    passed: 10,
    total: 10,
    runtimeMs: 3,
    elapsedSeconds: 600,
    createdAt: now,
  });
  await createReviewCard(db, {
    userId: caller.userId,
    track: "coding",
    kind: "problem",
    subjectId: problem.id,
    title: problem.title,
    now,
  });
  const [card] = await db
    .select({ id: reviewCards.id })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, caller.userId), eq(reviewCards.subjectId, problem.id)));
  const suggestionOf = async () =>
    (await (await caller.call("GET", `/api/spaced-repetition/cards/${card?.id}/suggestion`)).json()).suggestion;

  expect(await suggestionOf()).toMatchObject({ grade: "easy", facts: { hintsRevealed: 0 } });
  await caller.call("PUT", hintsPath(problem.id), { revealed: 2 });
  expect(await suggestionOf()).toMatchObject({
    grade: "hard",
    reason: "You revealed 2 hints.",
    facts: { hintsRevealed: 2 },
  });
});
