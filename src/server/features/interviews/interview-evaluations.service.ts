import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { AiProvider, AnswerEvaluationRequest } from "@/server/ai/ai-provider";
import { assertAiAccess } from "@/server/ai/generation-guard";
import type { Library } from "@/server/content/load-library";
import type { Database } from "@/server/db/client";
import { interviewAnswers, interviewQuestions, interviewSessions } from "@/server/db/schema/interviews";
import { createReviewCard } from "@/server/features/spaced-repetition";
import { getSubscription } from "@/server/features/subscription";
import { recordActivity } from "@/server/lib/activity-log";
import { getAiWorkTimings } from "@/server/lib/ai-work";
import { AppError } from "@/server/lib/app-error";
import type { Logger } from "@/server/lib/logger";
import { getMeanScore } from "@/shared/progress";
import type { AnswerEvaluation, QuestionEvaluation } from "@/shared/schemas/interview-answers";

// Evaluating a finished interview's answers in the background. Finishing marks every question `pending`,
// and a job per question (interview-evaluation-jobs.ts) evaluates it on any instance (running → done |
// failed) while the page polls. An evaluation whose worker died is taken over by the job's retry; one that
// outlives even that is shown as interrupted, and a failed one can be retried: the answers are never
// touched. When the last one is done, the interview's score becomes the mean of the evaluations and an
// `interview_evaluated` event records it.

type QuestionRow = typeof interviewQuestions.$inferSelect;
type SessionRow = typeof interviewSessions.$inferSelect;

const INTERRUPTED_MESSAGE = "The evaluation was interrupted. Please retry.";
const FAILED_MESSAGE = "The evaluation failed. Please retry.";
const NOTHING_TO_RETRY_MESSAGE = "No evaluation of this interview failed: there is nothing to retry.";
const NOT_FINISHED_MESSAGE = "Only a finished interview is evaluated.";

export type EvaluationDeps = {
  db: Database;
  ai: AiProvider;
  getLibrary: () => Promise<Library>;
  logger: Logger;
  clock: () => Date;
};

/**
 * Evaluates one question if it is pending, or running under a claim old enough to be a dead worker's. Returns
 * the time of another worker's live claim (the job comes back when it may take it over), else null.
 */
export async function evaluateQuestion(
  deps: EvaluationDeps,
  { interviewId, position }: { interviewId: string; position: number },
): Promise<Date | null> {
  const { db, ai, logger, clock } = deps;
  const where = and(eq(interviewQuestions.sessionId, interviewId), eq(interviewQuestions.position, position));
  const claimedAt = clock();
  const takeOverBefore = new Date(claimedAt.getTime() - getAiWorkTimings(ai.maxDurationMs).takeOverAfterMs);
  // Claimed only while pending, or from a dead claim: two workers (a retry racing the first run, two instances)
  // never both evaluate it.
  const [question] = await db
    .update(interviewQuestions)
    .set({ evaluationStatus: "running", evaluationUpdatedAt: claimedAt })
    .where(
      and(
        where,
        or(
          eq(interviewQuestions.evaluationStatus, "pending"),
          and(
            eq(interviewQuestions.evaluationStatus, "running"),
            lt(interviewQuestions.evaluationUpdatedAt, takeOverBefore),
          ),
        ),
      ),
    )
    .returning();
  if (!question) return findLiveClaim(db, where);
  const [session] = await db.select().from(interviewSessions).where(eq(interviewSessions.id, interviewId));
  if (!session) return null;

  let outcome: Pick<QuestionRow, "evaluationStatus" | "evaluation" | "evaluationError">;
  try {
    const evaluation = await ai.evaluateAnswer(await buildRequest(deps, session, question));
    outcome = { evaluationStatus: "done", evaluation, evaluationError: null };
  } catch (error) {
    logger.warn({ err: error, interviewId, position }, "an answer's evaluation failed");
    const message = error instanceof AppError ? error.message : FAILED_MESSAGE;
    outcome = { evaluationStatus: "failed", evaluation: null, evaluationError: message };
  }
  await storeOutcome(deps, session, { where, claimedAt, outcome });
  return null;
}

async function findLiveClaim(db: Database, where: ReturnType<typeof and>): Promise<Date | null> {
  const [row] = await db
    .select({ status: interviewQuestions.evaluationStatus, at: interviewQuestions.evaluationUpdatedAt })
    .from(interviewQuestions)
    .where(where);
  return row?.status === "running" ? row.at : null;
}

async function storeOutcome(
  { db, clock }: EvaluationDeps,
  session: SessionRow,
  {
    where,
    claimedAt,
    outcome,
  }: {
    where: ReturnType<typeof and>;
    claimedAt: Date;
    outcome: Pick<QuestionRow, "evaluationStatus" | "evaluation" | "evaluationError">;
  },
) {
  const now = clock();
  await db.transaction(async (tx) => {
    // The session is locked so that outcomes stored at once are counted one after the other: the last
    // one to commit sees every other and completes the interview.
    await tx
      .select({ id: interviewSessions.id })
      .from(interviewSessions)
      .where(eq(interviewSessions.id, session.id))
      .for("update");
    // Only the claim that is still current may store its outcome.
    const [stored] = await tx
      .update(interviewQuestions)
      .set({ ...outcome, evaluationUpdatedAt: now })
      .where(
        and(
          where,
          eq(interviewQuestions.evaluationStatus, "running"),
          eq(interviewQuestions.evaluationUpdatedAt, claimedAt),
        ),
      )
      .returning({ position: interviewQuestions.position });
    // With the last outcome, in its transaction: every answer done never shows without its score.
    if (stored) await completeIfEvaluated(tx, session, now);
  });
}

async function buildRequest(
  { db, getLibrary }: EvaluationDeps,
  session: SessionRow,
  question: QuestionRow,
): Promise<AnswerEvaluationRequest> {
  const rows = await db
    .select({ part: interviewAnswers.part, text: interviewAnswers.text })
    .from(interviewAnswers)
    .where(and(eq(interviewAnswers.sessionId, session.id), eq(interviewAnswers.position, question.position)));
  const answers = toAnswerTexts(question, rows);
  const libraryQuestion = question.slug
    ? (await getLibrary()).interviewQuestions.find(({ slug }) => slug === question.slug)
    : undefined;
  return {
    type: question.type,
    role: session.role,
    question: question.question,
    followUpQuestions: question.followUpQuestions,
    expectedAnswer: question.expectedAnswer,
    evaluationCriteria: question.evaluationCriteria,
    keyPoints: libraryQuestion?.keyPoints ?? null,
    answers,
    seconds: question.elapsedSeconds,
  };
}

/** One text per part, in order: the question's answer, then each follow-up's ("" when unanswered). */
export function toAnswerTexts(
  question: Pick<QuestionRow, "followUpQuestions">,
  rows: { part: number; text: string }[],
) {
  const texts = Array.from({ length: question.followUpQuestions.length + 1 }, () => "");
  for (const { part, text } of rows) if (part < texts.length) texts[part] = text;
  return texts;
}

/** Once every question is evaluated: the score becomes the evaluations' mean, recorded once. */
async function completeIfEvaluated(tx: Database, session: SessionRow, now: Date) {
  const questions = await tx.select().from(interviewQuestions).where(eq(interviewQuestions.sessionId, session.id));
  const evaluations = questions.flatMap(({ evaluationStatus, evaluation }) =>
    evaluationStatus === "done" && evaluation ? [evaluation] : [],
  );
  // Each evaluated question becomes a review card, once.
  for (const { position, question, evaluationStatus, evaluation } of questions) {
    if (evaluationStatus !== "done" || !evaluation) continue;
    const subjectId = `${session.id}:${position}`;
    const card = { track: "interviews", kind: "interview_question", subjectId, title: question } as const;
    await createReviewCard(tx, { userId: session.userId, ...card, now });
  }
  if (evaluations.length !== questions.length) return;
  const score = getMeanScore(evaluations.map(({ score }) => score));
  const [updated] = await tx
    .update(interviewSessions)
    .set({ score, evaluatedAt: now })
    .where(and(eq(interviewSessions.id, session.id), isNull(interviewSessions.evaluatedAt)))
    .returning();
  if (!updated || score === null) return;
  await recordActivity({
    db: tx,
    userId: session.userId,
    kind: "interview_evaluated",
    subjectId: session.id,
    details: { score, interviewType: session.type },
    at: now,
  });
}

/** What finishing an interview sets on its questions: pending, or failed when the AI may not be used. */
export async function getFinishEvaluation({
  db,
  ai,
  userId,
  now,
}: Pick<EvaluationDeps, "db" | "ai"> & { userId: string; now: Date }): Promise<
  Pick<QuestionRow, "evaluationStatus" | "evaluationError">
> {
  try {
    await assertEvaluationAccess({ db, ai, userId, now });
    return { evaluationStatus: "pending", evaluationError: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { evaluationStatus: "failed", evaluationError: error.message };
  }
}

/** The AI evaluator needs AI access (402); the automatic check does not. */
async function assertEvaluationAccess({
  db,
  ai,
  userId,
  now,
}: Pick<EvaluationDeps, "db" | "ai"> & { userId: string; now: Date }) {
  if (ai.kind !== "openai") return;
  const { state } = await getSubscription({ db, userId, now });
  assertAiAccess(state);
}

export function getEvaluationKind(ai: AiProvider): AnswerEvaluation["kind"] {
  return ai.kind === "openai" ? "ai" : "automatic";
}

/** Queues the failed (or lost) evaluations of a finished interview again; the answers stay as they are. */
export async function retryEvaluations({
  db,
  ai,
  userId,
  interviewId,
  now,
}: Pick<EvaluationDeps, "db" | "ai"> & { userId: string; interviewId: string; now: Date }) {
  const [session] = await db
    .select()
    .from(interviewSessions)
    .where(and(eq(interviewSessions.id, interviewId), eq(interviewSessions.userId, userId)));
  if (!session) throw new AppError("NOT_FOUND", { message: "No such interview." });
  if (session.status !== "finished") throw new AppError("CONFLICT", { message: NOT_FINISHED_MESSAGE });
  await assertEvaluationAccess({ db, ai, userId, now });
  const lostBefore = new Date(now.getTime() - getAiWorkTimings(ai.maxDurationMs).lostAfterMs);
  const retried = await db
    .update(interviewQuestions)
    .set({ evaluationStatus: "pending", evaluationError: null, evaluationUpdatedAt: now })
    .where(
      and(
        eq(interviewQuestions.sessionId, session.id),
        or(
          eq(interviewQuestions.evaluationStatus, "failed"),
          and(
            inArray(interviewQuestions.evaluationStatus, ["pending", "running"]),
            lt(interviewQuestions.evaluationUpdatedAt, lostBefore),
          ),
        ),
      ),
    )
    .returning({ position: interviewQuestions.position });
  if (retried.length === 0) throw new AppError("CONFLICT", { message: NOTHING_TO_RETRY_MESSAGE });
}

/** A question's evaluation as the page sees it: one stuck past the time its job could have been retried is a failed one. */
export function presentEvaluation(question: QuestionRow, ai: AiProvider, now: Date): QuestionEvaluation | null {
  const { evaluationStatus: status, evaluation, evaluationError, evaluationUpdatedAt } = question;
  if (!status) return null;
  const isLost =
    (status === "pending" || status === "running") &&
    evaluationUpdatedAt !== null &&
    now.getTime() - evaluationUpdatedAt.getTime() > getAiWorkTimings(ai.maxDurationMs).lostAfterMs;
  if (isLost) return { status: "failed", result: null, error: INTERRUPTED_MESSAGE };
  return { status, result: status === "done" ? evaluation : null, error: status === "failed" ? evaluationError : null };
}
