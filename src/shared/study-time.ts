// How long a piece of practice counts towards study hours, shared by the server (the minutes it
// records with an activity event) and the client (the System Design Lab's Study Hours card).

const MINUTE_MS = 60_000;

/** The most one problem or scenario counts: a page left open for days is not days of study. */
export const MAX_STUDY_MINUTES = 180;

/** Minutes from `start` to `end`, rounded up, from 1 to MAX_STUDY_MINUTES. */
export function getStudyMinutes(start: Date, end: Date): number {
  const minutes = Math.ceil((end.getTime() - start.getTime()) / MINUTE_MS);
  return Math.min(MAX_STUDY_MINUTES, Math.max(1, minutes));
}
