import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ReviewGrade, ReviewTrack } from "@/shared/spaced-repetition/grade-suggestion";
import type { CardState } from "@/shared/spaced-repetition/scheduler";
import { user } from "./auth";

// Spaced repetition: one card per thing a user solved, evaluated, reviewed or studied, with
// the FSRS scheduler's state (ts-fsrs), and one log row per grade given. Both carry user_id so that
// deleting the user cascades and the data export includes them.

/** What a card is about: the subject id is a problem id, "<session id>:<position>", a scenario id or a concept id. */
export type ReviewCardKind = "problem" | "interview_question" | "scenario" | "concept";

export const reviewCards = pgTable(
  "review_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    track: text("track").$type<ReviewTrack>().notNull(),
    kind: text("kind").$type<ReviewCardKind>().notNull(),
    subjectId: text("subject_id").notNull(),
    title: text("title").notNull(),
    due: timestamp("due", { withTimezone: true }).notNull(),
    stability: real("stability").notNull(),
    difficulty: real("difficulty").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    learningSteps: integer("learning_steps").notNull(),
    reps: integer("reps").notNull(),
    lapses: integer("lapses").notNull(),
    state: text("state").$type<CardState>().notNull(),
    lastReview: timestamp("last_review", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    // One card per subject: creating it again (a second event) changes nothing.
    uniqueIndex("review_cards_user_subject_idx").on(table.userId, table.track, table.kind, table.subjectId),
    // Today's due cards, soonest first.
    index("review_cards_user_due_idx").on(table.userId, table.due),
  ],
);

export const reviewLogs = pgTable(
  "review_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => reviewCards.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    grade: text("grade").$type<ReviewGrade>().notNull(),
    suggestedGrade: text("suggested_grade").$type<ReviewGrade>(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull(),
    /** The card's state before the grade, and what the scheduler gave it (ts-fsrs's ReviewLog). */
    state: text("state").$type<CardState>().notNull(),
    due: timestamp("due", { withTimezone: true }).notNull(),
    stability: real("stability").notNull(),
    difficulty: real("difficulty").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    learningSteps: integer("learning_steps").notNull(),
    /** The facts the suggestion came from (time, failures, score…), for the history. */
    facts: jsonb("facts").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index("review_logs_card_idx").on(table.cardId, table.reviewedAt),
    index("review_logs_user_idx").on(table.userId, table.reviewedAt),
  ],
);

/** The daily limits of the Due today list (Settings). */
export const reviewSettings = pgTable("review_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  newPerDay: integer("new_per_day").notNull().default(10),
  reviewsPerDay: integer("reviews_per_day").notNull().default(100),
  /** The day's review load is capped by these minutes (each card's estimate counts). */
  minutesPerDay: integer("minutes_per_day").notNull().default(30),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
