// Calendar days in the user's time zone, as "YYYY-MM-DD" keys. Day arithmetic works on the keys
// (as UTC dates), so a daylight-saving change never makes a day 23 or 25 hours long.

export type DayKey = string;

const DAY_MS = 24 * 60 * 60 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day `instant` falls on in `timeZone` (an IANA name). */
export function toDayKey(instant: Date, timeZone: string): DayKey {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;

/**
 * The first instant after `instant` at which a new day may begin in some time zone: every zone's
 * offset from UTC, daylight saving's included, is a whole number of quarter hours, so midnight
 * anywhere falls on a quarter hour of UTC. An answer that depends on the user's day holds until then.
 */
export function getNextDayChangeBound(instant: Date): number {
  return (Math.floor(instant.getTime() / QUARTER_HOUR_MS) + 1) * QUARTER_HOUR_MS;
}

export function addDays(day: DayKey, days: number): DayKey {
  return new Date(parseDay(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function countDaysBetween(from: DayKey, to: DayKey): number {
  return Math.round((parseDay(to) - parseDay(from)) / DAY_MS);
}

/** 0 for Monday … 6 for Sunday: weeks start on Monday. */
export function getWeekdayIndex(day: DayKey): number {
  return (new Date(parseDay(day)).getUTCDay() + 6) % 7;
}

/** The Monday of the week `day` belongs to. */
export function getWeekStart(day: DayKey): DayKey {
  return addDays(day, -getWeekdayIndex(day));
}

function parseDay(day: DayKey): number {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return Date.UTC(year, month - 1, date);
}
