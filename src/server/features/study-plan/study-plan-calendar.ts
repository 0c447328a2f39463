import { createEvents, type EventAttributes } from "ics";
import type { StudySession } from "@/shared/study-plan/plan";

// The study plan's sessions as an iCalendar file (RFC 5545, written by the `ics` package).

/** Sessions start at this local hour, one after the other on a day with several. */
const FIRST_SESSION_HOUR = 18;

/**
 * One event per session, in floating local time (no zone): a calendar shows 18:00 wherever the
 * user is, which is what "study after work" means. UIDs name the day, track and rank, so importing
 * the file again after a replan updates the same days' events instead of adding copies.
 */
export function createStudyPlanCalendar(sessions: StudySession[]): string {
  const minutesByDay = new Map<string, number>();
  const rankByKey = new Map<string, number>();
  const events: EventAttributes[] = sessions.map((session) => {
    const offset = minutesByDay.get(session.date) ?? 0;
    minutesByDay.set(session.date, offset + session.minutes);
    const key = `${session.date}-${session.track}`;
    const rank = (rankByKey.get(key) ?? 0) + 1;
    rankByKey.set(key, rank);
    const [year = 1970, month = 1, day = 1] = session.date.split("-").map(Number);
    const start = FIRST_SESSION_HOUR * 60 + offset;
    return {
      uid: `${key}-${rank}@study-plan.preppilot`,
      start: [year, month, day, Math.floor(start / 60), start % 60],
      startInputType: "local",
      startOutputType: "local",
      duration: { minutes: session.minutes },
      title: session.title,
      description: session.description,
      categories: ["PrepPilot", "Study plan"],
    };
  });
  const { error, value } = createEvents(events, {
    productId: "PrepPilot//Study plan//EN",
    calName: "PrepPilot study plan",
  });
  if (error || !value) throw error ?? new Error("The calendar file could not be written");
  return value;
}
