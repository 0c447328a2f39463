/** One outgoing mail: plain text always, HTML optionally (mail clients show the richer one they support). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes, when not to the sender (a contact message forwarded to the team). */
  replyTo?: string;
};

/** Sends the app's mail: SMTP in production, an outbox folder on disk otherwise. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The sender used when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = "PrepPilot <no-reply@localhost>";

const LINK = /https?:\/\/[^\s<>"')]+/g;

/** Every distinct link in a text, in order, for logs that let a developer click through local mail. */
export function findLinks(text: string): string[] {
  return [...new Set(text.match(LINK) ?? [])];
}
