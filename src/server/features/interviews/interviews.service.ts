import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AiProvider } from "@/server/ai/ai-provider";
import { createItemId, createQuestionId } from "@/server/ai/item-ids";
import { type GenerationArgs, runLabGeneration } from "@/server/ai/lab-generation";
import type { Database } from "@/server/db/client";
import { interviewQuestions, interviewSessions } from "@/server/db/schema/interviews";
import { recordActivity } from "@/server/lib/activity-log";
import { AppError } from "@/server/lib/app-error";
import { getMeanScore, getStudyMinutes } from "@/shared/progress";
import {
  type createInterviewInputSchema,
  type Interview,
  type InterviewAction,
  LAST_QUESTION_INDEX,
  type updateInterviewInputSchema,
} from "@/shared/schemas/interviews";
import { getEvaluationKind, getFinishEvaluation } from "./interview-evaluations.service";
import { listAnswers, listQuestions, toInterview } from "./interview-view";

type SessionRow = typeof interviewSessions.$inferSelect;
type QuestionRow = typeof interviewQuestions.$inferSelect;

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
      await endRunningInterview(tx, userId, now);
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

/** One interview runs at a time: starting one (five questions or a coding round) ends the one still running. */
export async function endRunningInterview(tx: Pick<Database, "update">, userId: string, now: Date) {
  await tx
    .update(interviewSessions)
    .set({ status: "ended", endedAt: now })
    .where(and(eq(interviewSessions.userId, userId), eq(interviewSessions.status, "active")));
}
