import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { reviewCards } from "@/server/db/schema/spaced-repetition";
import { signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { cardsOf, createSpacedRepetitionTestApp, ROOMY } from "../../../../tests/fixtures/spaced-repetition-fixtures";

// The Due today list: "today" is the user's day in their time zone, and the daily limits hold
// cards back and are validated. (Minutes per day: pacing.routes.test.ts.)

const { app, db, clock, solveProblem, tomorrow, getDue } = await createSpacedRepetitionTestApp();

test("today is the user's: whether a card is due today depends on the time zone's midnight", async () => {
  const caller = await signUpCaller(app);
  await solveProblem(caller);
  const [card] = await db.select().from(reviewCards).where(eq(reviewCards.userId, caller.userId));
  const later = new Date("2026-11-17T20:00:00.000Z");
  await db
    .update(reviewCards)
    .set({ due: later })
    .where(eq(reviewCards.id, card?.id ?? ""));
  // 12:00 UTC on the 16th: 21:00 in Tokyo (its today ends at 15:00 UTC on the 16th), 07:00 in New York.
  expect((await getDue(caller, "Asia/Tokyo")).total).toBe(0);
  clock.now = new Date("2026-11-17T16:00:00.000Z"); // 01:00 on the 18th in Tokyo; 11:00 on the 17th in New York
  expect((await getDue(caller, "Asia/Tokyo")).total).toBe(1);
  expect((await getDue(caller, "America/New_York")).total).toBe(1);
  expect((await getDue(caller, "Pacific/Kiritimati")).total).toBe(1);
  clock.now = new Date("2026-11-17T04:00:00.000Z"); // 23:00 on the 16th in New York: not due until the 17th there
  expect((await getDue(caller, "America/New_York")).total).toBe(0);
});

test("the daily limit of new cards holds the others back, and grading uses up the day's allowance", async () => {
  const caller = await signUpCaller(app);
  for (let index = 0; index < 3; index += 1) await solveProblem(caller);
  const saved = await caller.call("PUT", "/api/spaced-repetition/settings", { ...ROOMY, newPerDay: 2 });
  expect(saved.status).toBe(200);
  tomorrow();
  let due = await getDue(caller);
  expect(due.total).toBe(2);
  expect(due.heldBack).toBe(1);
  const [first] = cardsOf(due);
  await caller.call("POST", `/api/spaced-repetition/cards/${first?.id}/grade`, { grade: "easy" });
  due = await getDue(caller);
  expect(due.total).toBe(1);
  await caller.call("PUT", "/api/spaced-repetition/settings", { ...ROOMY, newPerDay: 0 });
  expect((await getDue(caller)).total).toBe(0);
});

test("the limits are validated: out of range or not whole numbers is a 400 with issues, nothing saved", async () => {
  const caller = await signUpCaller(app);
  for (const body of [
    { newPerDay: 101, reviewsPerDay: 100 },
    { newPerDay: -1, reviewsPerDay: 100 },
    { newPerDay: 10, reviewsPerDay: 501 },
    { newPerDay: 1.5, reviewsPerDay: 100 },
    { newPerDay: 10, reviewsPerDay: 100 },
    { newPerDay: 10, reviewsPerDay: 100, minutesPerDay: 19 },
    { newPerDay: 10, reviewsPerDay: 100, minutesPerDay: 481 },
    { newPerDay: 10, reviewsPerDay: 100, minutesPerDay: 30.5 },
    { newPerDay: 10, reviewsPerDay: 100, minutesPerDay: "30" },
  ]) {
    const response = await caller.call("PUT", "/api/spaced-repetition/settings", body);
    expect(response.status, JSON.stringify(body)).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; issues: unknown[] } };
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.issues.length).toBeGreaterThan(0);
  }
  const { settings } = (await (await caller.call("GET", "/api/spaced-repetition/settings")).json()) as {
    settings: { newPerDay: number };
  };
  expect(settings).toEqual({ newPerDay: 10, reviewsPerDay: 100, minutesPerDay: 30 });
});
