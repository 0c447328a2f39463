import { z } from "zod";

/** RFC 5321 caps an address at 254 characters. */
export const NEWSLETTER_EMAIL_MAX_LENGTH = 254;

/** The texts of spec section 8, shared so the server's duplicate answer and the form's banner agree. */
export const NEWSLETTER_MESSAGES = {
  subscribed: "Successfully subscribed! Welcome to the community.",
  alreadySubscribed: "You're already subscribed to our newsletter!",
  failed: "Failed to subscribe. Please try again.",
} as const;

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
