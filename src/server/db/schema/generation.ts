import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * One generation (a problem, an interview or a scenario) at a time per user, across every instance: a row held
 * while a generation runs and deleted after it; `expires_at` frees it should the process die mid-generation.
 */
export const generationLeases = pgTable("generation_leases", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  token: text("token").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
