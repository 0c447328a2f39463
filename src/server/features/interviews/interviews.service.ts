import { and, asc, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { createItemId, createQuestionId } from "@/server/ai/item-ids";
import { type GenerationArgs, runLabGeneration } from "@/server/ai/lab-generation";
import type { Database } from "@/server/db/client";
import { interviewQuestions, interviewSessions } from "@/server/db/schema/practice";
import { recordActivity } from "@/server/features/activity/activity.service";
import { AppError } from "@/server/lib/app-error";
import { getMeanScore } from "@/shared/progress";
import {
  type createInterviewInputSchema,
  type Interview,
  type InterviewAction,
  type InterviewSummary,
  LAST_QUESTION_INDEX,
  type updateInterviewInputSchema,
} from "@/shared/schemas/interviews";

type SessionRow = typeof interviewSessions.$inferSelect;
type QuestionRow = typeof interviewQuestions.$inferSelect;

const MINUTE_MS = 60_000;

/**
 * Generates a mock interview's five questions and starts it at question 0. A user has one active
 * interview: one still running is ended first (the Interview Lab shows the start form only when none is).
 */
export async function startInterview(
  args: GenerationArgs<z.output<typeof createInterviewInputSchema>>,
): Promise<Interview> {
  const { db, ai, userId, now, input } = args;
  const quota = { kind: "mockInterviews", table: interviewSessions, generatedAt: interviewSessions.startedAt } as const;
  // Questions, not interviews, are the library's items: one is never asked twice in any interview.
  return runLabGeneration(args, { servedFrom: interviewQuestions, quota }, async (context) => {
    const served = await ai.generateInterview(input, context);
    const session: SessionRow = {
      id: createItemId("mock", now),
      userId,
      type: input.type,
      company: input.company ?? null,
      role: input.role ?? null,
      status: "active",
      currentIndex: 0,
      source: served[0]?.source.kind === "ai" ? served[0].source : { kind: "library" },
      startedAt: now,
      endedAt: null,
      score: null,
    };
    const questions: QuestionRow[] = served.map(({ item, source }, position) => ({
      ...item,
      sessionId: session.id,
      position,
      userId,
      id: createQuestionId(now, position),
      slug: source.kind === "library" ? source.slug : null,
      rating: null,
    }));
    await db.transaction(async (tx) => {
      await tx
        .update(interviewSessions)
        .set({ status: "ended", endedAt: now })
        .where(and(eq(interviewSessions.userId, userId), eq(interviewSessions.status, "active")));
      await tx.insert(interviewSessions).values(session);
      await tx.insert(interviewQuestions).values(questions);
      await recordActivity({
        db: tx,
        userId,
        kind: "interview_started",
        subjectId: session.id,
        details: { interviewType: session.type },
        at: now,
      });
    });
    return toInterview(session, questions);
  });
}

/** The user's interviews, newest first, without their questions. */
export async function listInterviews({ db, userId }: { db: Database; userId: string }): Promise<InterviewSummary[]> {
  const rows = await db
    .select()
    .from(interviewSessions)
    .where(eq(interviewSessions.userId, userId))
    .orderBy(desc(interviewSessions.startedAt), desc(interviewSessions.id));
  return rows.map(toSummary);
}

export async function getInterview({ db, userId, interviewId }: { db: Database; userId: string; interviewId: string }) {
  const [session] = await db
    .select()
    .from(interviewSessions)
    .where(and(eq(interviewSessions.id, interviewId), eq(interviewSessions.userId, userId)));
  if (!session) throw new AppError("NOT_FOUND", { message: "No such interview." });
  return toInterview(session, await listQuestions(db, session.id));
}

/**
 * Walks an active interview: next / previous within the questions, finish on the last one (scored by
 * the answers' self-ratings), end at any time; or rates one answer. Finished and ended interviews are
 * history and do not change any more.
 */
export async function updateInterview({
  db,
  userId,
  interviewId,
  update,
  now,
}: {
  db: Database;
  userId: string;
  interviewId: string;
  update: z.output<typeof updateInterviewInputSchema>;
  now: Date;
}): Promise<Interview> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(interviewSessions)
      .where(and(eq(interviewSessions.id, interviewId), eq(interviewSessions.userId, userId)))
      .for("update");
    if (!session) throw new AppError("NOT_FOUND", { message: "No such interview." });
    if (session.status !== "active") throw new AppError("CONFLICT", { message: "This interview is already over." });
    if (update.action === "rate") {
      await tx
        .update(interviewQuestions)
        .set({ rating: update.rating })
        .where(and(eq(interviewQuestions.sessionId, session.id), eq(interviewQuestions.position, update.position)));
      return toInterview(session, await listQuestions(tx, session.id));
    }
    const questions = await listQuestions(tx, session.id);
    const [updated] = await tx
      .update(interviewSessions)
      .set(getChanges(session, update.action, now, questions))
      .where(eq(interviewSessions.id, session.id))
      .returning();
    if (!updated) throw new Error("Updating an interview returned no row");
    if (update.action === "finish") {
      const durationMinutes = Math.max(1, Math.ceil((now.getTime() - session.startedAt.getTime()) / MINUTE_MS));
      await recordActivity({
        db: tx,
        userId,
        kind: "interview_completed",
        subjectId: session.id,
        details: {
          durationMinutes,
          interviewType: session.type,
          ...(updated.score === null ? {} : { score: updated.score }),
        },
        at: now,
      });
    }
    return toInterview(updated, questions);
  });
}

function getChanges(
  session: SessionRow,
  action: InterviewAction,
  now: Date,
  questions: QuestionRow[],
): Partial<SessionRow> {
  const index = session.currentIndex;
  switch (action) {
    case "next":
      if (index >= LAST_QUESTION_INDEX) throw badRequest("This is the last question: finish or end the interview.");
      return { currentIndex: index + 1 };
    case "previous":
      if (index <= 0) throw badRequest("This is the first question.");
      return { currentIndex: index - 1 };
    case "finish":
      if (index !== LAST_QUESTION_INDEX) throw badRequest("An interview can be finished on its last question.");
      return { status: "finished", endedAt: now, score: getScore(questions) };
    case "end":
      // Ended early: the unanswered questions would make any score meaningless.
      return { status: "ended", endedAt: now };
  }
}

/** The mean of the rated answers, to one decimal; null when none was rated. */
function getScore(questions: QuestionRow[]): number | null {
  return getMeanScore(questions.flatMap(({ rating }) => (rating === null ? [] : [rating])));
}

const badRequest = (message: string) => new AppError("BAD_REQUEST", { message });

function listQuestions(db: Database, sessionId: string) {
  return db
    .select()
    .from(interviewQuestions)
    .where(eq(interviewQuestions.sessionId, sessionId))
    .orderBy(asc(interviewQuestions.position));
}

function toSummary(session: SessionRow): InterviewSummary {
  const { userId: _userId, ...summary } = session;
  return { ...summary, startedAt: session.startedAt.toISOString(), endedAt: session.endedAt?.toISOString() ?? null };
}

function toInterview(session: SessionRow, questions: QuestionRow[]): Interview {
  return {
    ...toSummary(session),
    questions: questions.map(
      ({ id, type, question, followUpQuestions, expectedAnswer, evaluationCriteria, rating }) => ({
        id,
        type,
        question,
        followUpQuestions,
        expectedAnswer,
        evaluationCriteria,
        rating,
      }),
    ),
  };
}
