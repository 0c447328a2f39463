import type { MailMessage } from "@/server/lib/mailer/mailer";
import { INQUIRY_TYPE_LABELS } from "@/shared/constants/contact-options";
import type { ContactSubmission } from "@/shared/schemas/contact";

/** The message as the team reads it in CONTACT_INBOX; replying answers the sender. */
export function buildContactInboxMail(inbox: string, submission: ContactSubmission, receivedAt: Date): MailMessage {
  const inquiry = INQUIRY_TYPE_LABELS[submission.inquiryType];
  return {
    to: inbox,
    replyTo: submission.email,
    subject: `[PrepPilot contact · ${inquiry}] ${submission.subject}`,
    text: [
      `From: ${submission.name} <${submission.email}>`,
      `Company: ${submission.company ?? "-"}`,
      `Inquiry type: ${inquiry}`,
      `Received: ${receivedAt.toISOString()}`,
      `Subject: ${submission.subject}`,
      "",
      submission.message,
      "",
      "We promise a reply within 24 hours: reply to this mail to answer the sender.",
      "",
    ].join("\n"),
  };
}

/**
 * The sender's confirmation. It carries none of the text the form took: anyone can type any address
 * into the form, and a confirmation that repeated their words would let them mail strangers through us.
 */
export function buildContactConfirmationMail(submission: ContactSubmission): MailMessage {
  return {
    to: submission.email,
    subject: "We received your message - PrepPilot",
    text: [
      "Hi,",
      "",
      "Thank you for reaching out to PrepPilot. We received your message and will get back to you within 24 hours (2 hours on average).",
      "",
      "If you did not write to us, you can ignore this email.",
      "",
      "The PrepPilot team",
      "",
    ].join("\n"),
  };
}
