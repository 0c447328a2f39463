/**
 * The browser's IANA time zone ("UTC" when the browser names none): the user's days, weeks, streaks,
 * study plan and due reviews are counted in it, and the morning mails go out at 08:00 there.
 */
export function getBrowserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
