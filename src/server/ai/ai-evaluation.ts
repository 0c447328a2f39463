import type { z } from "zod";
import { AppError } from "@/server/lib/app-error";
import { countWords, NO_ANSWER, UNANSWERED_IMPROVEMENT } from "@/shared/answer-check/automatic-check";
import { checkQuotes, findQuote } from "@/shared/answer-check/quotes";
import { RUBRICS } from "@/shared/answer-check/rubrics";
import { getMeanScore } from "@/shared/progress";
import type { ReviewRemark } from "@/shared/schemas/code-review";
import type { AiDesignReview } from "@/shared/schemas/design-review";
import type { AnswerEvaluation, CriterionScore } from "@/shared/schemas/interview-answers";
import type { codeReviewAnswerSchema, designReviewAnswerSchema, evaluationAnswerSchema } from "./ai-answers";
import type { AnswerEvaluationRequest, DesignReviewRequest, ProviderCodeReview } from "./ai-provider";

// Turning a model's evaluation into one the user can trust: every rubric criterion scored exactly once,
// and only quotes that occur in the answer kept as evidence (the rest are dropped and listed); a code
// review keeps only remarks about lines that exist in the code.

export const EVALUATION_FAILED_MESSAGE = "The AI could not evaluate this answer. Please retry.";

/** An unanswered question needs no model: every criterion scores 1. */
export function evaluateUnanswered(request: AnswerEvaluationRequest): AnswerEvaluation | null {
  if (request.answers.some((text) => text.trim())) return null;
  return {
    kind: "ai",
    score: 1,
    criteria: RUBRICS[request.type].map((criterion) => ({ criterion, score: 1, reason: NO_ANSWER, evidence: [] })),
    strengths: [],
    improvement: UNANSWERED_IMPROVEMENT,
    missed: [request.expectedAnswer],
    droppedQuotes: [],
    keyPoints: null,
    star: null,
    words: 0,
    seconds: request.seconds,
  };
}

export function toAnswerEvaluation(
  answer: z.output<typeof evaluationAnswerSchema>,
  request: AnswerEvaluationRequest,
): AnswerEvaluation {
  const byName = new Map(answer.criteria.map((criterion) => [normalizeName(criterion.criterion), criterion]));
  const droppedQuotes: string[] = [];
  const criteria: CriterionScore[] = RUBRICS[request.type].map((name) => {
    const scored = byName.get(normalizeName(name));
    if (!scored) {
      throw new AppError("AI_FAILED", {
        message: EVALUATION_FAILED_MESSAGE,
        cause: new Error(`The evaluation did not score "${name}"`),
      });
    }
    const { evidence, dropped } = checkQuotes(request.answers, scored.evidence);
    droppedQuotes.push(...dropped);
    return { criterion: name, score: scored.score, reason: scored.reason, evidence };
  });
  return {
    kind: "ai",
    score: getMeanScore(criteria.map(({ score }) => score)) ?? 1,
    criteria,
    strengths: answer.strengths,
    improvement: answer.improvement,
    missed: answer.missed,
    droppedQuotes,
    keyPoints: null,
    star: null,
    words: countWords(request.answers),
    seconds: request.seconds,
  };
}

function normalizeName(name: string): string {
  return name.trim().toLowerCase().replaceAll("&", "and").replace(/\s+/g, " ");
}

/** The model's review with only the remarks whose lines exist in the code; the others are counted. */
export function toCodeReview(answer: z.output<typeof codeReviewAnswerSchema>, code: string): ProviderCodeReview {
  const lineCount = code.split("\n").length;
  const remarks: ReviewRemark[] = [];
  for (const { line, endLine = line, category, message } of answer.remarks) {
    if (line >= 1 && endLine >= line && endLine <= lineCount) remarks.push({ line, endLine, category, message });
  }
  return {
    kind: "ai",
    summary: answer.summary,
    remarks,
    complexity: answer.complexity,
    droppedRemarks: answer.remarks.length - remarks.length,
  };
}

export const DESIGN_REVIEW_FAILED_MESSAGE = "The AI could not review this design. Please retry.";

/**
 * The model's design review with only the citations that exist in the design: a component's name (as
 * written, ignoring case), or a phrase of the phase notes or a component's note (the quote checker's
 * rules). The rest are dropped and listed; the score is the mean of the seven dimensions.
 */
export function toAiDesignReview(
  answer: z.output<typeof designReviewAnswerSchema>,
  { diagram, phaseNotes }: Pick<DesignReviewRequest, "diagram" | "phaseNotes">,
): AiDesignReview {
  const names = new Set(diagram.components.map(({ label }) => normalizeName(label)));
  const notes = [
    ...Object.values(phaseNotes).filter((text): text is string => Boolean(text)),
    ...diagram.components.flatMap(({ note }) => (note ? [note] : [])),
  ];
  const droppedCitations: string[] = [];
  const dimensions = answer.dimensions.map(({ dimension, score, reason, citations }) => {
    const kept: string[] = [];
    for (const citation of citations) {
      const text = citation.trim();
      if (!text) continue;
      if (names.has(normalizeName(text.replace(/^["'“‘]+|["'”’]+$/g, "")))) kept.push(text);
      else if (findQuote(notes, text)) kept.push(text);
      else droppedCitations.push(text);
    }
    return { dimension, score, reason, citations: kept };
  });
  return {
    dimensions,
    risks: answer.risks,
    nextChange: answer.nextChange,
    score: getMeanScore(dimensions.map(({ score }) => score)) ?? 1,
    droppedCitations,
  };
}
