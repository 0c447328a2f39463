import { z } from "zod";
import type { InterviewType } from "@/shared/constants/practice-options";
import { formatCount } from "../format-count";

// Answering a mock interview and the evaluation of each answer, shared by the server and
// the client: PUT /api/interviews/:id/questions/:position/answers/:part, the evaluations inside
// GET /api/interviews/:id, and POST /api/interviews/:id/evaluations/retry.

/** The longest answer to one question or follow-up: about ten minutes of speech. */
export const ANSWER_MAX_CHARS = 10_000;
export const ANSWER_TOO_LONG_MESSAGE = `An answer can be at most ${formatCount(ANSWER_MAX_CHARS)} characters.`;

/** The most a question's timer records: a tab left open for a day is not a day of answering. */
export const ANSWER_MAX_SECONDS = 3 * 60 * 60;

/**
 * PUT …/answers/:part: the whole text of one answer (part 0 is the question, part n its n-th follow-up),
 * and the question's timer so far. Saving is idempotent: the last text wins.
 */
export const saveAnswerInputSchema = z.object({
  text: z.string({ error: "Text must be a string" }).max(ANSWER_MAX_CHARS, ANSWER_TOO_LONG_MESSAGE),
  elapsedSeconds: z
    .number({ error: "Elapsed seconds must be a number" })
    .int("Elapsed seconds must be a whole number")
    .min(0, "Elapsed seconds cannot be negative")
    .max(ANSWER_MAX_SECONDS, `Elapsed seconds can be at most ${ANSWER_MAX_SECONDS}`)
    .optional(),
});
export type SaveAnswerInput = z.input<typeof saveAnswerInputSchema>;

/** How long a spoken answer should take, in seconds (the question's timer shows it). */
export const SUGGESTED_ANSWER_SECONDS: Record<InterviewType, { min: number; max: number }> = {
  behavioral: { min: 120, max: 180 },
  technical: { min: 300, max: 300 },
  "system-design": { min: 480, max: 480 },
};

// ---------- Evaluations ----------

/** Where an evaluation cites the answer: `part` as in the answers, offsets into that text (end exclusive). */
export type Evidence = { part: number; start: number; end: number; quote: string };

export type CriterionScore = {
  criterion: string;
  /** 1–5 */
  score: number;
  /** One line: why this score. */
  reason: string;
  evidence: Evidence[];
};

export const STAR_PARTS = ["situation", "task", "action", "result"] as const;
export type StarPart = (typeof STAR_PARTS)[number];

/**
 * What an evaluator found in one question's answers. `kind` says who judged: an AI reader against the
 * interview type's rubric, or the automatic check (no AI) of the question's key points, STAR, length and time.
 */
export type AnswerEvaluation = {
  kind: "ai" | "automatic";
  /** The mean of the criteria's scores, to one decimal. */
  score: number;
  criteria: CriterionScore[];
  strengths: string[];
  /** The one change that would help the answer most; null when nothing stands out. */
  improvement: string | null;
  /** What the expected answer covers that this answer did not. */
  missed: string[];
  /** Quotes the AI gave as evidence that do not occur in the answer, dropped from the evidence. */
  droppedQuotes: string[];
  /** The automatic check: each key point with the words that cover it, or null where the answer never does. */
  keyPoints: { point: string; evidence: Evidence | null }[] | null;
  /** The automatic check of a behavioral answer: where each STAR part is told. */
  star: { part: StarPart; evidence: Evidence | null }[] | null;
  /** Words in all the question's answers, and the seconds spent on the question. */
  words: number;
  seconds: number;
};

/** pending (queued), running, done, or failed (retryable: nothing is lost). */
export const EVALUATION_STATUSES = ["pending", "running", "done", "failed"] as const;
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];

export type QuestionEvaluation = {
  status: EvaluationStatus;
  result: AnswerEvaluation | null;
  /** Why a failed evaluation failed, in words for the user. */
  error: string | null;
};
