// Counts shown on the pages ("12,345 register"), grouped as en-US does, without Intl: a page's first
// Intl call builds ICU's number formatter, which cost about 30 ms of one task on this machine (120 ms
// on Lighthouse's phone) when the home page's live counter hydrated. The server's prerender and the
// browser give the same text, whatever their ICU data.

/** An integer with commas between its groups of three digits: 1234567 → "1,234,567". */
export function formatCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
