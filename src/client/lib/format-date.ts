const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** "Nov 22, 2026" in the reader's time zone. */
export function formatDate(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}
