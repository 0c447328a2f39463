import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { RunnerLanguage } from "@/shared/judge/languages";

/**
 * The runners that asked for work lately, each with the languages its machine can judge: what the app
 * offers. A runner says so each time it asks for a job (every few seconds while idle), so one that stopped
 * asking is gone from the offer a minute later.
 */
export const runners = pgTable("runners", {
  id: text("id").primaryKey(),
  languages: jsonb("languages").$type<RunnerLanguage[]>().notNull(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
});
