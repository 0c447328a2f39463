import { z } from "zod";
import { LONGEST_REVIEW_MINUTES } from "@/shared/spaced-repetition/estimate";
import { REVIEW_GRADES, REVIEW_TRACKS } from "@/shared/spaced-repetition/grade-suggestion";
import { timeZoneSchema } from "./analytics";

// Spaced repetition's review cards: the grade a user gives after an attempt, the Due today list, the daily limits.

export const reviewGradeSchema = z.enum(REVIEW_GRADES);

export const gradeReviewInputSchema = z.strictObject({
  grade: reviewGradeSchema,
  /** The grade PrepPilot suggested, kept in the log beside the one given. */
  suggested: reviewGradeSchema.optional(),
});
export type GradeReviewInput = z.infer<typeof gradeReviewInputSchema>;

/** `tz`: the user's IANA time zone, so that "today" ends at their midnight. */
export const dueReviewsQuerySchema = z.object({ tz: timeZoneSchema.default("UTC") });

export const REVIEW_LIMITS = {
  newPerDay: { max: 100, default: 10 },
  reviewsPerDay: { max: 500, default: 100 },
  /** At least the longest card (so any card fits a day), at most 8 hours. */
  minutesPerDay: { min: LONGEST_REVIEW_MINUTES, max: 480, default: 30 },
};

const MINUTES_RANGE_MESSAGE = `Minutes per day must be between ${REVIEW_LIMITS.minutesPerDay.min} and ${REVIEW_LIMITS.minutesPerDay.max}`;

export const reviewSettingsSchema = z.strictObject({
  newPerDay: z
    .number()
    .int("New cards per day must be a whole number")
    .min(0, "New cards per day must be between 0 and 100")
    .max(REVIEW_LIMITS.newPerDay.max, "New cards per day must be between 0 and 100"),
  reviewsPerDay: z
    .number()
    .int("Reviews per day must be a whole number")
    .min(0, "Reviews per day must be between 0 and 500")
    .max(REVIEW_LIMITS.reviewsPerDay.max, "Reviews per day must be between 0 and 500"),
  /** The day's load is capped by these minutes, each card counted at its estimate (estimate.ts). */
  minutesPerDay: z
    .number({ error: MINUTES_RANGE_MESSAGE })
    .int("Minutes per day must be a whole number")
    .min(REVIEW_LIMITS.minutesPerDay.min, MINUTES_RANGE_MESSAGE)
    .max(REVIEW_LIMITS.minutesPerDay.max, MINUTES_RANGE_MESSAGE),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = {
  newPerDay: REVIEW_LIMITS.newPerDay.default,
  reviewsPerDay: REVIEW_LIMITS.reviewsPerDay.default,
  minutesPerDay: REVIEW_LIMITS.minutesPerDay.default,
};

export const reviewTrackSchema = z.enum(REVIEW_TRACKS);

/** The dashboard's labels of the three tracks. */
export const REVIEW_TRACK_LABELS = {
  coding: "Coding",
  interviews: "Interviews",
  system_design: "System design",
} as const;
