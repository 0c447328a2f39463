import { and, asc, desc, eq, gt, gte, lt, ne, or } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { designReviews } from "@/server/db/schema/design";
import { interviewQuestions } from "@/server/db/schema/interviews";
import { practiceProblems, problemRepetitionDrafts, problemSubmissions } from "@/server/db/schema/practice";
import { reviewCards, reviewLogs, reviewSettings } from "@/server/db/schema/spaced-repetition";
import { recordActivity } from "@/server/lib/activity-log";
import { AppError } from "@/server/lib/app-error";
import { SOLVE_TARGET_MINUTES } from "@/shared/constants/solve-targets";
import {
  DEFAULT_REVIEW_SETTINGS,
  type GradeReviewInput,
  type ReviewSettings,
} from "@/shared/schemas/spaced-repetition";
import { pickDailyLoad } from "@/shared/spaced-repetition/daily-load";
import { estimateReviewMinutes } from "@/shared/spaced-repetition/estimate";
import { type AttemptFacts, REVIEW_TRACKS, suggestGrade } from "@/shared/spaced-repetition/grade-suggestion";
import { scheduleReview } from "@/shared/spaced-repetition/scheduler";
import { getEndOfToday, getStartOfToday } from "@/shared/spaced-repetition/today";

// Spaced repetition's review cards: what is due today within the daily limits, grading a card with ts-fsrs,
// and the grade the stored facts of the last attempt suggest.

type CardRow = typeof reviewCards.$inferSelect;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getReviewSettings({ db, userId }: { db: Database; userId: string }): Promise<ReviewSettings> {
  const [row] = await db.select().from(reviewSettings).where(eq(reviewSettings.userId, userId));
  return row
    ? { newPerDay: row.newPerDay, reviewsPerDay: row.reviewsPerDay, minutesPerDay: row.minutesPerDay }
    : DEFAULT_REVIEW_SETTINGS;
}

export async function updateReviewSettings({
  db,
  userId,
  settings,
  now,
}: {
  db: Database;
  userId: string;
  settings: ReviewSettings;
  now: Date;
}): Promise<ReviewSettings> {
  await db
    .insert(reviewSettings)
    .values({ userId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: reviewSettings.userId, set: { ...settings, updatedAt: now } });
  return settings;
}

/**
 * The day's list: the cards due before the end of the user's today (a new card only from
 * the day after it was made), picked within the new-cards and reviews limits less what was reviewed
 * today and within the minutes per day less the estimate of today's reviews (daily-load.ts); grouped
 * by track with their minutes, how many wait for a later day, and when the next card is due.
 */
export async function listDueReviews({
  db,
  userId,
  now,
  timeZone,
}: {
  db: Database;
  userId: string;
  now: Date;
  timeZone: string;
}) {
  const settings = await getReviewSettings({ db, userId });
  const startOfToday = getStartOfToday(now, timeZone);
  const endOfToday = getEndOfToday(now, timeZone);
  const [doneToday, dueRows, [next]] = await Promise.all([
    listReviewedToday(db, userId, startOfToday),
    db
      .select()
      .from(reviewCards)
      .where(
        and(
          eq(reviewCards.userId, userId),
          lt(reviewCards.due, endOfToday),
          or(ne(reviewCards.state, "new"), lt(reviewCards.createdAt, startOfToday)),
        ),
      ),
    db
      .select({ due: reviewCards.due })
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, userId), gte(reviewCards.due, endOfToday)))
      .orderBy(asc(reviewCards.due))
      .limit(1),
  ]);
  const newDone = doneToday.filter(({ isNew }) => isNew).length;
  const { shown, heldBack } = pickDailyLoad(
    dueRows.map((row) => ({ ...row, isNew: row.state === "new" })),
    {
      newLeft: settings.newPerDay - newDone,
      reviewsLeft: settings.reviewsPerDay - (doneToday.length - newDone),
      minutesLeft: settings.minutesPerDay - estimateReviewMinutes(doneToday),
    },
  );
  const cards = shown.map(toDueCard);
  const tracks = REVIEW_TRACKS.map((track) => {
    const trackCards = cards.filter((card) => card.track === track);
    return { track, cards: trackCards, minutes: estimateReviewMinutes(trackCards) };
  }).filter(({ cards }) => cards.length > 0);
  return {
    total: cards.length,
    minutes: estimateReviewMinutes(cards),
    tracks,
    /** When the next card is due after today (null without any). */
    nextDue: next?.due.toISOString() ?? null,
    /** Cards due today that the limits (counts or minutes) hold back for a later day. */
    heldBack,
    settings,
  };
}

/** The reviews given since the start of today: each one's track, and whether the card was new then. */
async function listReviewedToday(db: Database, userId: string, startOfToday: Date) {
  const rows = await db
    .select({ track: reviewCards.track, state: reviewLogs.state })
    .from(reviewLogs)
    .innerJoin(reviewCards, eq(reviewCards.id, reviewLogs.cardId))
    .where(and(eq(reviewLogs.userId, userId), gte(reviewLogs.reviewedAt, startOfToday)));
  return rows.map(({ track, state }) => ({ track, isNew: state === "new" }));
}

function toDueCard(card: CardRow) {
  return {
    id: card.id,
    track: card.track,
    kind: card.kind,
    subjectId: card.subjectId,
    title: card.title,
    due: card.due.toISOString(),
    state: card.state,
    isNew: card.state === "new",
    reps: card.reps,
  };
}

async function getOwnCard(db: Database, userId: string, cardId: string): Promise<CardRow> {
  if (!UUID_PATTERN.test(cardId)) throw new AppError("NOT_FOUND", { message: "No such review card." });
  const [card] = await db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, userId)));
  if (!card) throw new AppError("NOT_FOUND", { message: "No such review card." });
  return card;
}

/**
 * Grades a card: ts-fsrs schedules it, the log keeps the grade, the suggestion and the scheduler's
 * log, a problem's repetition drafts are cleared, and a review_done event makes the day count for the
 * streak and the heat map; one transaction.
 */
export async function gradeReviewCard({
  db,
  userId,
  cardId,
  input,
  now,
}: {
  db: Database;
  userId: string;
  cardId: string;
  input: GradeReviewInput;
  now: Date;
}) {
  await getOwnCard(db, userId, cardId);
  return db.transaction(async (tx) => {
    const [card] = await tx.select().from(reviewCards).where(eq(reviewCards.id, cardId)).for("update");
    if (!card) throw new AppError("NOT_FOUND", { message: "No such review card." });
    const { card: next, log } = scheduleReview(card, input.grade, now);
    const [updated] = await tx.update(reviewCards).set(next).where(eq(reviewCards.id, cardId)).returning();
    if (!updated) throw new Error("The graded review card disappeared inside its transaction");
    await tx.insert(reviewLogs).values({
      cardId,
      userId,
      grade: input.grade,
      suggestedGrade: input.suggested ?? null,
      reviewedAt: now,
      ...log,
    });
    // The review is done: the next one re-solves from the starter code again.
    if (card.kind === "problem") {
      await tx
        .delete(problemRepetitionDrafts)
        .where(and(eq(problemRepetitionDrafts.userId, userId), eq(problemRepetitionDrafts.problemId, card.subjectId)));
    }
    await recordActivity({
      db: tx,
      userId,
      kind: "review_done",
      subjectId: cardId,
      details: { title: card.title, grade: input.grade },
      at: now,
    });
    return { card: { ...toDueCard(updated), lastReview: updated.lastReview?.toISOString() ?? null } };
  });
}

/** The grade the stored facts of the card's last attempt suggest, with why and the facts themselves. */
export async function getReviewSuggestion({ db, userId, cardId }: { db: Database; userId: string; cardId: string }) {
  const card = await getOwnCard(db, userId, cardId);
  const facts = await getAttemptFacts(db, card);
  return { cardId, ...suggestGrade(facts), facts };
}

async function getAttemptFacts(db: Database, card: CardRow): Promise<AttemptFacts> {
  switch (card.kind) {
    case "problem":
      return getProblemFacts(db, card);
    case "interview_question": {
      const [sessionId = "", position = ""] = card.subjectId.split(":");
      const [question] = await db
        .select({ evaluation: interviewQuestions.evaluation })
        .from(interviewQuestions)
        .where(
          and(
            eq(interviewQuestions.sessionId, sessionId),
            eq(interviewQuestions.position, Number(position)),
            eq(interviewQuestions.userId, card.userId),
          ),
        );
      return { track: "interviews", score: question?.evaluation?.score ?? null };
    }
    case "scenario": {
      const [review] = await db
        .select({ automatic: designReviews.automatic, aiResult: designReviews.aiResult })
        .from(designReviews)
        .where(and(eq(designReviews.scenarioId, card.subjectId), eq(designReviews.userId, card.userId)))
        .orderBy(desc(designReviews.createdAt))
        .limit(1);
      return { track: "system_design", score: review?.aiResult?.score ?? review?.automatic.score ?? null };
    }
    case "concept":
      return { track: "system_design", score: null };
  }
}

/**
 * A problem's last attempt: the submissions since the card's last review (all of them before the first
 * review), up to the first accepted one; none accepted since, or the solution shown since, is a give-up.
 */
async function getProblemFacts(db: Database, card: CardRow): Promise<AttemptFacts> {
  const [problem] = await db
    .select({
      difficulty: practiceProblems.difficulty,
      gaveUpAt: practiceProblems.gaveUpAt,
      hintsRevealed: practiceProblems.hintsRevealed,
    })
    .from(practiceProblems)
    .where(and(eq(practiceProblems.id, card.subjectId), eq(practiceProblems.userId, card.userId)));
  const since = card.lastReview ?? new Date(0);
  const submissions = await db
    .select({ verdict: problemSubmissions.verdict, elapsedSeconds: problemSubmissions.elapsedSeconds })
    .from(problemSubmissions)
    .where(
      and(
        eq(problemSubmissions.userId, card.userId),
        eq(problemSubmissions.problemId, card.subjectId),
        // Strictly after: the submission that led to the last grade belongs to that attempt.
        gt(problemSubmissions.createdAt, since),
      ),
    )
    .orderBy(asc(problemSubmissions.createdAt), asc(problemSubmissions.id));
  const acceptedAt = submissions.findIndex(({ verdict }) => verdict === "accepted");
  const accepted = submissions[acceptedAt];
  const target = problem ? SOLVE_TARGET_MINUTES[problem.difficulty].max * 60 : null;
  const gaveUp = !accepted || (problem?.gaveUpAt != null && problem.gaveUpAt > since);
  return {
    track: "coding",
    gaveUp,
    // The problem's timer stops at its first solve, so a review's submissions carry that old time:
    // only the first attempt is measured against the target.
    seconds: card.lastReview ? null : (accepted?.elapsedSeconds ?? null),
    targetSeconds: target,
    // Hints stay revealed on the page: they count against the first attempt only, like its time.
    hintsRevealed: card.lastReview ? 0 : (problem?.hintsRevealed ?? 0),
    failedSubmissions: acceptedAt < 0 ? submissions.length : acceptedAt,
  };
}
