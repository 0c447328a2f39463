import { and, asc, count, desc, eq, inArray, max, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AiProvider } from "@/server/ai/ai-provider";
import { createItemId, createQuestionId } from "@/server/ai/item-ids";
import { type GenerationArgs, runLabGeneration } from "@/server/ai/lab-generation";
import type { Database } from "@/server/db/client";
import { interviewAnswers, interviewQuestions, interviewSessions } from "@/server/db/schema/interviews";
import { recordActivity } from "@/server/lib/activity-log";
import { AppError } from "@/server/lib/app-error";
import { afterCursor, toPage } from "@/server/lib/paging";
import { getMeanScore, getStudyMinutes } from "@/shared/progress";
import {
  type createInterviewInputSchema,
  type Interview,
  type InterviewAction,
  type InterviewPage,
  type InterviewStats,
  type InterviewSummary,
  LAST_QUESTION_INDEX,
  type updateInterviewInputSchema,
} from "@/shared/schemas/interviews";
import type { pageQuerySchema } from "@/shared/schemas/pagination";
import { discloseQuestion } from "./interview-disclosure";
import {
  getEvaluationKind,
  getFinishEvaluation,
  presentEvaluation,
  toAnswerTexts,
} from "./interview-evaluations.service";

type SessionRow = typeof interviewSessions.$inferSelect;
type QuestionRow = typeof interviewQuestions.$inferSelect;
type AnswerRow = typeof interviewAnswers.$inferSelect;

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
      evaluationKind: null,
      evaluatedAt: null,
    };
    const questions: QuestionRow[] = served.map(({ item, source }, position) => ({
      ...item,
      sessionId: session.id,
      position,
      userId,
      id: createQuestionId(now, position),
      slug: source.kind === "library" ? source.slug : null,
      rating: null,
      elapsedSeconds: 0,
      evaluationStatus: null,
      evaluation: null,
      evaluationError: null,
      evaluationUpdatedAt: null,
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
    return toInterview({ session, questions, answers: [], ai, now });
  });
}

/**
 * One page of the user's interviews, newest first, without their questions: on
 * interview_sessions_user_page_idx from the cursor on, and the answered questions of that page only.
 */
export async function listInterviews({
  db,
  userId,
  page: { limit, cursor },
}: {
  db: Database;
  userId: string;
  page: z.output<typeof pageQuerySchema>;
}): Promise<InterviewPage> {
  const s = interviewSessions;
  const rows = await db
    .select()
    .from(s)
    .where(and(eq(s.userId, userId), afterCursor(s.startedAt, s.id, cursor)))
    .orderBy(desc(s.startedAt), desc(s.id))
    .limit(limit + 1);
  const { items, nextCursor } = toPage(rows, limit, ({ startedAt, id }) => ({ at: startedAt, id }));
  const answered = await countAnsweredQuestions(
    db,
    items.map(({ id }) => id),
  );
  return { interviews: items.map((row) => toSummary(row, answered.get(row.id) ?? 0)), nextCursor };
}

/** The Interview Lab's stat cards over every interview of the user, counted in SQL. */
export async function getInterviewStats({ db, userId }: { db: Database; userId: string }): Promise<InterviewStats> {
  const s = interviewSessions;
  const a = interviewAnswers;
  const answeredQuestions = db
    .selectDistinct({ sessionId: a.sessionId, position: a.position })
    .from(a)
    .where(and(eq(a.userId, userId), sql`btrim(${a.text}) <> ''`))
    .as("answered_questions");
  const [[totals], [top], [answered]] = await Promise.all([
    db
      .select({
        sessionsCompleted: sql<number>`(count(*) filter (where ${s.status} = 'finished'))::int`,
        lastSessionAt: max(s.startedAt),
      })
      .from(s)
      .where(eq(s.userId, userId)),
    db
      .select({ type: s.type })
      .from(s)
      .where(eq(s.userId, userId))
      .groupBy(s.type)
      .orderBy(desc(count()), desc(max(s.startedAt)), desc(max(s.id)))
      .limit(1),
    db.select({ count: count() }).from(answeredQuestions),
  ]);
  return {
    sessionsCompleted: totals?.sessionsCompleted ?? 0,
    questionsAnswered: answered?.count ?? 0,
    mostPractisedType: top?.type ?? null,
    lastSessionAt: totals?.lastSessionAt?.toISOString() ?? null,
  };
}

/** Questions with any words in their answer or a follow-up's, per interview of `sessionIds`. */
async function countAnsweredQuestions(db: Database, sessionIds: string[]): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({
      sessionId: interviewAnswers.sessionId,
      count: sql<number>`count(distinct ${interviewAnswers.position})::int`,
    })
    .from(interviewAnswers)
    .where(and(inArray(interviewAnswers.sessionId, sessionIds), sql`btrim(${interviewAnswers.text}) <> ''`))
    .groupBy(interviewAnswers.sessionId);
  return new Map(rows.map(({ sessionId, count }) => [sessionId, Number(count)]));
}

/** One interview with its questions, the answers given so far and, once finished, their evaluations. */
export async function getInterview({
  db,
  ai,
  userId,
  interviewId,
  now,
}: {
  db: Database;
  ai: AiProvider;
  userId: string;
  interviewId: string;
  now: Date;
}) {
  // One snapshot for the three reads: an evaluation completing between them must not show every answer
  // evaluated beside the score from before (the page polls this while evaluations run).
  return db.transaction(
    async (tx) => {
      const [session] = await tx
        .select()
        .from(interviewSessions)
        .where(and(eq(interviewSessions.id, interviewId), eq(interviewSessions.userId, userId)));
      if (!session) throw new AppError("NOT_FOUND", { message: "No such interview." });
      const questions = await listQuestions(tx, session.id);
      const answers = await listAnswers(tx, session.id);
      return toInterview({ session, questions, answers, ai, now });
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/**
 * Walks an active interview: next / previous within the questions, finish on the last one (scored by
 * the answers' self-ratings until the evaluations are in, and queued for evaluation), end at any time;
 * or rates one answer. Finished and ended interviews are history and do not change any more.
 */
export async function updateInterview({
  db,
  ai,
  userId,
  interviewId,
  update,
  now,
}: {
  db: Database;
  ai: AiProvider;
  userId: string;
  interviewId: string;
  update: z.output<typeof updateInterviewInputSchema>;
  now: Date;
}): Promise<Interview> {
  // Read before the transaction: whether this user may have their answers evaluated by the AI.
  const finishEvaluation = update.action === "finish" ? await getFinishEvaluation({ db, ai, userId, now }) : null;
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
      const [questions, answers] = await Promise.all([listQuestions(tx, session.id), listAnswers(tx, session.id)]);
      return toInterview({ session, questions, answers, ai, now });
    }
    const questions = await listQuestions(tx, session.id);
    const [updated] = await tx
      .update(interviewSessions)
      .set({
        ...getChanges(session, update.action, now, questions),
        ...(finishEvaluation ? { evaluationKind: getEvaluationKind(ai) } : {}),
      })
      .where(eq(interviewSessions.id, session.id))
      .returning();
    if (!updated) throw new Error("Updating an interview returned no row");
    if (finishEvaluation) {
      await tx
        .update(interviewQuestions)
        .set({ ...finishEvaluation, evaluationUpdatedAt: now })
        .where(eq(interviewQuestions.sessionId, session.id));
    }
    if (update.action === "finish") {
      // An interview left open for a day is not a day of study: the same cap as problems and designs.
      const durationMinutes = getStudyMinutes(session.startedAt, now);
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
    const [finalQuestions, answers] = await Promise.all([listQuestions(tx, session.id), listAnswers(tx, session.id)]);
    return toInterview({ session: updated, questions: finalQuestions, answers, ai, now });
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

function listAnswers(db: Database, sessionId: string) {
  return db.select().from(interviewAnswers).where(eq(interviewAnswers.sessionId, sessionId));
}

function toSummary(session: SessionRow, answeredQuestions: number): InterviewSummary {
  return {
    id: session.id,
    type: session.type,
    company: session.company,
    role: session.role,
    status: session.status,
    currentIndex: session.currentIndex,
    source: session.source,
    startedAt: session.startedAt.toISOString(),
    endedAt: session.endedAt?.toISOString() ?? null,
    score: session.score,
    answeredQuestions,
  };
}

function toInterview({
  session,
  questions,
  answers,
  ai,
  now,
}: {
  session: SessionRow;
  questions: QuestionRow[];
  answers: AnswerRow[];
  ai: AiProvider;
  now: Date;
}): Interview {
  const answeredQuestions = new Set(answers.filter(({ text }) => text.trim()).map(({ position }) => position)).size;
  return {
    ...toSummary(session, answeredQuestions),
    evaluationKind: session.evaluationKind,
    questions: questions.map((row) => {
      const own = answers.filter(({ position }) => position === row.position);
      const texts = toAnswerTexts(row, own);
      return {
        ...discloseQuestion(row, session.status, own),
        rating: row.rating,
        answers: texts.map((text, part) => ({
          text,
          updatedAt: own.find((answer) => answer.part === part)?.updatedAt.toISOString() ?? null,
        })),
        elapsedSeconds: row.elapsedSeconds,
        evaluation: presentEvaluation(row, ai, now),
      };
    }),
  };
}
