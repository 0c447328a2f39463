// The 12-month activity heat map: columns are weeks (Monday first), rows are weekdays.

export type HeatmapCell = { date: string; count: number; isFuture: boolean };

const DAY_MS = 24 * 60 * 60 * 1000;
export const HEATMAP_WEEKS = 53;

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** Today's date (YYYY-MM-DD) in a time zone. */
export function getToday(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** 53 weeks ending with the week of `today`; days after today are marked as future (drawn empty). */
export function buildHeatmapWeeks(counts: readonly { date: string; count: number }[], today: string): HeatmapCell[][] {
  const byDate = new Map(counts.map((entry) => [entry.date, entry.count]));
  const end = toDate(today);
  const mondayOffset = (end.getUTCDay() + 6) % 7;
  const start = new Date(end.getTime() - (mondayOffset + (HEATMAP_WEEKS - 1) * 7) * DAY_MS);
  return Array.from({ length: HEATMAP_WEEKS }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const date = toDay(new Date(start.getTime() + (week * 7 + weekday) * DAY_MS));
      return { date, count: byDate.get(date) ?? 0, isFuture: date > today };
    }),
  );
}

/** Colour level 0–4 of a day: none, 1, 2–3, 4–5, 6 or more practice events. */
export function getHeatLevel(count: number): 0 | 1 | 2 | 3 | 4 {
  if (count <= 0) return 0;
  if (count === 1) return 1;
  if (count <= 3) return 2;
  if (count <= 5) return 3;
  return 4;
}
