import type { Database } from "@/server/db/client";
import { contactSubmissions } from "@/server/db/schema/site";
import type { Logger } from "@/server/lib/logger";
import type { Mailer, MailMessage } from "@/server/lib/mailer/mailer";
import type { ContactSubmission } from "@/shared/schemas/contact";
import { buildContactConfirmationMail, buildContactInboxMail } from "./contact-mails";

/** Stores one message from the contact form; the input is already validated and normalised. */
export async function createContactSubmission({ db, input }: { db: Database; input: ContactSubmission }) {
  const [row] = await db.insert(contactSubmissions).values(input).returning({ id: contactSubmissions.id });
  if (!row) throw new Error("Inserting a contact submission returned no row");
  return row;
}

/**
 * Mails a stored message to the team's inbox (when CONTACT_INBOX is set) and a confirmation to its
 * sender. Called after the message is stored: a mail that fails is logged and never loses the message
 * or changes the answer. The returned promise settles when both attempts are over (tests wait on it).
 */
export function sendContactMails({
  mailer,
  inbox,
  submission,
  id,
  logger,
  now,
}: {
  mailer: Mailer;
  inbox: string | undefined;
  submission: ContactSubmission;
  id: string;
  logger: Logger;
  now: Date;
}): Promise<void> {
  const mails: [string, MailMessage][] = [
    ...(inbox ? [["inbox", buildContactInboxMail(inbox, submission, now)] as [string, MailMessage]] : []),
    ["confirmation", buildContactConfirmationMail(submission)],
  ];
  return Promise.all(
    mails.map(([kind, mail]) =>
      mailer.send(mail).catch((error: unknown) => {
        logger.error({ err: error, contactSubmissionId: id, mail: kind }, "could not send a contact mail");
      }),
    ),
  ).then(() => undefined);
}
