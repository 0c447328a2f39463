import { addDays, type DayKey, toDayKey } from "@/shared/calendar-days";
import { isPracticeKind } from "@/shared/constants/activity";

export type TimedEvent = { kind: string; createdAt: Date };

/**
 * The days with practice (see PRACTICE_KINDS) in the user's time zone, each with the moment of its
 * first practice, in calendar order.
 */
export function getPracticeDays(events: readonly TimedEvent[], timeZone: string): Map<DayKey, Date> {
  const days = new Map<DayKey, Date>();
  const practice = events
    .filter((event) => isPracticeKind(event.kind))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const event of practice) {
    const day = toDayKey(event.createdAt, timeZone);
    if (!days.has(day)) days.set(day, event.createdAt);
  }
  return days;
}

/**
 * Consecutive practice days up to today. A streak is still current when the last practice day is
 * yesterday: today is not over yet, so it is not broken before midnight.
 */
export function computeCurrentStreak(practiceDays: ReadonlyMap<DayKey, Date>, today: DayKey): number {
  let day = practiceDays.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (practiceDays.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** For each length, the first day on which a run of that many consecutive practice days was reached. */
export function findStreakMilestones(
  practiceDays: ReadonlyMap<DayKey, Date>,
  lengths: readonly number[],
): Map<number, DayKey> {
  const reached = new Map<number, DayKey>();
  const days = [...practiceDays.keys()].sort();
  let run = 0;
  days.forEach((day, index) => {
    run = index > 0 && days[index - 1] === addDays(day, -1) ? run + 1 : 1;
    for (const length of lengths) if (run === length && !reached.has(length)) reached.set(length, day);
  });
  return reached;
}
