import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window request counters for the app's own rate limits (newsletter, contact, AI). Kept in
 * the database so a limit holds across every instance behind a load balancer.
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  /** "<limit name>:<client address or user id>" */
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
