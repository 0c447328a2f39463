import { expect, test } from "vitest";
import { getEndOfToday, getLocalDay, getStartOfToday } from "./today";

test("today ends at the next UTC midnight in UTC", () => {
  expect(getEndOfToday(new Date("2026-03-02T23:30:00Z"), "UTC").toISOString()).toBe("2026-03-03T00:00:00.000Z");
});

test("late evening in New York is still today there though it is tomorrow in UTC", () => {
  const now = new Date("2026-03-03T03:00:00Z"); // 22:00 on 2 March in New York (UTC−5)
  expect(getLocalDay(now, "America/New_York")).toBe("2026-03-02");
  expect(getEndOfToday(now, "America/New_York").toISOString()).toBe("2026-03-03T05:00:00.000Z");
});

test("a zone ahead of UTC ends its day before UTC does", () => {
  const now = new Date("2026-03-02T10:00:00Z"); // 19:00 in Tokyo (UTC+9)
  expect(getEndOfToday(now, "Asia/Tokyo").toISOString()).toBe("2026-03-02T15:00:00.000Z");
});

test("the day a clock change happens on ends at its local midnight", () => {
  // Europe/Paris moves to summer time on 29 March 2026: the next midnight is at UTC+2.
  expect(getEndOfToday(new Date("2026-03-29T12:00:00Z"), "Europe/Paris").toISOString()).toBe(
    "2026-03-29T22:00:00.000Z",
  );
});

test("an unknown time zone falls back to UTC", () => {
  expect(getEndOfToday(new Date("2026-03-02T10:00:00Z"), "Not/AZone").toISOString()).toBe("2026-03-03T00:00:00.000Z");
});

test("today starts at the local midnight before now", () => {
  const now = new Date("2026-03-03T03:00:00Z"); // 22:00 on 2 March in New York
  expect(getStartOfToday(now, "America/New_York").toISOString()).toBe("2026-03-02T05:00:00.000Z");
});

test("something made late in the evening is first due at the next local midnight, not the next UTC one", () => {
  // 23:30 on 2 March in Los Angeles (UTC−8) is already 3 March in UTC.
  const lateEvening = new Date("2026-03-03T07:30:00Z");
  expect(getEndOfToday(lateEvening, "America/Los_Angeles").toISOString()).toBe("2026-03-03T08:00:00.000Z");
  // 00:30 on 3 March in Tokyo is still 2 March in UTC: its next day starts the following midnight there.
  const justAfterMidnight = new Date("2026-03-02T15:30:00Z");
  expect(getEndOfToday(justAfterMidnight, "Asia/Tokyo").toISOString()).toBe("2026-03-03T15:00:00.000Z");
});
