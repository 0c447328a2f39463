import { z } from "zod";

// The Settings profile form and PUT /api/profile. The product sets no format rules for
// these fields; values are trimmed and capped so one profile cannot fill the table.

export const PROFILE_LIMITS = { fullName: 100, phone: 40, location: 100, bio: 1000 } as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

export const updateProfileInputSchema = z.object({
  fullName: text("Full name", PROFILE_LIMITS.fullName),
  phone: text("Phone number", PROFILE_LIMITS.phone),
  location: text("Location", PROFILE_LIMITS.location),
  bio: text("Bio", PROFILE_LIMITS.bio),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;
