import { addDays, type DayKey, getWeekStart, toDayKey } from "@/shared/calendar-days";
import { type ActivityDetails, isPracticeKind } from "@/shared/constants/activity";
import { getMeanScore, toStudyHours } from "@/shared/progress";
import { pickDesignScore, type ScoreSource } from "@/shared/schemas/design";
import { type Achievement, listAchievements, STREAK_MILESTONES } from "./achievements";
import { computeCurrentStreak, findStreakMilestones, getPracticeDays } from "./streaks";

// Everything the dashboard and the Analytics Hub show, derived from the activity events alone.

export type AnalyticsEvent = { kind: string; subjectId: string | null; details: ActivityDetails; createdAt: Date };

export type Counts = {
  problemsSolved: number;
  interviewsCompleted: number;
  studyHours: number;
};

/**
 * A week's figures, with its scores per track (1–5, null when none), never one average mixing interview
 * and design scores. The all-time averages per track belong to the readiness (shared/readiness).
 */
export type WeekStats = Counts & { interviewScore: number | null; designScore: number | null };

export type Analytics = Counts & {
  currentStreak: number;
  /** Monday to Sunday of the current week: distinct problems worked on (started or solved) each day. */
  weeklyActivity: { day: string; date: DayKey; problems: number }[];
  recentAchievements: Achievement[];
  /** The four stat cards for this week (Monday until now) and the whole previous week. */
  thisWeek: WeekStats;
  previousWeek: WeekStats;
  /** Practice events per day over the last 365 days up to today: only days with practice, oldest first. */
  activityHeatmap: { date: DayKey; count: number }[];
  timeZone: string;
};

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
const HEATMAP_DAYS = 365;

export function deriveAnalytics({
  events,
  signedUpAt,
  now,
  timeZone,
}: {
  events: readonly AnalyticsEvent[];
  signedUpAt: Date;
  now: Date;
  timeZone: string;
}): Analytics {
  const today = toDayKey(now, timeZone);
  const thisWeekStart = getWeekStart(today);
  const previousWeekStart = addDays(thisWeekStart, -7);
  // Formatting a date in a time zone is the costly step: once per event.
  const days = new Map(events.map((event) => [event, toDayKey(event.createdAt, timeZone)]));
  const dayOf = (event: AnalyticsEvent) => days.get(event) ?? toDayKey(event.createdAt, timeZone);
  const between = (from: DayKey, to: DayKey) => events.filter((event) => dayOf(event) >= from && dayOf(event) < to);

  const practiceDays = getPracticeDays(events, timeZone);
  const problemWork = events.filter((event) => event.kind === "problem_started" || event.kind === "problem_solved");

  return {
    ...computeCounts(events),
    currentStreak: computeCurrentStreak(practiceDays, today),
    weeklyActivity: WEEKDAYS.map((day, index) => {
      const date = addDays(thisWeekStart, index);
      return { day, date, problems: countDistinct(problemWork.filter((event) => dayOf(event) === date)) };
    }),
    recentAchievements: listAchievements({
      events,
      interviewScores: getInterviewScores(events),
      signedUpAt,
      practiceDays,
      streakMilestones: findStreakMilestones(practiceDays, STREAK_MILESTONES),
    }),
    thisWeek: computeStats(between(thisWeekStart, addDays(thisWeekStart, 7))),
    previousWeek: computeStats(between(previousWeekStart, thisWeekStart)),
    activityHeatmap: computeHeatmap(events, today, dayOf),
    timeZone,
  };
}

function computeCounts(events: readonly AnalyticsEvent[]): Counts {
  const minutes = events.reduce((sum, event) => sum + (nonNegative(event.details.durationMinutes) ?? 0), 0);
  return {
    problemsSolved: countDistinct(events.filter((event) => event.kind === "problem_solved")),
    interviewsCompleted: events.filter((event) => event.kind === "interview_completed").length,
    studyHours: toStudyHours(minutes),
  };
}

function computeStats(events: readonly AnalyticsEvent[]): WeekStats {
  return {
    ...computeCounts(events),
    interviewScore: getMeanScore(getInterviewScores(events).map(({ score }) => score)),
    designScore: getMeanScore(getScenarioScores(events).map(({ score }) => score)),
  };
}

function computeHeatmap(events: readonly AnalyticsEvent[], today: DayKey, dayOf: (event: AnalyticsEvent) => DayKey) {
  const first = addDays(today, -(HEATMAP_DAYS - 1));
  const counts = new Map<DayKey, number>();
  for (const event of events) {
    if (!isPracticeKind(event.kind)) continue;
    const day = dayOf(event);
    if (day >= first && day <= today) counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, count]) => ({ date, count }));
}

/**
 * Each scored interview's score and when it was given: the evaluated one, or the mean of the
 * self-ratings where the interview has no evaluation.
 */
export function getInterviewScores(events: readonly AnalyticsEvent[]): { score: number; at: Date }[] {
  const evaluated = new Set(
    events.flatMap((event) => (event.kind === "interview_evaluated" && event.subjectId ? [event.subjectId] : [])),
  );
  return events.flatMap((event) => {
    const counts =
      event.kind === "interview_evaluated" ||
      (event.kind === "interview_completed" && !(event.subjectId && evaluated.has(event.subjectId)));
    const score = counts ? nonNegative(event.details.score) : undefined;
    return score === undefined ? [] : [{ score, at: event.createdAt }];
  });
}

/**
 * Each scored scenario's effective score, as the System Design Lab shows it: its latest AI review's,
 * else its latest automatic review's, else its self-rating (scenario_studied). A self-rating recorded
 * without a subject counts on its own.
 */
export function getScenarioScores(events: readonly AnalyticsEvent[]): { subjectId: string | null; score: number }[] {
  const sourceOf: Record<string, ScoreSource> = {
    design_ai_reviewed: "ai",
    design_reviewed: "automatic",
    scenario_studied: "self",
  };
  // Per scenario, the latest score of each source (events come oldest first); then the strongest source wins.
  const latest = new Map<string, Partial<Record<ScoreSource, number>>>();
  const loose: { subjectId: null; score: number }[] = [];
  for (const event of [...events].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const source = sourceOf[event.kind];
    const score = nonNegative(event.details.score);
    if (source === undefined || score === undefined) continue;
    if (!event.subjectId) {
      loose.push({ subjectId: null, score });
      continue;
    }
    latest.set(event.subjectId, { ...latest.get(event.subjectId), [source]: score });
  }
  const scored = [...latest].flatMap(([subjectId, scores]) => {
    const { score } = pickDesignScore(scores);
    return score === null ? [] : [{ subjectId, score }];
  });
  return [...scored, ...loose];
}

/** Events about the same subject (a problem, an interview, a scenario) count once; events without one count each. */
function countDistinct(events: readonly AnalyticsEvent[]): number {
  const withSubject = new Set(events.flatMap((event) => (event.subjectId ? [event.subjectId] : [])));
  return withSubject.size + events.filter((event) => !event.subjectId).length;
}

function nonNegative(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;
}
