// A plan's days are calendar days ("YYYY-MM-DD" in the user's zone): formatted as such, never shifted.

const SHORT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const LONG = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Nov 16" */
export function formatPlanDay(day: string): string {
  return SHORT.format(toDate(day));
}

/** "Monday, February 8, 2027" */
export function formatPlanDayLong(day: string): string {
  return LONG.format(toDate(day));
}

/** "Nov 16 – Nov 22", or one day. */
export function formatPlanDays(startDate: string, endDate: string): string {
  return startDate === endDate ? formatPlanDay(startDate) : `${formatPlanDay(startDate)} – ${formatPlanDay(endDate)}`;
}
