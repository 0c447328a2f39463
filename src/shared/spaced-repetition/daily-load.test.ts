import { expect, test } from "vitest";
import { type DayAllowance, type LoadCard, pickDailyLoad } from "./daily-load";
import { createSchedulerCard, type SchedulerCard, scheduleReview } from "./scheduler";
import { getEndOfToday, getStartOfToday } from "./today";

const DAY_MS = 24 * 60 * 60 * 1000;
const monday = new Date("2026-03-02T09:00:00.000Z");
const roomy: DayAllowance = { newLeft: 100, reviewsLeft: 100, minutesLeft: 10_000 };

function makeCard(index: number, overrides: Partial<LoadCard> = {}): LoadCard {
  const createdAt = new Date(monday.getTime() + index * 60_000);
  return {
    id: `card-${String(index).padStart(3, "0")}`,
    track: "coding",
    isNew: true,
    due: createdAt,
    createdAt,
    ...overrides,
  };
}

const ids = (cards: LoadCard[]) => cards.map(({ id }) => id);

test("new cards enter up to the day's allowance, oldest first, and the rest are held back", () => {
  const cards = [3, 1, 4, 0, 2].map((index) => makeCard(index));
  const { shown, heldBack } = pickDailyLoad(cards, { ...roomy, newLeft: 2 });
  expect(ids(shown)).toEqual(["card-000", "card-001"]);
  expect(heldBack).toBe(3);
  // The same cards in another order give the same list.
  expect(ids(pickDailyLoad([...cards].reverse(), { ...roomy, newLeft: 2 }).shown)).toEqual(ids(shown));
  expect(pickDailyLoad(cards, { ...roomy, newLeft: 0 }).shown).toEqual([]);
});

test("the day's list never takes longer than the minutes left; a shorter card after a long one may fit", () => {
  const cards = [
    makeCard(0, { isNew: false, track: "coding" }), // 15 min
    makeCard(1, { isNew: true, track: "coding" }), // 20 min
    makeCard(2, { isNew: true, track: "interviews" }), // 8 min
  ];
  const { shown, heldBack } = pickDailyLoad(cards, { ...roomy, minutesLeft: 30 });
  expect(ids(shown)).toEqual(["card-000", "card-002"]);
  expect(heldBack).toBe(1);
  expect(pickDailyLoad(cards, { ...roomy, minutesLeft: 14 }).shown.map(({ track }) => track)).toEqual(["interviews"]);
  expect(pickDailyLoad(cards, { ...roomy, minutesLeft: 0 }).shown).toEqual([]);
});

test("cards seen before come first, soonest due first, within the reviews allowance", () => {
  const overdue = makeCard(5, { isNew: false, due: new Date(monday.getTime() - 3 * DAY_MS) });
  const dueToday = makeCard(6, { isNew: false });
  const fresh = makeCard(0);
  const { shown } = pickDailyLoad([fresh, dueToday, overdue], { ...roomy, reviewsLeft: 1, minutesLeft: 35 });
  // The overdue card takes the one review left; the 20-minute new card still fits in the 35 minutes.
  expect(ids(shown)).toEqual(["card-005", "card-000"]);
});

/** A user who solves 25 problems on Monday and reviews all the day's list every day. */
function simulateDays(days: number, newPerDay: number, minutesPerDay: number) {
  const timeZone = "America/New_York";
  const cards = new Map<string, LoadCard & { scheduler: SchedulerCard }>();
  for (let index = 0; index < 25; index += 1) {
    const card = makeCard(index);
    const scheduler = createSchedulerCard(getEndOfToday(card.createdAt, timeZone));
    cards.set(card.id, { ...card, due: scheduler.due, scheduler });
  }
  const lists: string[][] = [];
  for (let day = 0; day < days; day += 1) {
    const now = new Date(monday.getTime() + day * DAY_MS + 60 * 60 * 1000);
    const endOfToday = getEndOfToday(now, timeZone);
    const due = [...cards.values()].filter(
      (card) => card.due < endOfToday && (!card.isNew || card.createdAt < getStartOfToday(now, timeZone)),
    );
    const { shown } = pickDailyLoad(due, { newLeft: newPerDay, reviewsLeft: 100, minutesLeft: minutesPerDay });
    lists.push(ids(shown));
    for (const card of shown) {
      const { card: next } = scheduleReview(cards.get(card.id)?.scheduler ?? card.scheduler, "good", now);
      cards.set(card.id, { ...card, isNew: false, due: next.due, scheduler: next });
    }
  }
  return lists;
}

test("across days: nothing the day it was made, then at most the new-card limit a day, each card once, the same every run", () => {
  const lists = simulateDays(4, 10, 10_000);
  expect(lists[0]).toEqual([]);
  expect(lists[1]).toHaveLength(10);
  expect(lists[2]).toHaveLength(10);
  // Day 4: the last 5 new cards, and none of the first 20 yet (Good schedules them days later).
  expect(lists[3]).toHaveLength(5);
  expect(new Set(lists.flat()).size).toBe(25);
  expect(simulateDays(4, 10, 10_000)).toEqual(lists);
});

test("across days: the minutes per day cap the load even under a larger new-card limit", () => {
  const lists = simulateDays(3, 100, 45);
  // New coding cards take 20 minutes each: two a day fit in 45.
  expect(lists.map((list) => list.length)).toEqual([0, 2, 2]);
});
