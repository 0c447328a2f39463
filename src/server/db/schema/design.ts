import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { Complexity, DesignCompany } from "@/shared/constants/practice-options";
import type { ConceptId } from "@/shared/design/concepts";
import type { AutomaticReview } from "@/shared/design/design-review";
import type { Diagram } from "@/shared/design/diagram";
import type { AiDesignReview, AiReviewStatus } from "@/shared/schemas/design-review";
import type { DesignPhaseId, DesignSession } from "@/shared/schemas/design-work";
import type { ContentSource } from "@/shared/schemas/practice";
import { user } from "./auth";
import { ownerId } from "./columns";

// The system design scenarios each user was given, the design drawn for each, its reviews, and the time spent
// reading the Concept Library. "Clear All" only sets hidden_at: the rows stay for history and analytics.

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
