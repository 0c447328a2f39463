/**
 * The end of the user's "today" in their time zone, as an instant: a card is due today when its due
 * date is before it. An unknown time zone falls back to UTC rather than failing the dashboard.
 */
export function getEndOfToday(now: Date, timeZone: string): Date {
  return getLocalMidnight(now, timeZone, 1);
}

/** The start of the user's "today": the limits count the reviews given since then. */
export function getStartOfToday(now: Date, timeZone: string): Date {
  return getLocalMidnight(now, timeZone, 0);
}

/** The local midnight that starts the day `dayOffset` days after the one `now` falls on. */
function getLocalMidnight(now: Date, timeZone: string, dayOffset: number): Date {
  const zone = isValidTimeZone(timeZone) ? timeZone : "UTC";
  const [year, month, day] = getLocalDay(now, zone).split("-").map(Number);
  // Midnight first read as if it were UTC, then corrected by the zone's offset there.
  const midnightUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + dayOffset);
  const candidate = midnightUtc - getOffsetMs(new Date(midnightUtc), zone);
  // A clock change between the two instants moves the offset: measure it again at the candidate.
  return new Date(midnightUtc - getOffsetMs(new Date(candidate), zone));
}

/** The day (YYYY-MM-DD) an instant falls on in a time zone. */
export function getLocalDay(at: Date, timeZone: string): string {
  const zone = isValidTimeZone(timeZone) ? timeZone : "UTC";
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    at,
  );
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

function getOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}
