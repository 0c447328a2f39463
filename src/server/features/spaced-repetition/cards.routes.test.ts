import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { activityEvents } from "@/server/db/schema/activity";
import { reviewCards, reviewLogs } from "@/server/db/schema/spaced-repetition";
import { signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { DIAGRAM } from "../../../../tests/fixtures/api-resources";
import {
  cardsOf,
  createSpacedRepetitionTestApp,
  DAY_MS,
  NOW,
  ROOMY,
  submission,
} from "../../../../tests/fixtures/spaced-repetition-fixtures";

// Solving a problem, reviewing a design or reading a concept makes a review card; grading it schedules
// it with FSRS, logs the review and counts the day; the suggested grade reads the stored facts; cards
// are the user's alone. (The Due today list and its limits: due-list.routes.test.ts.)

const { app, db, clock, solveProblem, tomorrow, getDue } = await createSpacedRepetitionTestApp();

test("the first Accepted submission makes one coding card, due from the next day, with an estimate", async () => {
  const caller = await signUpCaller(app);
  const problem = await solveProblem(caller);
  // A second accepted submission makes no second card.
  await caller.call("POST", `/api/practice/problems/${problem.id}/submissions`, submission("accepted", 300));
  // Solved today: not due today; due at the start of the next day (UTC until the app sends a time zone).
  const today = await getDue(caller);
  expect(today).toMatchObject({ total: 0, heldBack: 0, nextDue: "2026-11-17T00:00:00.000Z" });
  tomorrow();
  const due = await getDue(caller);
  expect(due.total).toBe(1);
  expect(due.tracks).toEqual([
    { track: "coding", minutes: 20, cards: [expect.objectContaining({ subjectId: problem.id, isNew: true })] },
  ]);
  expect(due.minutes).toBe(20);
  expect(due.nextDue).toBeNull();
});

test("a wrong submission alone makes no card", async () => {
  const caller = await signUpCaller(app);
  const { problem } = (await (await caller.call("POST", "/api/practice/problems", {})).json()) as {
    problem: { id: string };
  };
  await caller.call("POST", `/api/practice/problems/${problem.id}/submissions`, submission("wrong_answer", 60));
  expect((await getDue(caller)).total).toBe(0);
});

test("the suggestion reads the stored facts: failed submissions before the accepted one make it Hard", async () => {
  const caller = await signUpCaller(app);
  await solveProblem(caller, { failures: 1, seconds: 300 });
  tomorrow();
  const [card] = cardsOf(await getDue(caller));
  const response = await caller.call("GET", `/api/spaced-repetition/cards/${card?.id}/suggestion`);
  expect(response.status).toBe(200);
  const { suggestion } = (await response.json()) as { suggestion: { grade: string; reason: string } };
  expect(suggestion).toMatchObject({ grade: "hard", reason: "1 failed submission first." });
});

test("grading Good logs it, counts the day, moves due past today, and brings it back after the clock moves", async () => {
  const caller = await signUpCaller(app);
  await solveProblem(caller);
  tomorrow();
  const reviewedAt = clock.now;
  const [card] = cardsOf(await getDue(caller));
  const response = await caller.call("POST", `/api/spaced-repetition/cards/${card?.id}/grade`, {
    grade: "good",
    suggested: "easy",
  });
  expect(response.status).toBe(200);
  const { card: graded } = (await response.json()) as { card: { due: string; state: string } };
  expect(new Date(graded.due).getTime()).toBeGreaterThanOrEqual(reviewedAt.getTime() + DAY_MS);
  const logs = await db
    .select()
    .from(reviewLogs)
    .where(eq(reviewLogs.cardId, card?.id ?? ""));
  expect(logs).toEqual([expect.objectContaining({ grade: "good", suggestedGrade: "easy", state: "new", reviewedAt })]);
  const events = await db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, caller.userId), eq(activityEvents.kind, "review_done")));
  expect(events).toHaveLength(1);
  // Reviewed today: not due again today (no short learning steps), due on a later day.
  const due = await getDue(caller);
  expect(due.total).toBe(0);
  expect(due.nextDue).not.toBeNull();
  clock.now = new Date(new Date(due.nextDue ?? "").getTime() + DAY_MS);
  expect(cardsOf(await getDue(caller)).map(({ id }) => id)).toEqual([card?.id]);
});

test("the streak counts a day with only a review", async () => {
  const caller = await signUpCaller(app);
  await solveProblem(caller);
  tomorrow();
  const [card] = cardsOf(await getDue(caller));
  await caller.call("POST", `/api/spaced-repetition/cards/${card?.id}/grade`, { grade: "good" });
  const analytics = (await (await caller.call("GET", "/api/analytics?tz=UTC")).json()) as {
    currentStreak: number;
    activityHeatmap: { date: string; count: number }[];
  };
  // The solve on the 16th and the review on the 17th: two days in a row.
  expect(analytics.currentStreak).toBe(2);
  expect(analytics.activityHeatmap).toContainEqual({ date: "2026-11-17", count: 1 });
});

test("another user's card is a 404 to read, suggest or grade, and stays as it was", async () => {
  const owner = await signUpCaller(app);
  const other = await signUpCaller(app);
  await solveProblem(owner);
  tomorrow();
  const [card] = cardsOf(await getDue(owner));
  expect((await other.call("GET", `/api/spaced-repetition/cards/${card?.id}/suggestion`)).status).toBe(404);
  expect((await other.call("POST", `/api/spaced-repetition/cards/${card?.id}/grade`, { grade: "easy" })).status).toBe(
    404,
  );
  expect((await other.call("POST", "/api/spaced-repetition/cards/not-a-card/grade", { grade: "easy" })).status).toBe(
    404,
  );
  expect((await getDue(other)).total).toBe(0);
  const [row] = await db
    .select()
    .from(reviewCards)
    .where(eq(reviewCards.id, card?.id ?? ""));
  expect(row?.reps).toBe(0);
});

test("the export holds the cards and their logs, and deleting the account deletes them", async () => {
  const caller = await signUpCaller(app);
  await solveProblem(caller);
  tomorrow();
  const [card] = cardsOf(await getDue(caller));
  await caller.call("POST", `/api/spaced-repetition/cards/${card?.id}/grade`, { grade: "hard" });
  const exported = (await (await caller.call("GET", "/api/privacy/export")).json()) as {
    otherData: Record<string, { id: string; grade?: string }[]>;
  };
  expect(exported.otherData.review_cards?.map(({ id }) => id)).toEqual([card?.id]);
  expect(exported.otherData.review_logs?.map(({ grade }) => grade)).toEqual(["hard"]);
  const deleted = await caller.call("DELETE", "/api/privacy/account", { confirmation: "DELETE" });
  expect(deleted.status).toBe(200);
  expect(await db.select().from(reviewCards).where(eq(reviewCards.userId, caller.userId))).toEqual([]);
  expect(await db.select().from(reviewLogs).where(eq(reviewLogs.userId, caller.userId))).toEqual([]);
});

test("a design's review and a concept read each make one system design card", async () => {
  const caller = await signUpCaller(app);
  const generated = await caller.call("POST", "/api/design/scenarios", { complexity: "basic" });
  expect(generated.status, await generated.clone().text()).toBe(201);
  const { scenario } = (await generated.json()) as { scenario: { id: string } };
  const saved = await caller.call("PUT", `/api/design/scenarios/${scenario.id}/design`, {
    baseVersion: 0,
    diagram: DIAGRAM,
  });
  expect(saved.status).toBe(200);
  for (let index = 0; index < 2; index += 1) {
    const reviewed = await caller.call("POST", `/api/design/scenarios/${scenario.id}/design-reviews`, {
      designVersion: 1,
    });
    expect(reviewed.status).toBe(201);
  }
  expect((await caller.call("POST", "/api/design/concepts/cdn/study", { seconds: 60, tz: "UTC" })).status).toBe(200);
  expect((await getDue(caller)).total).toBe(0);
  // Two new designs take 40 minutes: more than the default 30 a day.
  expect((await caller.call("PUT", "/api/spaced-repetition/settings", ROOMY)).status).toBe(200);
  tomorrow();
  const due = await getDue(caller);
  expect(due.tracks.map(({ track }) => track)).toEqual(["system_design"]);
  expect(cardsOf(due).map(({ subjectId, title }) => [subjectId, title])).toEqual(
    expect.arrayContaining([
      [scenario.id, "Pastebin"],
      ["cdn", expect.any(String)],
    ]),
  );
  expect(due.total).toBe(2);
});

test("a review's suggestion reads only the submissions since the last grade, and not the stopped timer", async () => {
  const caller = await signUpCaller(app);
  const problem = await solveProblem(caller, { failures: 2, seconds: 600 });
  tomorrow();
  const [card] = cardsOf(await getDue(caller));
  await caller.call("POST", `/api/spaced-repetition/cards/${card?.id}/grade`, { grade: "hard" });
  const suggest = async () =>
    (
      (await (await caller.call("GET", `/api/spaced-repetition/cards/${card?.id}/suggestion`)).json()) as {
        suggestion: { grade: string; reason: string };
      }
    ).suggestion;
  clock.now = new Date(NOW.getTime() + 4 * DAY_MS);
  // Nothing accepted since the grade: the review is not done, so Again.
  expect((await suggest()).grade).toBe("again");
  const path = `/api/practice/problems/${problem.id}/submissions`;
  await caller.call("POST", path, submission("accepted", 99_999));
  expect(await suggest()).toMatchObject({ grade: "good" });
});
