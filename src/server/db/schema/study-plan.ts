import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { RoleLevel } from "@/shared/constants/practice-options";
import type { StudyPlanCompany } from "@/shared/study-plan/tracks";
import { user } from "./auth";

/**
 * The study plan's settings, one row per user. The plan itself is computed from
 * them and today (shared/study-plan/plan.ts), so changing the date replans; the activity it measures
 * progress on lives in its own tables and is never touched. The plan starts on created_at's day.
 */
export const studyPlans = pgTable("study_plans", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** "YYYY-MM-DD" in the user's calendar. */
  interviewDate: text("interview_date").notNull(),
  company: text("company").$type<StudyPlanCompany>().notNull(),
  roleLevel: text("role_level").$type<RoleLevel>().notNull(),
  /** The IANA zone the browser sent with the last save: the plan's days are read in it. */
  timeZone: text("time_zone").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
