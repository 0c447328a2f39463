import { type DayKey, getWeekdayIndex, getWeekStart, toDayKey } from "@/shared/calendar-days";
import { isValidTimeZone } from "@/shared/spaced-repetition/today";

// When the scheduler's mails are due, in the user's own time zone (UTC until the app has told us
// theirs): the morning mails from 08:00 local time on, the weekly summary on Monday from 08:00.

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
