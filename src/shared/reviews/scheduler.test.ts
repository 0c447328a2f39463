import { expect, test } from "vitest";
import { createSchedulerCard, scheduleReview } from "./scheduler";

const now = new Date("2026-03-02T09:00:00.000Z");
const day = 24 * 60 * 60 * 1000;

test("a new card is due at once and in the new state", () => {
  const card = createSchedulerCard(now);
  expect(card.state).toBe("new");
  expect(card.due).toEqual(now);
  expect(card.reps).toBe(0);
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

test("Again on a card in review counts a lapse", () => {
  const reviewed = scheduleReview(createSchedulerCard(now), "easy", now).card;
  const lapsed = scheduleReview(reviewed, "again", reviewed.due).card;
  expect(lapsed.lapses).toBe(1);
  expect(lapsed.state).toBe("relearning");
});
