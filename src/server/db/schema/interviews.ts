import { foreignKey, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";
import type { InterviewType, MockInterviewType, RoleLevel } from "@/shared/constants/practice-options";
import type { AnswerEvaluation, EvaluationStatus } from "@/shared/schemas/interview-answers";
import type { InterviewCompany, InterviewStatus } from "@/shared/schemas/interviews";
import type { ContentSource } from "@/shared/schemas/practice";
import { user } from "./auth";

// The mock interviews each user started: the session, its generated questions and the user's answers with their
// evaluations. "Clear All" only sets hidden_at: the rows stay for history, analytics and monthly quotas.

export const interviewSessions = pgTable(
  "interview_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: text("type").$type<MockInterviewType>().notNull(),
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
