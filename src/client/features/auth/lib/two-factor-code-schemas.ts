import { z } from "zod";

/** A code from the authenticator app: six digits. */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "The code must be 6 digits."),
});

/** One of the backup codes shown when two-factor authentication was turned on. */
export const backupCodeSchema = z.object({
  code: z.string().trim().min(1, "Enter one of your backup codes."),
});
