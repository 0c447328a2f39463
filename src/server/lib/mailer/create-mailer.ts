import type { Logger } from "@/server/lib/logger";
import type { Mailer } from "./mailer";
import { createOutboxMailer } from "./outbox-mailer";
import { createSmtpMailer } from "./smtp-mailer";

type MailerConfig = {
  /** SMTP_URL; without it mail goes to the outbox. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
};

/** The mailer the configuration asks for, with one log line saying where mail will go. */
export function createMailer({ smtpUrl, from, outboxDir, logger }: MailerConfig): Mailer {
  if (smtpUrl) {
    logger.info({ host: new URL(smtpUrl).host }, "mail goes out through SMTP_URL");
    return createSmtpMailer({ url: smtpUrl, from });
  }
  logger.info({ outboxDir }, "SMTP_URL is not set: mail is written to the outbox folder and its links are logged");
  return createOutboxMailer({ dir: outboxDir, from, logger });
}
