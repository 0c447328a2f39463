import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { BehavioralThemeId } from "@/shared/star-stories/behavioral-themes";
import { ownerId } from "./columns";

// The STAR story bank: the stories a user tells in behavioral rounds, each with the themes it shows
// (shared/star-stories/behavioral-themes.ts). Deleting the account deletes them.

export const starStories = pgTable(
  "star_stories",
  {
    id: text("id").primaryKey(),
    userId: ownerId(),
    title: text("title").notNull(),
    situation: text("situation").notNull(),
    task: text("task").notNull(),
    action: text("action").notNull(),
    result: text("result").notNull(),
    /** One or more theme ids, in the list's order. */
    themes: jsonb("themes").$type<BehavioralThemeId[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  // The bank lists a user's stories oldest first and counts them against the cap.
  (table) => [index("star_stories_user_created_idx").on(table.userId, table.createdAt)],
);
