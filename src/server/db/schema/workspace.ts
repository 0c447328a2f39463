import { boolean, customType, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ActivityDetails } from "@/shared/constants/activity";
import { user } from "./auth";

// The signed-in workspace: what a user did, their picture and their notification choices.

/** PostgreSQL bytea as a Node Buffer (drizzle-orm 0.45 has no built-in bytea column). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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

/** An uploaded profile picture, already resized to 256×256 WebP; in the database so every instance serves it. */
export const userAvatars = pgTable("user_avatars", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  image: bytea("image").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Settings' notification toggles; no row means the defaults of spec section 3. */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  email: boolean("email").notNull().default(true),
  push: boolean("push").notNull().default(true),
  practice: boolean("practice").notNull().default(true),
  interviews: boolean("interviews").notNull().default(true),
  achievements: boolean("achievements").notNull().default(false),
  /** The user's IANA time zone, sent by the app when it opens: "morning" mails go out at 08:00 there (UTC until known). */
  timeZone: text("time_zone"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** How the signed-in product behaves for one user beyond notifications; no row means the defaults. */
export const workspacePreferences = pgTable("workspace_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** Solve without seeing a problem's difficulty and topic tags, as in a real interview. */
  hideProblemLabels: boolean("hide_problem_labels").notNull().default(false),
  /** When the install's owner dismissed the dashboard's notice on connecting an AI model. */
  aiNoticeDismissedAt: timestamp("ai_notice_dismissed_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
