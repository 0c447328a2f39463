import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { Difficulty, Topic } from "@/shared/constants/practice-options";
import type { Language } from "@/shared/judge/languages";
import type { Verdict } from "@/shared/judge/verdicts";
import type { ContentSource } from "@/shared/schemas/practice";
import type { ProblemJudge } from "@/shared/schemas/problem-judge";
import type { FailedTest } from "@/shared/schemas/solving";
import { user } from "./auth";
import { ownerId } from "./columns";

// The coding problems the generator gave each user, with the editor's state, drafts and submissions of each.
// "Clear All" only sets hidden_at: the rows stay for history, analytics, monthly quotas and the library's
// no-repeat rule (slug = the library item served, null for AI content).

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
    /** Editorial sections opened before solving, one at a time once every hint is out (editorial-help.service.ts). */
    editorialRevealed: integer("editorial_revealed").notNull().default(0),
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
export const problemRepetitionDrafts = pgTable(
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
    // A problem's submissions, newest first, paged from a (created_at, id) cursor.
    index("problem_submissions_user_problem_page_idx").on(table.userId, table.problemId, table.createdAt, table.id),
  ],
);
