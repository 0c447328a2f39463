import { countDaysBetween, type DayKey, toDayKey } from "@/shared/calendar-days";
import { formatPlanDate, type SubscriptionRecord, type SubscriptionState } from "@/shared/subscription";

// A study plan that outlives the trial says so when it is made: a 3-week plan on a 14-day trial loses
// its last sessions' features on the day the trial ends. A note, never a refusal.

export type TrialGap = {
  /** The trial's last day, in the plan's time zone. */
  trialEndsOn: DayKey;
  /** Whole days from the trial's end to the interview, at least 1. */
  daysBeforeInterview: number;
};

export function findTrialGap({
  record,
  state,
  interviewDate,
  timeZone,
}: {
  record: SubscriptionRecord | null;
  state: SubscriptionState;
  interviewDate: DayKey;
  timeZone: string;
}): TrialGap | null {
  if (state.status !== "trial" || !record?.trialEnd) return null;
  const trialEndsOn = toDayKey(record.trialEnd, timeZone);
  const daysBeforeInterview = countDaysBetween(trialEndsOn, interviewDate);
  return daysBeforeInterview > 0 ? { trialEndsOn, daysBeforeInterview } : null;
}

/** "Your free trial ends on Dec 5, 2026, 9 days before your interview: choose a plan to keep your plan's sessions." */
export function describeTrialGap(gap: TrialGap): string {
  const date = formatPlanDate(new Date(`${gap.trialEndsOn}T00:00:00Z`));
  const days = gap.daysBeforeInterview === 1 ? "1 day" : `${gap.daysBeforeInterview} days`;
  return `Your free trial ends on ${date}, ${days} before your interview: choose a plan to keep your plan's sessions.`;
}
