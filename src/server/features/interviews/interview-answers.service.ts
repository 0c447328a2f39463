import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/server/db/client";
import { interviewAnswers, interviewQuestions, interviewSessions } from "@/server/db/schema/interviews";
import { AppError } from "@/server/lib/app-error";
import type { saveAnswerInputSchema } from "@/shared/schemas/interview-answers";
import { getReachedFollowUps } from "./interview-disclosure";

// Saving what the user answers while a mock interview runs: one row per answer part (the question,
// then each follow-up), written whole each time, so the last save wins and nothing is merged.

export const INTERVIEW_OVER_MESSAGE = "This interview is already over.";

export async function saveAnswer({
  db,
  userId,
  interviewId,
  position,
  part,
  input,
  now,
}: {
  db: Database;
  userId: string;
  interviewId: string;
  position: number;
  part: number;
  input: z.output<typeof saveAnswerInputSchema>;
  now: Date;
}): Promise<{ savedAt: string; followUpQuestions: string[] }> {
  return db.transaction(async (tx) => {
    // Locked so that a save and Finish in two tabs happen one after the other: an answer is never
    // written into an interview that has just been handed to the evaluator.
    const [session] = await tx
      .select({ status: interviewSessions.status })
      .from(interviewSessions)
      .where(and(eq(interviewSessions.id, interviewId), eq(interviewSessions.userId, userId)))
      .for("update");
    if (!session) throw new AppError("NOT_FOUND", { message: "No such interview." });
    if (session.status !== "active") throw new AppError("CONFLICT", { message: INTERVIEW_OVER_MESSAGE });
    const [question] = await tx
      .select({ followUpQuestions: interviewQuestions.followUpQuestions })
      .from(interviewQuestions)
      .where(and(eq(interviewQuestions.sessionId, interviewId), eq(interviewQuestions.position, position)));
    if (!question) throw new AppError("NOT_FOUND", { message: "No such question in this interview." });
    if (part > question.followUpQuestions.length) {
      throw new AppError("NOT_FOUND", { message: "No such follow-up question." });
    }
    await tx
      .insert(interviewAnswers)
      .values({ sessionId: interviewId, position, part, userId, text: input.text, updatedAt: now })
      .onConflictDoUpdate({
        target: [interviewAnswers.sessionId, interviewAnswers.position, interviewAnswers.part],
        set: { text: input.text, updatedAt: now },
      });
    if (input.elapsedSeconds !== undefined) {
      await tx
        .update(interviewQuestions)
        .set({ elapsedSeconds: input.elapsedSeconds })
        .where(and(eq(interviewQuestions.sessionId, interviewId), eq(interviewQuestions.position, position)));
    }
    // The follow-ups this answer has reached come back with it: the page shows the next one on request.
    const answers = await tx
      .select({ part: interviewAnswers.part, text: interviewAnswers.text })
      .from(interviewAnswers)
      .where(and(eq(interviewAnswers.sessionId, interviewId), eq(interviewAnswers.position, position)));
    return { savedAt: now.toISOString(), followUpQuestions: getReachedFollowUps(question, answers) };
  });
}
