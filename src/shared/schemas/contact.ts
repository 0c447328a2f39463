import { z } from "zod";
import { CONTACT_LIMITS, INQUIRY_TYPES } from "@/shared/constants/contact-options";

// The contact form and its rules, shared by the form and by POST /api/contact.

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function requiredText(label: string, max: number) {
  return (
    z
      .string({ error: `${label} is required` })
      .trim()
      // Abort: an empty field reports only that it is required, not also that it is malformed.
      .min(1, { error: `${label} is required`, abort: true })
      .max(max, `${label} must be at most ${max} characters`)
  );
}

export const contactInputSchema = z.object({
  name: requiredText("Name", CONTACT_LIMITS.name),
  email: requiredText("Email", CONTACT_LIMITS.email)
    .regex(SIMPLE_EMAIL, "Please enter a valid email address")
    .transform((email) => email.toLowerCase()),
  company: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.company, `Company must be at most ${CONTACT_LIMITS.company} characters`)
    .nullish()
    .transform((company) => company || null),
  subject: requiredText("Subject", CONTACT_LIMITS.subject),
  message: requiredText("Message", CONTACT_LIMITS.message),
  inquiryType: z.enum(INQUIRY_TYPES, { error: "Please choose an inquiry type" }).default("general"),
});

/** What the form holds and the client sends. */
export type ContactInput = z.input<typeof contactInputSchema>;
/** What the server stores: trimmed, email lower-cased, blank company as null. */
export type ContactSubmission = z.output<typeof contactInputSchema>;
