import type { KeyPoint } from "@/shared/answer-check/key-points";
import type {
  Complexity,
  DesignCompany,
  Difficulty,
  InterviewType,
  PracticeCompany,
  RoleLevel,
  Topic,
} from "@/shared/constants/practice-options";
import type { Diagram } from "@/shared/design/diagram";
import type { Language } from "@/shared/judge/languages";
import type { CodeReview } from "@/shared/schemas/code-review";
import type { GeneratedInterviewQuestion, JudgedProblem } from "@/shared/schemas/content";
import type { ScenarioContent } from "@/shared/schemas/design";
import type { AiDesignReview } from "@/shared/schemas/design-review";
import type { DesignPhaseId } from "@/shared/schemas/design-work";
import type { AiInsights } from "@/shared/schemas/insights";
import type { AnswerEvaluation } from "@/shared/schemas/interview-answers";
import type { InterviewCompany } from "@/shared/schemas/interviews";
import type { ProblemJudge } from "@/shared/schemas/problem-judge";
import type { CodingInterviewRequest } from "./coding-interviewer";
import type { TutorRequest } from "./tutor";

// One interface for every source of practice content: an OpenAI-compatible model, or the built-in
// library. A filter left at "all" arrives as undefined.

export type ProblemRequest = { difficulty?: Difficulty; topic?: Topic; company?: PracticeCompany };
export type InterviewRequest = { type: InterviewType; company?: InterviewCompany; role?: RoleLevel };
export type ScenarioRequest = { complexity: Complexity; company?: DesignCompany };

/** Where an item came from: shown to the user ('AI-generated' vs 'From the PrepPilot library'). */
export type ItemSource = { kind: "ai"; model: string } | { kind: "library"; slug: string };

export type Served<T> = { item: T; source: ItemSource };

/** What the library provider needs to avoid repeating itself: slugs this user was already given. */
export type GenerationContext = { servedSlugs: ReadonlySet<string> };

export interface AiProvider {
  readonly kind: "openai" | "library";
  /** The longest one generation can take, retries included; a user's generation lease outlives it. */
  readonly maxDurationMs: number;
  /** A problem with its judge; an AI-generated one only once its reference solution passed every test. */
  generateProblem(request: ProblemRequest, context: GenerationContext): Promise<Served<JudgedProblem>>;
  /** Always INTERVIEW_QUESTION_COUNT questions of the requested type. */
  generateInterview(
    request: InterviewRequest,
    context: GenerationContext,
  ): Promise<Served<GeneratedInterviewQuestion>[]>;
  generateScenario(request: ScenarioRequest, context: GenerationContext): Promise<Served<ScenarioContent>>;
  /**
   * Evaluates the answers to one interview question: against the type's rubric with quotes checked to
   * occur in the answer (an AI), or by the automatic check of key points, STAR, length and time (the library).
   */
  evaluateAnswer(request: AnswerEvaluationRequest): Promise<AnswerEvaluation>;
  /**
   * Reviews code written for a problem: remarks pinned to lines that exist in the code (an AI), or the
   * empty start of the automatic review that the browser completes (the library).
   */
  reviewCode(request: CodeReviewRequest): Promise<ProviderCodeReview>;
  /**
   * The tutor's next message: questions about the user's own code, never code (an AI). The library has
   * no tutor: its progressive help is the editorial's sections, so it is never asked and refuses.
   */
  tutor(request: TutorRequest): Promise<string>;
  /**
   * The interviewer's answer in a coding interview, grounded in the problem and the candidate's code and words
   * (an AI). The library has the scripted interviewer instead, so it is never asked and refuses.
   */
  interviewCoding(request: CodingInterviewRequest): Promise<string>;
  /**
   * Reviews a system design on the seven dimensions, citing only what the design contains (an AI). The
   * library has no AI reader: the automatic review (shared/design/design-review.ts) is all it gives, so
   * it is never asked and refuses.
   */
  reviewDesign(request: DesignReviewRequest): Promise<AiDesignReview>;
  /**
   * A short, specific study plan from one user's own figures (an AI). The library's insights are
   * rule-based and computed where they are shown, so it is never asked and refuses.
   */
  planInsights(request: InsightsRequest): Promise<AiInsights>;
}

/** One user's figures, and nothing else: readiness per area, recent activity and the next best session. */
export type InsightsRequest = {
  /** The one readiness figure (shared/readiness/overall.ts): score, label and the three tracks, 0–100. */
  readiness: { score: number; label: string; tracks: { coding: number; interviews: number; design: number } };
  areas: { label: string; mastery: number; summary: string }[];
  weakest: string[];
  recent: {
    problemsSolved: number;
    interviewsCompleted: number;
    currentStreak: number;
    /** The Average Score per track on 1–5, null with nothing scored: never one mixed average. */
    averages: { coding: number | null; interviews: number | null; design: number | null };
    thisWeek: { problemsSolved: number; interviewsCompleted: number; studyHours: number };
  };
  nextSession: string;
};

/** A saved design with the scenario it answers. */
export type DesignReviewRequest = {
  scenario: Pick<
    ScenarioContent,
    "title" | "description" | "requirements" | "nonFunctionalRequirements" | "constraints" | "evaluationCriteria"
  >;
  diagram: Diagram;
  phaseNotes: Partial<Record<DesignPhaseId, string>>;
};

/** The code to review and the problem it solves, with the reference complexity as the target. */
export type CodeReviewRequest = {
  title: string;
  description: string;
  signature: ProblemJudge["signature"] | null;
  targetComplexity: { time: string; space: string } | null;
  language: Language;
  code: string;
};

export type ProviderCodeReview = Omit<CodeReview, "referenceComplexity">;

/** One question of a finished interview, with what the user answered to it and its follow-ups. */
export type AnswerEvaluationRequest = {
  type: InterviewType;
  role: RoleLevel | null;
  question: string;
  followUpQuestions: string[];
  expectedAnswer: string;
  evaluationCriteria: string[];
  /** The library question's key points; null for an AI-generated question. */
  keyPoints: KeyPoint[] | null;
  /** Part 0 answers the question, part n its n-th follow-up. */
  answers: string[];
  seconds: number;
};
