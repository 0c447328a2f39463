// How practice turns into figures, shared by the server (the minutes and scores it records, the
// Analytics Hub) and the client (the labs' own stat cards), so both count the same way.

const MINUTE_MS = 60_000;

/** The most one problem or scenario counts: a page left open for days is not days of study. */
export const MAX_STUDY_MINUTES = 180;

/** Minutes from `start` to `end`, rounded up, from 1 to MAX_STUDY_MINUTES. */
export function getStudyMinutes(start: Date, end: Date): number {
  const minutes = Math.ceil((end.getTime() - start.getTime()) / MINUTE_MS);
  return Math.min(MAX_STUDY_MINUTES, Math.max(1, minutes));
}

/** Figures are shown to one decimal: 1.7 hours, a 4.3 score. */
export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

export function toStudyHours(minutes: number): number {
  return roundToTenth(minutes / 60);
}

/** The mean of some scores (self-ratings on the 1–5 scale), to one decimal; null when there are none. */
export function getMeanScore(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return roundToTenth(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}
