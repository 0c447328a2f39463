import { z } from "zod";

// Query parameters of the analytics and activity calls.

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The user's IANA time zone (the browser's Intl.DateTimeFormat().resolvedOptions().timeZone). */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, { error: "tz must be an IANA time zone such as Europe/Paris" });

export const analyticsQuerySchema = z.object({ tz: timeZoneSchema.default("UTC") });
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

export const RECENT_ACTIVITY_MAX = 50;

export const recentActivityQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${RECENT_ACTIVITY_MAX}` })
    .int({ error: `limit must be a whole number from 1 to ${RECENT_ACTIVITY_MAX}` })
    .min(1, { error: `limit must be a whole number from 1 to ${RECENT_ACTIVITY_MAX}` })
    .max(RECENT_ACTIVITY_MAX, { error: `limit must be a whole number from 1 to ${RECENT_ACTIVITY_MAX}` })
    .default(10),
});
