import { z } from "zod";
import {
  COMPANIES,
  INTERVIEW_QUESTION_COUNT,
  INTERVIEW_TYPES,
  type MockInterviewType,
  ROLE_LEVELS,
} from "@/shared/constants/practice-options";
import type { GeneratedInterviewQuestion } from "@/shared/schemas/content";
import type { AnswerEvaluation, QuestionEvaluation } from "@/shared/schemas/interview-answers";
import type { PageInfo } from "@/shared/schemas/pagination";
import { type ContentSource, optionalOption } from "@/shared/schemas/practice";

// The Interview Lab's API (POST/GET/PATCH /api/interviews…), shared by the server and the client.

/** Section 9 lists no companies of their own for interviews: they offer every company the generators know. */
export const INTERVIEW_COMPANIES = COMPANIES;
export type InterviewCompany = (typeof INTERVIEW_COMPANIES)[number];

/** Section 5: an interview needs a type other than the placeholder "all". */
export const INTERVIEW_TYPE_REQUIRED_MESSAGE = "Please choose an interview type";

export const createInterviewInputSchema = z.object({
  type: z.enum(INTERVIEW_TYPES, { error: INTERVIEW_TYPE_REQUIRED_MESSAGE }),
  company: optionalOption("Company", INTERVIEW_COMPANIES),
  role: optionalOption("Role level", ROLE_LEVELS),
});
export type CreateInterviewInput = z.input<typeof createInterviewInputSchema>;

export const INTERVIEW_ACTIONS = ["next", "previous", "finish", "end"] as const;
export type InterviewAction = (typeof INTERVIEW_ACTIONS)[number];

/** The self-rating of one answer against the question's evaluation criteria (1 = missed it, 5 = nailed it). */
export const ANSWER_RATING_MIN = 1;
export const ANSWER_RATING_MAX = 5;
export const ANSWER_RATING_LABELS: Record<number, string> = {
  1: "Missed it",
  2: "Weak",
  3: "Okay",
  4: "Good",
  5: "Nailed it",
};

const RATING_MESSAGE = `Rating must be a whole number from ${ANSWER_RATING_MIN} to ${ANSWER_RATING_MAX}`;

/** A self-rating against evaluation criteria: an interview answer, or a system design (design.ts). */
export const selfRatingSchema = z
  .number({ error: RATING_MESSAGE })
  .int(RATING_MESSAGE)
  .min(ANSWER_RATING_MIN, RATING_MESSAGE)
  .max(ANSWER_RATING_MAX, RATING_MESSAGE);

const POSITION_MESSAGE = `Position must be a whole number from 0 to ${INTERVIEW_QUESTION_COUNT - 1}`;
const RATE_ACTION = "rate";
const ALL_ACTIONS = [...INTERVIEW_ACTIONS, RATE_ACTION];

/**
 * PATCH /api/interviews/:id: walk the interview ({action}) or rate one of its answers
 * ({action: "rate", position, rating}) while it is active.
 */
export const updateInterviewInputSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.enum(INTERVIEW_ACTIONS) }),
    z.object({
      action: z.literal(RATE_ACTION),
      position: z
        .number({ error: POSITION_MESSAGE })
        .int(POSITION_MESSAGE)
        .min(0, POSITION_MESSAGE)
        .max(INTERVIEW_QUESTION_COUNT - 1, POSITION_MESSAGE),
      rating: selfRatingSchema,
    }),
  ],
  { error: `Action must be one of: ${ALL_ACTIONS.join(", ")}` },
);
export type UpdateInterviewInput = z.input<typeof updateInterviewInputSchema>;

/** active while the questions are walked through; finished (Finish on the last) or ended (End Interview). */
export type InterviewStatus = "active" | "finished" | "ended";

export const LAST_QUESTION_INDEX = INTERVIEW_QUESTION_COUNT - 1;

/** One answer part as saved: part 0 answers the question, part n its n-th follow-up. */
export type SavedAnswer = { text: string; updatedAt: string | null };

/** What a question is judged against: its expected answer and evaluation criteria. */
export type AnswerKey = Pick<GeneratedInterviewQuestion, "expectedAnswer" | "evaluationCriteria">;

/**
 * A saved question; `rating` is the user's self-rating of their answer (null until rated). `answers` has
 * one entry per part (1 + `followUpCount`), "" when unanswered; `evaluation` is null until the interview is
 * finished.
 *
 * While the interview runs, the answer key is not sent (`expectedAnswer` and `evaluationCriteria` are
 * absent) and `followUpQuestions` holds only the follow-ups the answers so far have reached: follow-up n
 * once part n - 1 or a later part has words (see interview-disclosure.ts). Once it is over, both are whole.
 */
export type InterviewQuestion = Pick<GeneratedInterviewQuestion, "type" | "question" | "followUpQuestions"> &
  Partial<AnswerKey> & {
    id: string;
    /** How many follow-ups the question has, reached or not. */
    followUpCount: number;
    rating: number | null;
    answers: SavedAnswer[];
    elapsedSeconds: number;
    evaluation: QuestionEvaluation | null;
  };

/** A history entry: the interview without its questions. */
export type InterviewSummary = {
  id: string;
  /** A question interview's type, or "coding" for a coding interview (its round: coding-interviews.ts). */
  type: MockInterviewType;
  company: InterviewCompany | null;
  role: (typeof ROLE_LEVELS)[number] | null;
  status: InterviewStatus;
  currentIndex: number;
  source: ContentSource;
  startedAt: string;
  endedAt: string | null;
  /**
   * The evaluations' mean (1–5, one decimal) once every answer is evaluated; until then the mean
   * self-rating of a finished interview; null while active, when ended early, or with nothing to go on.
   */
  score: number | null;
  /** Questions with words in their answer or in a follow-up's. */
  answeredQuestions: number;
};

/** `evaluationKind`: who evaluates the answers once finished (null until then). */
export type Interview = InterviewSummary & {
  questions: InterviewQuestion[];
  evaluationKind: AnswerEvaluation["kind"] | null;
};

/** GET /api/interviews (`?limit=&cursor=`, as every list pages): one page of the history, newest first. */
export type InterviewPage = { interviews: InterviewSummary[] } & PageInfo;

/** GET /api/interviews/stats: the Interview Lab's stat cards over the whole history, not only the pages shown. */
export type InterviewStats = {
  sessionsCompleted: number;
  /** Questions with words in their answer or a follow-up's, over every interview. */
  questionsAnswered: number;
  /** The type with the most interviews; a tie goes to the type practised most recently. */
  mostPractisedType: InterviewSummary["type"] | null;
  lastSessionAt: string | null;
};
