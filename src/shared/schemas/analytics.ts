import { z } from "zod";

// Query parameters of the analytics calls (the activity list pages like every list: pagination.ts).

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
