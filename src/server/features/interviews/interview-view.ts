import { asc, eq } from "drizzle-orm";
import type { AiProvider } from "@/server/ai/ai-provider";
import type { Database } from "@/server/db/client";
import { interviewAnswers, interviewQuestions, type interviewSessions } from "@/server/db/schema/interviews";
import type { Interview, InterviewSummary } from "@/shared/schemas/interviews";
import { discloseQuestion } from "./interview-disclosure";
import { presentEvaluation, toAnswerTexts } from "./interview-evaluations.service";

// An interview's rows read and shown as the page sees them: the questions disclosed as far as the
// interview's state allows, each with its answers and evaluation.

type SessionRow = typeof interviewSessions.$inferSelect;
type QuestionRow = typeof interviewQuestions.$inferSelect;
type AnswerRow = typeof interviewAnswers.$inferSelect;

export function listQuestions(db: Database, sessionId: string) {
  return db
    .select()
    .from(interviewQuestions)
    .where(eq(interviewQuestions.sessionId, sessionId))
    .orderBy(asc(interviewQuestions.position));
}

export function listAnswers(db: Database, sessionId: string) {
  return db.select().from(interviewAnswers).where(eq(interviewAnswers.sessionId, sessionId));
}

export function toSummary(session: SessionRow, answeredQuestions: number): InterviewSummary {
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

export function toInterview({
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
