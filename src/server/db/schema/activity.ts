import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ActivityDetails } from "@/shared/constants/activity";
import { user } from "./auth";

// What each user did: the source of the activity list, the streaks and every statistic.

/** One row per thing a user did; every statistic is derived from these rows (see features/analytics). */
export const activityEvents = pgTable(
  "activity_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** One of ACTIVITY_KINDS (src/shared/constants/activity.ts). */
    kind: text("kind").notNull(),
    /** The problem, interview or scenario the event is about, when there is one. */
    subjectId: text("subject_id"),
    details: jsonb("details").$type<ActivityDetails>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The activity list, newest first, paged from a (created_at, id) cursor; analytics read it in order too.
  (table) => [index("activity_events_user_page_idx").on(table.userId, table.createdAt, table.id)],
);
