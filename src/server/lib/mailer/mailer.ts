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

/** One bare address: no display name, list, group or line break for nodemailer to read more into. */
const SINGLE_ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+$/;

/**
 * Refuses a recipient that is not exactly one address. Nodemailer parses `to` as an address list:
 * "eve@example.com\r\nBcc: everyone@example.com" became a group whose envelope went to
 * everyone@example.com. Every recipient of ours is a validated address; this holds it at the door.
 */
export function checkRecipient(to: string): void {
  if (!SINGLE_ADDRESS.test(to)) throw new Error(`Refused to mail "${to.slice(0, 80)}": not a single email address`);
}

/** Every distinct link in a text, in order, for logs that let a developer click through local mail. */
export function findLinks(text: string): string[] {
  return [...new Set(text.match(LINK) ?? [])];
}
