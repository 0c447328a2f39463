import { addDays, type DayKey, getWeekdayIndex, getWeekStart, toDayKey } from "@/shared/calendar-days";
import { isValidTimeZone } from "@/shared/spaced-repetition/today";

// When the scheduler's mails are due, in the user's own time zone (UTC until the app has told us
// theirs): the morning mails from 08:00 local time on, the weekly summary on Monday from 08:00; and so when
// each mail's job is planned to run (notification-plans.ts).

/** The local hour from which the morning mails (due reviews, tomorrow's mock, the weekly summary) go out. */
export const MORNING_HOUR = 8;

const hourFormatters = new Map<string, Intl.DateTimeFormat>();

export function resolveTimeZone(timeZone: string | null | undefined): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : "UTC";
}

/** The hour (0–23) of `now` on the user's wall clock. */
export function getLocalHour(now: Date, timeZone: string): number {
  let formatter = hourFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" });
    hourFormatters.set(timeZone, formatter);
  }
  return Number(formatter.formatToParts(now).find((part) => part.type === "hour")?.value ?? 0);
}

/** The user's today once it is morning there (08:00 or later), else null: a daily mail's key. */
export function getMorningDay(now: Date, timeZone: string): DayKey | null {
  return getLocalHour(now, timeZone) >= MORNING_HOUR ? toDayKey(now, timeZone) : null;
}

/** The Monday of the user's week on Monday from 08:00 (the weekly summary's key), else null. */
export function getWeeklySummaryWeek(now: Date, timeZone: string): DayKey | null {
  const day = getMorningDay(now, timeZone);
  return day && getWeekdayIndex(day) === 0 ? getWeekStart(day) : null;
}

/**
 * How often a mail's job runs: every morning, every Monday morning, or whenever there may be something to
 * say (an achievement: planned at once when one is seen, and every morning to catch the others).
 */
export type Cadence = "daily" | "weekly" | "any-time";

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far the wall clock in `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function getOffsetMs(instant: Date, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    const parts = { year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric" } as const;
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", ...parts });
    offsetFormatters.set(timeZone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  const local = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day ?? 1, part.hour ?? 0, part.minute ?? 0);
  return local - Math.floor(instant.getTime() / 60_000) * 60_000;
}

/** The instant it is `hour`:00 on `day` in `timeZone` (the offset of that moment, daylight saving's included). */
export function getLocalInstant(day: DayKey, hour: number, timeZone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const wall = Date.UTC(year, month - 1, date, hour);
  let instant = wall - getOffsetMs(new Date(wall), timeZone);
  instant = wall - getOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

/** The first 08:00 local strictly after `now`'s morning: today's before 08:00, else tomorrow's. */
function getNextMorning(now: Date, timeZone: string): Date {
  const today = toDayKey(now, timeZone);
  return getLocalInstant(getMorningDay(now, timeZone) ? addDays(today, 1) : today, MORNING_HOUR, timeZone);
}

/** When a job planned at `now` runs: at once when its mail may be due now, else when it next may be. */
export function getPlannedRun(cadence: Cadence, now: Date, timeZone: string): Date {
  const isDue =
    cadence === "any-time" ||
    (cadence === "daily" ? getMorningDay(now, timeZone) : getWeeklySummaryWeek(now, timeZone)) !== null;
  return isDue ? now : getNextRun(cadence, now, timeZone);
}

/** When a job that ran at `now` runs next: the next morning (a Monday's, weekly), never `now`'s again. */
export function getNextRun(cadence: Cadence, now: Date, timeZone: string): Date {
  if (cadence !== "weekly") return getNextMorning(now, timeZone);
  const today = toDayKey(now, timeZone);
  const isBeforeMondayMorning = getWeekdayIndex(today) === 0 && !getMorningDay(now, timeZone);
  const monday = isBeforeMondayMorning ? today : addDays(getWeekStart(today), 7);
  return getLocalInstant(monday, MORNING_HOUR, timeZone);
}
