import { and, eq, gte, isNotNull } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { designReviews, designScenarios } from "@/server/db/schema/design";
import { interviewSessions } from "@/server/db/schema/interviews";
import { problemSubmissions } from "@/server/db/schema/practice";
import { reviewLogs } from "@/server/db/schema/spaced-repetition";
import { studyPlans } from "@/server/db/schema/study-plan";
import { getSubscription } from "@/server/features/subscription";
import { AppError } from "@/server/lib/app-error";
import { type DayKey, toDayKey } from "@/shared/calendar-days";
import type { SaveStudyPlanInput } from "@/shared/schemas/study-plan";
import { buildStudyPlan, checkInterviewDate, countWeeklyProgress, type StudyPlanInput } from "@/shared/study-plan/plan";
import type { StudyTrack } from "@/shared/study-plan/tracks";
import { findTrialGap } from "@/shared/study-plan/trial-gap";

// The study plan's settings, and the plan computed from them, today and the
// activity already stored (accepted submissions, finished interviews, design reviews, review grades).

type StudyPlanRow = typeof studyPlans.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

export async function getStudyPlan({ db, userId, now }: { db: Database; userId: string; now: Date }) {
  const [row] = await db.select().from(studyPlans).where(eq(studyPlans.userId, userId));
  if (!row) return { settings: null, plan: null };
  const [plan, { subscription, state }] = await Promise.all([
    describePlan(db, row, now),
    getSubscription({ db, userId, now }),
  ]);
  // Said when the plan is made and while it lasts: the trial ends before the interview.
  const trialGap = findTrialGap({
    record: subscription,
    state,
    interviewDate: row.interviewDate,
    timeZone: row.timeZone,
  });
  return { settings: toSettings(row), plan: { ...plan, trialGap } };
}

/**
 * Saves the settings after checking the date against the user's today. The plan keeps its first day,
 * so the weeks already done keep their progress; once its interview has passed, a new date starts a
 * new plan today. History (the activity) is never touched.
 */
export async function saveStudyPlan({
  db,
  userId,
  input,
  now,
}: {
  db: Database;
  userId: string;
  input: SaveStudyPlanInput;
  now: Date;
}) {
  const problem = checkInterviewDate(input.interviewDate, now, input.timeZone);
  if (problem) {
    throw new AppError("VALIDATION_FAILED", {
      message: problem,
      issues: [{ path: ["interviewDate"], message: problem }],
    });
  }
  const [existing] = await db.select().from(studyPlans).where(eq(studyPlans.userId, userId));
  const isOver = existing ? existing.interviewDate <= toDayKey(now, existing.timeZone) : true;
  const createdAt = existing && !isOver ? existing.createdAt : now;
  await db
    .insert(studyPlans)
    .values({ userId, ...input, createdAt, updatedAt: now })
    .onConflictDoUpdate({ target: studyPlans.userId, set: { ...input, createdAt, updatedAt: now } });
  return getStudyPlan({ db, userId, now });
}

/**
 * Removes the study plan: no weeks, no This week card and no interview reminder follow. The activity it
 * counted is the user's history and stays. Removing a plan that is not there is not an error.
 */
export async function deleteStudyPlan({ db, userId }: { db: Database; userId: string }) {
  await db.delete(studyPlans).where(eq(studyPlans.userId, userId));
  return { settings: null, plan: null };
}

function toSettings(row: StudyPlanRow) {
  return {
    interviewDate: row.interviewDate,
    company: row.company,
    roleLevel: row.roleLevel,
    timeZone: row.timeZone,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The planner's input: the plan starts on the day it was saved and is read in the saved zone. */
function toPlanInput(row: StudyPlanRow, now: Date): StudyPlanInput {
  return {
    startDate: toDayKey(row.createdAt, row.timeZone),
    today: toDayKey(now, row.timeZone),
    interviewDate: row.interviewDate,
    company: row.company,
    roleLevel: row.roleLevel,
  };
}

async function describePlan(db: Database, row: StudyPlanRow, now: Date) {
  const input = toPlanInput(row, now);
  const { startDate, today } = input;
  const { weeks, sessions } = buildStudyPlan(input);
  // A day's margin: the plan's first day began at most a day before it was saved, in any zone.
  const activity = await listActivity(db, row.userId, new Date(row.createdAt.getTime() - DAY_MS), row.timeZone);
  const progress = countWeeklyProgress(weeks, activity);
  return {
    today,
    startDate,
    interviewDate: row.interviewDate,
    /** The interview day has come: the plan stays as history until a new date is set. */
    isOver: row.interviewDate <= today,
    weeks: weeks.map((week, index) => ({
      ...week,
      progress: progress[index] ?? { coding: 0, interviews: 0, "system-design": 0, reviews: 0 },
      isCurrent: week.startDate <= today && today <= week.endDate,
    })),
    sessions,
  };
}

/** What the user did since `since`, as the days (in their zone) each item counts on. */
async function listActivity(
  db: Database,
  userId: string,
  since: Date,
  timeZone: string,
): Promise<{ track: StudyTrack; day: DayKey; subject: string }[]> {
  const [solved, interviews, designed, rated, graded] = await Promise.all([
    db
      .select({ subject: problemSubmissions.problemId, at: problemSubmissions.createdAt })
      .from(problemSubmissions)
      .where(
        and(
          eq(problemSubmissions.userId, userId),
          eq(problemSubmissions.verdict, "accepted"),
          gte(problemSubmissions.createdAt, since),
        ),
      ),
    db
      .select({ subject: interviewSessions.id, at: interviewSessions.endedAt })
      .from(interviewSessions)
      .where(
        and(
          eq(interviewSessions.userId, userId),
          eq(interviewSessions.status, "finished"),
          gte(interviewSessions.endedAt, since),
        ),
      ),
    db
      .select({ subject: designReviews.scenarioId, at: designReviews.createdAt })
      .from(designReviews)
      .where(and(eq(designReviews.userId, userId), gte(designReviews.createdAt, since))),
    db
      .select({ subject: designScenarios.id, at: designScenarios.reviewedAt })
      .from(designScenarios)
      .where(
        and(
          eq(designScenarios.userId, userId),
          isNotNull(designScenarios.reviewedAt),
          gte(designScenarios.reviewedAt, since),
        ),
      ),
    db
      .select({ at: reviewLogs.reviewedAt })
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, userId), gte(reviewLogs.reviewedAt, since))),
  ]);
  const toItems = (track: StudyTrack, rows: { subject: string; at: Date | null }[]) =>
    rows.flatMap(({ subject, at }) => (at ? [{ track, day: toDayKey(at, timeZone), subject }] : []));
  return [
    ...toItems("coding", solved),
    ...toItems("interviews", interviews),
    // A design reviewed automatically, by the AI or rated by hand counts once a week.
    ...toItems("system-design", [...designed, ...rated]),
    // A review session is a day with grades, however many cards it took.
    ...toItems(
      "reviews",
      graded.map(({ at }) => ({ subject: toDayKey(at, timeZone), at })),
    ),
  ];
}

/** The plan's sessions still to do, for the calendar file; NOT_FOUND without a plan. */
export async function getStudyPlanSessions({ db, userId, now }: { db: Database; userId: string; now: Date }) {
  const [row] = await db.select().from(studyPlans).where(eq(studyPlans.userId, userId));
  if (!row) throw new AppError("NOT_FOUND", { message: "Set an interview date first: there is no study plan yet." });
  return buildStudyPlan(toPlanInput(row, now)).sessions;
}

/**
 * The mock interviews the user's study plan has on a day (the interview reminder's
 * source): the plan as it stands `now`, so a changed date moves the reminder with it.
 */
export async function listPlannedMocks({
  db,
  userId,
  date,
  now,
}: {
  db: Database;
  userId: string;
  date: DayKey;
  now: Date;
}): Promise<{ title: string }[]> {
  const [row] = await db.select().from(studyPlans).where(eq(studyPlans.userId, userId));
  if (!row) return [];
  return buildStudyPlan(toPlanInput(row, now))
    .sessions.filter((session) => session.date === date && session.track === "interviews")
    .map(({ title }) => ({ title }));
}
