import type { interviewAnswers, interviewQuestions, interviewSessions } from "@/server/db/schema/interviews";
import type { InterviewQuestion } from "@/shared/schemas/interviews";

// What a candidate may see of a question, as in a real interview: while the interview runs, the question
// and only the follow-ups their answers have reached; the answer key (expected answer and evaluation
// criteria) once it is over. docs/decisions/016-answer-keys-after-the-answer.md says why.

type QuestionRow = typeof interviewQuestions.$inferSelect;
type AnswerRow = Pick<typeof interviewAnswers.$inferSelect, "part" | "text">;
type Status = (typeof interviewSessions.$inferSelect)["status"];
type DisclosedQuestion = Pick<
  InterviewQuestion,
  "id" | "type" | "question" | "followUpQuestions" | "followUpCount" | "expectedAnswer" | "evaluationCriteria"
>;

/**
 * How many follow-ups an interview in progress shows: follow-up n once part n - 1 (0 is the question)
 * or any later part has words. An answered follow-up therefore stays shown, with every one before it,
 * even if an earlier answer is cleared; the next one comes only after an answer.
 */
export function countReachedFollowUps(followUpCount: number, answers: readonly AnswerRow[]): number {
  const answeredParts = answers.filter(({ text }) => text.trim() !== "").map(({ part }) => part);
  if (answeredParts.length === 0) return 0;
  return Math.min(followUpCount, Math.max(...answeredParts) + 1);
}

/** The follow-ups an interview in progress may show of one question, given its saved answers. */
export function getReachedFollowUps(row: Pick<QuestionRow, "followUpQuestions">, answers: readonly AnswerRow[]) {
  return row.followUpQuestions.slice(0, countReachedFollowUps(row.followUpQuestions.length, answers));
}

/** The question as its interview's status allows: the answer key and every follow-up only once it is over. */
export function discloseQuestion(row: QuestionRow, status: Status, answers: readonly AnswerRow[]): DisclosedQuestion {
  const asked = { id: row.id, type: row.type, question: row.question, followUpCount: row.followUpQuestions.length };
  if (status === "active") return { ...asked, followUpQuestions: getReachedFollowUps(row, answers) };
  return {
    ...asked,
    followUpQuestions: row.followUpQuestions,
    expectedAnswer: row.expectedAnswer,
    evaluationCriteria: row.evaluationCriteria,
  };
}
