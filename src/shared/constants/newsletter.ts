// The newsletter's texts and limit, apart from its zod schema (schemas/newsletter.ts) so the footer's
// form, on every public page, can show them without downloading zod.

/** RFC 5321 caps an address at 254 characters. */
export const NEWSLETTER_EMAIL_MAX_LENGTH = 254;

/** The newsletter's exact product texts, shared so the server's duplicate answer and the form's banner agree. */
export const NEWSLETTER_MESSAGES = {
  subscribed: "Successfully subscribed! Welcome to the community.",
  alreadySubscribed: "You're already subscribed to our newsletter!",
  failed: "Failed to subscribe. Please try again.",
} as const;
