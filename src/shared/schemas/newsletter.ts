import { z } from "zod";
import { NEWSLETTER_EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES } from "@/shared/constants/newsletter";

export { NEWSLETTER_EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES };

/** The newsletter sign-up: one address, stored trimmed and lower-cased so the unique index catches repeats. */
export const newsletterSubscribeInputSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Email is required")
    .max(NEWSLETTER_EMAIL_MAX_LENGTH, `Email must be at most ${NEWSLETTER_EMAIL_MAX_LENGTH} characters`)
    .pipe(z.email("Please enter a valid email address")),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeInputSchema>;
