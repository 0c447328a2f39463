import { z } from "zod";
import { COMPANIES, ROLE_LEVELS } from "@/shared/constants/practice-options";
import { timeZoneSchema } from "./analytics";

// The study plan's settings. The date's place in time (after today, within a year)
// depends on the clock and the user's time zone, so the service checks it (study-plan/plan.ts).

export const saveStudyPlanInputSchema = z.strictObject({
  /** The interview's day, "YYYY-MM-DD" in the user's calendar. */
  interviewDate: z.iso.date({ error: "Enter the interview date as a real date (YYYY-MM-DD)" }),
  company: z.enum(COMPANIES, { error: "Choose a target company from the list" }),
  roleLevel: z.enum(ROLE_LEVELS, { error: "Choose a role level from the list" }),
  /** The browser's IANA time zone: the plan's days and "today" are the user's. */
  timeZone: timeZoneSchema,
});
export type SaveStudyPlanInput = z.infer<typeof saveStudyPlanInputSchema>;

/** GET /api/study-plan/today: the browser's zone, so its readiness and today's session are the dashboard's. */
export const studyPlanQuerySchema = z.object({ tz: timeZoneSchema.default("UTC") });
