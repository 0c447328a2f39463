import { expect, test } from "vitest";
import { createSchedulerCard, scheduleReview } from "./scheduler";

const now = new Date("2026-03-02T09:00:00.000Z");
const day = 24 * 60 * 60 * 1000;

test("a new card is due when it is first due, and in the new state", () => {
  const card = createSchedulerCard(now);
  expect(card.state).toBe("new");
  expect(card.due).toEqual(now);
  expect(card.reps).toBe(0);
});

test("every grade schedules a card a day or more later: what was practised today is not due today", () => {
  const fresh = createSchedulerCard(now);
  for (const grade of ["again", "hard", "good", "easy"] as const) {
    const { card } = scheduleReview(fresh, grade, now);
    expect(card.due.getTime() - now.getTime(), grade).toBeGreaterThanOrEqual(day);
    const lapsed = scheduleReview(card, "again", card.due).card;
    expect(lapsed.due.getTime() - card.due.getTime(), grade).toBeGreaterThanOrEqual(day);
  }
});

test("grading a new card Good moves it out of new, logs the state it was in, and schedules it later", () => {
  const { card, log } = scheduleReview(createSchedulerCard(now), "good", now);
  expect(card.state).not.toBe("new");
  expect(card.reps).toBe(1);
  expect(card.lastReview).toEqual(now);
  expect(card.due.getTime()).toBeGreaterThan(now.getTime());
  expect(log.state).toBe("new");
});

test("Easy schedules further out than Good, and Good further than Again", () => {
  const fresh = createSchedulerCard(now);
  const again = scheduleReview(fresh, "again", now).card.due.getTime();
  const good = scheduleReview(fresh, "good", now).card.due.getTime();
  const easy = scheduleReview(fresh, "easy", now).card.due.getTime();
  expect(again).toBeLessThan(good);
  expect(good).toBeLessThan(easy);
  expect(easy - now.getTime()).toBeGreaterThanOrEqual(day);
});

test("reviewing Good when due again pushes the next due date further than the first interval", () => {
  const first = scheduleReview(createSchedulerCard(now), "easy", now).card;
  const firstInterval = first.due.getTime() - now.getTime();
  const second = scheduleReview(first, "good", first.due).card;
  expect(second.due.getTime() - first.due.getTime()).toBeGreaterThan(firstInterval);
  expect(second.state).toBe("review");
});

test("the same grade at the same moment gives the same schedule (no fuzz)", () => {
  const card = createSchedulerCard(now);
  expect(scheduleReview(card, "good", now)).toEqual(scheduleReview(card, "good", now));
});

test("Again on a card in review counts a lapse and brings it back sooner than Good would", () => {
  const reviewed = scheduleReview(createSchedulerCard(now), "easy", now).card;
  const lapsed = scheduleReview(reviewed, "again", reviewed.due).card;
  const kept = scheduleReview(reviewed, "good", reviewed.due).card;
  expect(lapsed.lapses).toBe(1);
  expect(lapsed.due.getTime()).toBeLessThan(kept.due.getTime());
});
