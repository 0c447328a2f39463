import { buildBrandedMail as buildMail, type MailRecipient as Recipient } from "@/server/lib/mailer/branded-mail";
import type { MailMessage } from "@/server/lib/mailer/mailer";

// The mails of sign-up and password reset: short, friendly, branded PrepPilot, readable as plain text.

/** The link that confirms a new account's address. */
export function buildVerificationMail(user: Recipient, url: string): MailMessage {
  return buildMail(user, {
    subject: "Confirm your email for PrepPilot",
    intro: "Welcome to PrepPilot! Please confirm your email address so you can start preparing.",
    action: { label: "Confirm my email", url },
    outro: "This link works for 24 hours. If you did not sign up for PrepPilot, you can ignore this email.",
  });
}

/** The link to /reset-password. */
export function buildPasswordResetMail(user: Recipient, url: string): MailMessage {
  return buildMail(user, {
    subject: "Reset your PrepPilot password",
    intro: "We received a request to reset the password of your PrepPilot account.",
    action: { label: "Choose a new password", url },
    outro:
      "This link works once, for 1 hour. If you did not ask for a new password, you can ignore this email: your password stays the same.",
  });
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export function buildExistingAccountMail(user: Recipient, appUrl: string): MailMessage {
  return buildMail(user, {
    subject: "You already have a PrepPilot account",
    intro:
      "Someone (hopefully you) just tried to create a PrepPilot account with this email address, but you already have one. Sign in instead:",
    action: { label: "Sign in to PrepPilot", url: `${appUrl}/login` },
    outro: `Forgot your password? Choose a new one at ${appUrl}/forgot-password. If this was not you, you can ignore this email.`,
  });
}
