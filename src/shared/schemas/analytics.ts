import { z } from "zod";

// Query parameters of the analytics calls (the activity list pages like every list: pagination.ts).

// Zones already found valid: trying one builds an Intl.DateTimeFormat, which costs more than the rest
// of a cached analytics read. IANA has some 600 names; zones match in any letter case, so the set is
// capped rather than trusted to stay small.
const knownTimeZones = new Set<string>();
const MAX_KNOWN_TIME_ZONES = 1000;

export function isTimeZone(value: string): boolean {
  if (knownTimeZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
  } catch {
    return false;
  }
  if (knownTimeZones.size < MAX_KNOWN_TIME_ZONES) knownTimeZones.add(value);
  return true;
}

/** The user's IANA time zone (the browser's Intl.DateTimeFormat().resolvedOptions().timeZone). */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, { error: "tz must be an IANA time zone such as Europe/Paris" });

export const analyticsQuerySchema = z.object({ tz: timeZoneSchema.default("UTC") });
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;
