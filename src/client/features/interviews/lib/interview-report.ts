import type { AnswerEvaluation } from "@/shared/schemas/interview-answers";
import type { Interview } from "@/shared/schemas/interviews";

/** Who judged the answers, as the report labels it: never an automatic check passed off as AI. */
export const EVALUATION_KIND_LABELS: Record<AnswerEvaluation["kind"], string> = {
  ai: "AI evaluation",
  automatic: "Automatic check (no AI)",
};

/** Some evaluation is queued or running: the report polls until none is. */
export function hasUnsettledEvaluations(interview: Pick<Interview, "questions"> | undefined): boolean {
  return (interview?.questions ?? []).some(
    ({ evaluation }) => evaluation?.status === "pending" || evaluation?.status === "running",
  );
}

/**
 * The report's overall score: the mean of the questions' evaluated scores, to one decimal, once every
 * question's evaluation is done; null before that (a mean of some questions would mislead).
 */
export function getOverallScore(interview: Pick<Interview, "questions">): number | null {
  const scores: number[] = [];
  for (const { evaluation } of interview.questions) {
    if (evaluation?.status !== "done" || !evaluation.result) return null;
    scores.push(evaluation.result.score);
  }
  if (scores.length === 0) return null;
  return Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10;
}

/** "1 quote the AI gave was not in your answer and was dropped." with the count and the grammar right. */
export function describeDroppedQuotes(count: number): string {
  return count === 1
    ? "1 quote the AI gave was not in your answer and was dropped."
    : `${count} quotes the AI gave were not in your answer and were dropped.`;
}
