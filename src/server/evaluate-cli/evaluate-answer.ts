import type { AiProvider } from "@/server/ai/ai-provider";
import type { LibraryInterviewQuestion } from "@/shared/schemas/content";
import type { AnswerEvaluation } from "@/shared/schemas/interview-answers";
import { SUGGESTED_ANSWER_SECONDS } from "@/shared/schemas/interview-answers";

// One answer evaluated exactly as the product evaluates it: the provider's evaluateAnswer (the library's automatic
// check, or the configured model's), given the request that interview-evaluations.service.ts builds for a library
// question.

/** The seconds an answer is taken to have taken when none are given: the middle of what its type suggests. */
function defaultSeconds(type: LibraryInterviewQuestion["type"]): number {
  const { min, max } = SUGGESTED_ANSWER_SECONDS[type];
  return Math.round((min + max) / 2);
}

export async function evaluateLibraryAnswer(
  provider: AiProvider,
  question: LibraryInterviewQuestion,
  answers: readonly string[],
  seconds: number | null,
): Promise<AnswerEvaluation> {
  // The answer parts: the question's, then each follow-up's, "" where unanswered (toAnswerTexts).
  const parts = Array.from({ length: question.followUpQuestions.length + 1 }, (_, index) => answers[index] ?? "");
  return provider.evaluateAnswer({
    type: question.type,
    role: null,
    question: question.question,
    followUpQuestions: question.followUpQuestions,
    expectedAnswer: question.expectedAnswer,
    evaluationCriteria: question.evaluationCriteria,
    keyPoints: question.keyPoints,
    answers: parts,
    seconds: seconds ?? defaultSeconds(question.type),
  });
}

/** The `--json` form: `overall` is the 1–5 score, then each criterion with its score, reason and quoted evidence. */
export function toJsonEvaluation(slug: string, type: string, evaluation: AnswerEvaluation) {
  return {
    question: slug,
    type,
    kind: evaluation.kind,
    overall: evaluation.score,
    criteria: evaluation.criteria.map(({ criterion, score, reason, evidence }) => ({
      criterion,
      score,
      reason,
      evidence,
    })),
    strengths: evaluation.strengths,
    improvement: evaluation.improvement,
    missed: evaluation.missed,
    droppedQuotes: evaluation.droppedQuotes,
    keyPoints: evaluation.keyPoints,
    star: evaluation.star,
    words: evaluation.words,
    seconds: evaluation.seconds,
  };
}

/** The evaluation as the report shows it: the score, each criterion with its reason and quotes, then the advice. */
export function formatEvaluation(slug: string, type: string, evaluation: AnswerEvaluation): string[] {
  const who = evaluation.kind === "ai" ? "AI evaluation" : "automatic check (no AI)";
  const lines = [`${slug} (${type}): ${evaluation.score.toFixed(1)} / 5, ${who}`];
  for (const { criterion, score, reason, evidence } of evaluation.criteria) {
    lines.push(`  ${criterion}: ${score} / 5. ${reason}`);
    for (const { quote, part } of evidence) lines.push(`      “${quote}”${part > 0 ? ` (follow-up ${part})` : ""}`);
  }
  if (evaluation.strengths.length > 0) lines.push(`Strengths: ${evaluation.strengths.join("; ")}`);
  if (evaluation.missed.length > 0) lines.push(`Missed: ${evaluation.missed.join("; ")}`);
  if (evaluation.improvement) lines.push(`Improvement: ${evaluation.improvement}`);
  return lines;
}
