import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

// Every notification the app sends (a mail of the scheduler, an in-app notice),
// one row per user, kind and key (the user's day, week or achievement). The unique key is what makes
// "at most once" hold across restarts and instances: a sender first claims the row with a lease, sends,
// then marks it sent; a claim whose lease ran out (a process died mid-send) is taken over.

/** The mails of the scheduler (features/notifications/notification-jobs.ts) and the in-app achievement notice. */
export type NotificationKind =
  | "review_reminder"
  | "weekly_summary"
  | "achievement_mail"
  | "interview_reminder"
  | "achievement_notice";

export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    /** What is sent once: the user's local day (YYYY-MM-DD), the Monday of a week, an achievement's title. */
    key: text("key").notNull(),
    /** The claim of the sender at work; null once sent. */
    leaseToken: text("lease_token"),
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** In-app notices: what the notice says, and when the user dismissed it. */
    title: text("title"),
    body: text("body"),
    seenAt: timestamp("seen_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("notification_deliveries_user_kind_key_idx").on(table.userId, table.kind, table.key),
    index("notification_deliveries_unseen_idx").on(table.userId, table.seenAt),
  ],
);

/** Settings' notification toggles; no row means every switch at its default. */
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
