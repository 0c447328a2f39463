import { expect, test } from "vitest";
import { toDayKey } from "@/shared/calendar-days";
import { computeCurrentStreak, findStreakMilestones, getPracticeDays, type TimedEvent } from "./streaks";

const solved = (iso: string): TimedEvent => ({ kind: "problem_solved", createdAt: new Date(iso) });

function streakAt(events: TimedEvent[], now: string, timeZone = "UTC") {
  return computeCurrentStreak(getPracticeDays(events, timeZone), toDayKey(new Date(now), timeZone));
}

test("consecutive practice days ending today make the streak", () => {
  const events = [solved("2025-03-08T10:00:00Z"), solved("2025-03-09T10:00:00Z"), solved("2025-03-10T10:00:00Z")];
  expect(streakAt(events, "2025-03-10T20:00:00Z")).toBe(3);
});

test("a streak whose last day is yesterday is still current; one whose last day is before is broken", () => {
  const events = [solved("2025-03-08T10:00:00Z"), solved("2025-03-09T10:00:00Z")];
  expect(streakAt(events, "2025-03-10T20:00:00Z")).toBe(2);
  expect(streakAt(events, "2025-03-11T00:00:01Z")).toBe(0);
});

test("a gap of one day ends the run before it", () => {
  const events = [solved("2025-03-06T10:00:00Z"), solved("2025-03-07T10:00:00Z"), solved("2025-03-09T10:00:00Z")];
  expect(streakAt(events, "2025-03-09T12:00:00Z")).toBe(1);
});

test("several events on one day count as one day", () => {
  const events = [solved("2025-03-10T08:00:00Z"), solved("2025-03-10T09:00:00Z"), solved("2025-03-10T23:59:59Z")];
  expect(streakAt(events, "2025-03-10T23:59:59Z")).toBe(1);
});

test("days are counted in the user's time zone, at its midnight", () => {
  // 22:30 UTC on the 9th is 23:30 in Paris (the 9th) and 07:30 in Tokyo (the 10th).
  const events = [solved("2025-03-09T22:30:00Z"), solved("2025-03-10T23:30:00Z")];
  // Paris: the 9th and the 11th (00:30): not consecutive.
  expect(streakAt(events, "2025-03-10T23:45:00Z", "Europe/Paris")).toBe(1);
  // UTC: the 9th and the 10th.
  expect(streakAt(events, "2025-03-10T23:45:00Z", "UTC")).toBe(2);
  // Tokyo: the 10th and the 11th.
  expect(streakAt(events, "2025-03-10T23:45:00Z", "Asia/Tokyo")).toBe(2);
});

test("one second after midnight is a new day: yesterday's practice still counts, the day before does not", () => {
  const events = [solved("2025-03-09T23:59:59Z")];
  expect(streakAt(events, "2025-03-10T00:00:00Z")).toBe(1);
  expect(streakAt(events, "2025-03-11T00:00:00Z")).toBe(0);
});

test("only practice counts: signing up or generating a problem does not start a streak", () => {
  const events: TimedEvent[] = [
    { kind: "signed_up", createdAt: new Date("2025-03-10T08:00:00Z") },
    { kind: "problem_generated", createdAt: new Date("2025-03-10T09:00:00Z") },
    { kind: "problem_generated", createdAt: new Date("2025-03-09T09:00:00Z") },
  ];
  expect(streakAt(events, "2025-03-10T12:00:00Z")).toBe(0);
  const practice: TimedEvent[] = [
    "problem_started",
    "problem_solved",
    "interview_started",
    "interview_completed",
    "scenario_generated",
    "scenario_studied",
  ].map((kind, index) => ({ kind, createdAt: new Date(Date.UTC(2025, 2, 5 + index, 12)) }));
  expect(streakAt(practice, "2025-03-10T13:00:00Z")).toBe(6);
});

test("streak milestones are the first day each length was reached", () => {
  const days = ["2025-03-01", "2025-03-02", "2025-03-04", "2025-03-05", "2025-03-06", "2025-03-07"];
  const practiceDays = getPracticeDays(
    days.map((day) => solved(`${day}T10:00:00Z`)),
    "UTC",
  );
  const milestones = findStreakMilestones(practiceDays, [3, 7]);
  expect(milestones.get(3)).toBe("2025-03-06");
  expect(milestones.has(7)).toBe(false);
});
