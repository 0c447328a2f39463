import { expect, test } from "vitest";
import {
  getLocalHour,
  getLocalInstant,
  getMorningDay,
  getNextRun,
  getPlannedRun,
  getWeeklySummaryWeek,
  MORNING_HOUR,
  resolveTimeZone,
} from "./notification-times";

test("the morning mails are due from 08:00 on the user's wall clock, not the server's", () => {
  expect(MORNING_HOUR).toBe(8);
  // 06:59 UTC is 07:59 in Paris (UTC+1 in November): not yet; 07:00 UTC is 08:00 there.
  expect(getMorningDay(new Date("2026-11-24T06:59:00Z"), "Europe/Paris")).toBeNull();
  expect(getMorningDay(new Date("2026-11-24T07:00:00Z"), "Europe/Paris")).toBe("2026-11-24");
  // The same instant is 23:00 the evening before in Los Angeles (UTC-8): that day's mail, not today's.
  expect(getMorningDay(new Date("2026-11-24T07:00:00Z"), "America/Los_Angeles")).toBe("2026-11-23");
  // 15:59 UTC is 07:59 in Los Angeles, 16:00 UTC is 08:00.
  expect(getMorningDay(new Date("2026-11-24T15:59:00Z"), "America/Los_Angeles")).toBeNull();
  expect(getMorningDay(new Date("2026-11-24T16:00:00Z"), "America/Los_Angeles")).toBe("2026-11-24");
  // 23:30 UTC on the 24th is already 08:30 on the 25th in Tokyo (UTC+9).
  expect(getMorningDay(new Date("2026-11-24T23:30:00Z"), "Asia/Tokyo")).toBe("2026-11-25");
});

test("the rest of the local day stays due, until midnight starts the next day's wait for 08:00", () => {
  expect(getMorningDay(new Date("2026-11-24T22:59:00Z"), "Europe/Paris")).toBe("2026-11-24");
  expect(getMorningDay(new Date("2026-11-24T23:00:00Z"), "Europe/Paris")).toBeNull();
});

test("a daylight-saving change moves 08:00 in UTC with it", () => {
  // Paris is UTC+2 in summer: 08:00 local is 06:00 UTC.
  expect(getLocalHour(new Date("2026-07-01T06:00:00Z"), "Europe/Paris")).toBe(8);
  expect(getMorningDay(new Date("2026-07-01T05:59:00Z"), "Europe/Paris")).toBeNull();
  expect(getMorningDay(new Date("2026-07-01T06:00:00Z"), "Europe/Paris")).toBe("2026-07-01");
});

test("the weekly summary is due on Monday from 08:00 local time, keyed by that Monday", () => {
  // 2026-11-23 is a Monday.
  expect(getWeeklySummaryWeek(new Date("2026-11-23T06:59:00Z"), "Europe/Paris")).toBeNull();
  expect(getWeeklySummaryWeek(new Date("2026-11-23T07:00:00Z"), "Europe/Paris")).toBe("2026-11-23");
  expect(getWeeklySummaryWeek(new Date("2026-11-23T22:00:00Z"), "Europe/Paris")).toBe("2026-11-23");
  // Tuesday in Paris (Monday 23:00 UTC is Tuesday 00:00 there): not due.
  expect(getWeeklySummaryWeek(new Date("2026-11-23T23:00:00Z"), "Europe/Paris")).toBeNull();
  // Sunday evening in UTC is already Monday morning in Auckland (UTC+13 in November).
  expect(getWeeklySummaryWeek(new Date("2026-11-22T19:30:00Z"), "Pacific/Auckland")).toBe("2026-11-23");
  expect(getWeeklySummaryWeek(new Date("2026-11-22T19:30:00Z"), "UTC")).toBeNull();
});

test("an unknown or missing time zone falls back to UTC", () => {
  expect(resolveTimeZone(null)).toBe("UTC");
  expect(resolveTimeZone("Mars/Olympus_Mons")).toBe("UTC");
  expect(resolveTimeZone("Asia/Kolkata")).toBe("Asia/Kolkata");
});

test("a job planned now runs at once while its mail may be due, else at the next 08:00 local (Monday's, weekly)", () => {
  const paris = "Europe/Paris";
  // Tuesday 2026-11-24, 07:55 in Paris.
  const early = new Date("2026-11-24T06:55:00Z");
  expect(getPlannedRun("daily", early, paris)).toEqual(new Date("2026-11-24T07:00:00Z"));
  expect(getPlannedRun("weekly", early, paris)).toEqual(new Date("2026-11-30T07:00:00Z"));
  expect(getPlannedRun("any-time", early, paris)).toEqual(early);
  // 10:00 in Paris: the day's mail may be due now.
  const late = new Date("2026-11-24T09:00:00Z");
  expect(getPlannedRun("daily", late, paris)).toEqual(late);
  // Monday 08:05 in Paris: the weekly summary may be due now; before 08:00, at 08:00.
  expect(getPlannedRun("weekly", new Date("2026-11-23T07:05:00Z"), paris)).toEqual(new Date("2026-11-23T07:05:00Z"));
  expect(getPlannedRun("weekly", new Date("2026-11-23T06:00:00Z"), paris)).toEqual(new Date("2026-11-23T07:00:00Z"));
});

test("after a run, the next one is the next 08:00 local that is not the same morning's", () => {
  expect(getNextRun("daily", new Date("2026-11-24T07:00:00Z"), "Europe/Paris")).toEqual(
    new Date("2026-11-25T07:00:00Z"),
  );
  expect(getNextRun("daily", new Date("2026-11-24T06:59:00Z"), "Europe/Paris")).toEqual(
    new Date("2026-11-24T07:00:00Z"),
  );
  expect(getNextRun("any-time", new Date("2026-11-24T20:00:00Z"), "America/Los_Angeles")).toEqual(
    new Date("2026-11-25T16:00:00Z"),
  );
  expect(getNextRun("weekly", new Date("2026-11-23T07:05:00Z"), "Europe/Paris")).toEqual(
    new Date("2026-11-30T07:00:00Z"),
  );
  expect(getNextRun("weekly", new Date("2026-11-29T12:00:00Z"), "Asia/Tokyo")).toEqual(
    new Date("2026-11-29T23:00:00Z"),
  );
});

test("08:00 local is found across daylight saving and far from UTC", () => {
  // Paris changes to summer time on 2027-03-28 at 02:00: 08:00 that day is 06:00 UTC, the day before 07:00.
  expect(getLocalInstant("2027-03-27", 8, "Europe/Paris")).toEqual(new Date("2027-03-27T07:00:00Z"));
  expect(getLocalInstant("2027-03-28", 8, "Europe/Paris")).toEqual(new Date("2027-03-28T06:00:00Z"));
  expect(getLocalInstant("2026-11-24", 8, "Pacific/Auckland")).toEqual(new Date("2026-11-23T19:00:00Z"));
  expect(getLocalInstant("2026-11-24", 8, "Asia/Kolkata")).toEqual(new Date("2026-11-24T02:30:00Z"));
  expect(getLocalInstant("2026-11-24", 8, "UTC")).toEqual(new Date("2026-11-24T08:00:00Z"));
});
