import { sql } from "drizzle-orm";
import { foreignKey, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";
import type {
  Complexity,
  DesignCompany,
  Difficulty,
  InterviewType,
  RoleLevel,
  Topic,
} from "@/shared/constants/practice-options";
import type { ConceptId } from "@/shared/design/concepts";
import type { AutomaticReview } from "@/shared/design/design-review";
import type { Diagram } from "@/shared/design/diagram";
import type { Language } from "@/shared/judge/languages";
import type { Verdict } from "@/shared/judge/verdicts";
import type { ProblemJudge } from "@/shared/schemas/content";
import type { AiDesignReview, AiReviewStatus } from "@/shared/schemas/design-review";
import type { DesignPhaseId, DesignSession } from "@/shared/schemas/design-work";
import type { AnswerEvaluation, EvaluationStatus } from "@/shared/schemas/interview-answers";
import type { InterviewCompany, InterviewStatus } from "@/shared/schemas/interviews";
import type { ContentSource } from "@/shared/schemas/practice";
import type { FailedTest } from "@/shared/schemas/solving";
import { user } from "./auth";

// What the generators gave each user: coding problems, mock interviews and system design scenarios
// (spec section 3). "Clear All" only sets hidden_at: the rows stay for history, analytics, monthly
// quotas and the library's no-repeat rule (slug = the library item served, null for AI content).

type Example = { input: string; output: string; explanation: string };

export const practiceProblems = pgTable(
  "practice_problems",
  {
    /** "problem_" + timestamp + random suffix (section 3). */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    difficulty: text("difficulty").$type<Difficulty>().notNull(),
    topic: text("topic").$type<Topic>().notNull(),
    company: jsonb("company").$type<string[]>().notNull(),
    description: text("description").notNull(),
    examples: jsonb("examples").$type<Example[]>().notNull(),
    constraints: jsonb("constraints").$type<string[]>().notNull(),
    hints: jsonb("hints").$type<string[]>().notNull(),
    source: jsonb("source").$type<ContentSource>().notNull(),
    slug: text("slug"),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** The first Start; null until the user starts the problem. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** The first Accepted submission (once); rows solved with the former "Mark as solved" keep theirs. */
    solvedAt: timestamp("solved_at", { withTimezone: true }),
    /**
     * How to run and judge it, with the reference solutions: never sent until the user has solved the
     * problem or given up (GET /problems/:id/solution). Null for rows saved before judging existed:
     * library rows then fall back to the library by slug, AI rows cannot be solved in the editor.
     */
    judge: jsonb("judge").$type<ProblemJudge>(),
    /** The timer's seconds at the first Accepted submission. */
    solveSeconds: integer("solve_seconds"),
    /** When the user gave up and saw the solution (once). */
    gaveUpAt: timestamp("gave_up_at", { withTimezone: true }),
    /** How many of its hints the user revealed (only ever rises): readiness and the review grade weigh it. */
    hintsRevealed: integer("hints_revealed").notNull().default(0),
  },
  (table) => [
    index("practice_problems_user_id_created_at_idx").on(table.userId, table.createdAt),
    // The Practice Arena's list: a user's visible problems, read backwards (newest first) from a cursor
    // on; ascending keys, so the backward scan matches ORDER BY … desc and its row comparison.
    index("practice_problems_visible_idx")
      .on(table.userId, table.createdAt, table.id)
      .where(sql`${table.hiddenAt} is null`),
  ],
);

const problemId = () =>
  text("problem_id")
    .notNull()
    .references(() => practiceProblems.id, { onDelete: "cascade" });
const ownerId = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

/** The editor's state of one problem that is not per language: last language, notes and timer. */
export const problemWorkspaces = pgTable(
  "problem_workspaces",
  {
    userId: ownerId(),
    problemId: problemId(),
    /** The language used last; null until a draft is saved or a language picked. */
    language: text("language").$type<Language>(),
    notes: text("notes").notNull().default(""),
    elapsedSeconds: integer("elapsed_seconds").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.problemId] })],
);

/** The code a user is writing, one draft per problem and language, saved while they type. */
export const problemDrafts = pgTable(
  "problem_drafts",
  {
    userId: ownerId(),
    problemId: problemId(),
    language: text("language").$type<Language>().notNull(),
    code: text("code").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.problemId, table.language] })],
);

/**
 * The code a user writes while reviewing a problem they solved before: apart from problem_drafts, so a
 * review never overwrites the accepted draft.
 */
export const problemReviewDrafts = pgTable(
  "problem_review_drafts",
  {
    userId: ownerId(),
    problemId: problemId(),
    language: text("language").$type<Language>().notNull(),
    code: text("code").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.problemId, table.language] })],
);

/**
 * Every submission, as the user's browser judged it (their code never runs on the server); the
 * first accepted one solves the problem.
 */
export const problemSubmissions = pgTable(
  "problem_submissions",
  {
    /** "submission_" + timestamp + random suffix. */
    id: text("id").primaryKey(),
    userId: ownerId(),
    problemId: problemId(),
    language: text("language").$type<Language>().notNull(),
    code: text("code").notNull(),
    verdict: text("verdict").$type<Verdict>().notNull(),
    passed: integer("passed").notNull(),
    total: integer("total").notNull(),
    runtimeMs: integer("runtime_ms").notNull(),
    /** The timer's seconds when submitted, if the page sent them. */
    elapsedSeconds: integer("elapsed_seconds"),
    failedTest: jsonb("failed_test").$type<FailedTest>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    // A problem's submissions, newest first, paged from a (created_at, id) cursor (issue 14).
    index("problem_submissions_user_problem_page_idx").on(table.userId, table.problemId, table.createdAt, table.id),
  ],
);

export const interviewSessions = pgTable(
  "interview_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: text("type").$type<InterviewType>().notNull(),
    company: text("company").$type<InterviewCompany>(),
    role: text("role").$type<RoleLevel>(),
    /** active | finished (Finish on the last question) | ended (End Interview) */
    status: text("status").$type<InterviewStatus>().notNull(),
    currentIndex: integer("current_index").notNull().default(0),
    source: jsonb("source").$type<ContentSource>().notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /**
     * The mean of the answers' evaluations (1–5, one decimal) once every one is done; until then the mean
     * of the self-ratings when finished; null while active, when ended early, or with nothing to go on.
     */
    score: real("score"),
    /** Who evaluates the answers (the provider when it was finished): "ai" or "automatic"; null before. */
    evaluationKind: text("evaluation_kind").$type<AnswerEvaluation["kind"]>(),
    /** When the last evaluation completed and the score became the evaluated one. */
    evaluatedAt: timestamp("evaluated_at", { withTimezone: true }),
  },
  // Interview history, newest first, paged from a (started_at, id) cursor; the quota counts on it too.
  (table) => [index("interview_sessions_user_page_idx").on(table.userId, table.startedAt, table.id)],
);

export const interviewQuestions = pgTable(
  "interview_questions",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => interviewSessions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** "interview_" + timestamp + index (section 3); unique within its session. */
    id: text("id").notNull(),
    type: text("type").$type<InterviewType>().notNull(),
    question: text("question").notNull(),
    followUpQuestions: jsonb("follow_up_questions").$type<string[]>().notNull(),
    expectedAnswer: text("expected_answer").notNull(),
    evaluationCriteria: jsonb("evaluation_criteria").$type<string[]>().notNull(),
    slug: text("slug"),
    /** The user's self-rating of their answer against the evaluation criteria, 1–5; null until rated. */
    rating: integer("rating"),
    /** Time spent on this question while the interview ran (its timer), at most ANSWER_MAX_SECONDS. */
    elapsedSeconds: integer("elapsed_seconds").notNull().default(0),
    /** null until the interview is finished; then pending → running → done, or failed (retryable). */
    evaluationStatus: text("evaluation_status").$type<EvaluationStatus>(),
    evaluation: jsonb("evaluation").$type<AnswerEvaluation>(),
    /** Why the last evaluation failed, for the user. */
    evaluationError: text("evaluation_error"),
    /** When the evaluation was queued or started: one stuck past its deadline counts as failed. */
    evaluationUpdatedAt: timestamp("evaluation_updated_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.position] }),
    index("interview_questions_user_id_idx").on(table.userId),
  ],
);

/** The text of one answer: part 0 answers the question, part n its n-th follow-up. Saved while typed. */
export const interviewAnswers = pgTable(
  "interview_answers",
  {
    sessionId: text("session_id").notNull(),
    position: integer("position").notNull(),
    part: integer("part").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.position, table.part] }),
    foreignKey({
      name: "interview_answers_question_fk",
      columns: [table.sessionId, table.position],
      foreignColumns: [interviewQuestions.sessionId, interviewQuestions.position],
    }).onDelete("cascade"),
    index("interview_answers_user_id_idx").on(table.userId),
  ],
);

export const designScenarios = pgTable(
  "design_scenarios",
  {
    /** "scenario_" + time + random text (section 3). */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    complexity: text("complexity").$type<Complexity>().notNull(),
    company: text("company").$type<DesignCompany>().notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    requirements: jsonb("requirements").$type<string[]>().notNull(),
    constraints: jsonb("constraints").$type<string[]>().notNull(),
    evaluationCriteria: jsonb("evaluation_criteria").$type<string[]>().notNull(),
    /** Functional requirements are `requirements`; these are the non-functional ones (may be empty for AI output). */
    nonFunctionalRequirements: jsonb("non_functional_requirements").$type<string[]>().notNull().default([]),
    source: jsonb("source").$type<ContentSource>().notNull(),
    slug: text("slug"),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** The user's self-rating of their design against the evaluation criteria, 1–5; given once. */
    rating: integer("rating"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (table) => [
    index("design_scenarios_user_id_created_at_idx").on(table.userId, table.createdAt),
    // The lab's list: a user's visible scenarios, newest first, paged from a (created_at, id) cursor.
    index("design_scenarios_visible_idx")
      .on(table.userId, table.createdAt, table.id)
      .where(sql`${table.hiddenAt} is null`),
  ],
);

/** A user's diagram and phase notes for one of their scenarios, with a version that each save raises. */
export const designWork = pgTable("design_work", {
  scenarioId: text("scenario_id")
    .primaryKey()
    .references(() => designScenarios.id, { onDelete: "cascade" }),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  diagram: jsonb("diagram").$type<Diagram>().notNull(),
  phaseNotes: jsonb("phase_notes").$type<Partial<Record<DesignPhaseId, string>>>().notNull(),
  /** The interview's clock: seconds spent in each phase and the phase the user was in. */
  session: jsonb("session").$type<DesignSession>().notNull().default({ activePhase: "requirements", phaseSeconds: {} }),
  version: integer("version").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/**
 * One review per request of a saved design: the automatic review (rules, stored whole as it was computed)
 * and, for users with AI, the AI review run in the background (null → pending → running → done | failed,
 * retryable). The latest row is the scenario's review; older rows stay as history.
 */
export const designReviews = pgTable(
  "design_reviews",
  {
    /** "review_" + time + random text. */
    id: text("id").primaryKey(),
    scenarioId: text("scenario_id")
      .notNull()
      .references(() => designScenarios.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The design_work version reviewed. */
    designVersion: integer("design_version").notNull(),
    automatic: jsonb("automatic").$type<AutomaticReview>().notNull(),
    /** null when no AI review was asked for (no AI access). */
    aiStatus: text("ai_status").$type<AiReviewStatus>(),
    aiResult: jsonb("ai_result").$type<AiDesignReview>(),
    /** Why the last AI review failed, for the user. */
    aiError: text("ai_error"),
    /** When the AI review was queued or started: one stuck past its deadline counts as failed. */
    aiUpdatedAt: timestamp("ai_updated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    aiFinishedAt: timestamp("ai_finished_at", { withTimezone: true }),
  },
  (table) => [
    index("design_reviews_scenario_id_created_at_idx").on(table.scenarioId, table.createdAt),
    index("design_reviews_user_id_idx").on(table.userId),
  ],
);

/**
 * Time spent reading a concept of the System Design Lab's Concept Library: one row per user, concept and
 * calendar day (in the user's time zone), which each reading adds to up to a daily cap
 * (features/design/concept-study.service.ts).
 */
export const conceptStudy = pgTable(
  "concept_study",
  {
    userId: ownerId(),
    conceptId: text("concept_id").$type<ConceptId>().notNull(),
    /** "YYYY-MM-DD" in the user's time zone when the concept was first read that day. */
    day: text("day").notNull(),
    seconds: integer("seconds").notNull(),
    /** Readings that counted (long enough to be more than a glance). */
    readings: integer("readings").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.conceptId, table.day] })],
);

/**
 * One generation at a time per user, across every instance: a row held while a generation runs and
 * deleted after it; `expires_at` frees it should the process die mid-generation.
 */
export const generationLeases = pgTable("generation_leases", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  token: text("token").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
