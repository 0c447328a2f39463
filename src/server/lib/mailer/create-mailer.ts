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
  /** NODE_ENV=development: the outbox's log lines carry the mail's links too. */
  isDevelopment: boolean;
};

/** The mailer the configuration asks for, with one log line saying where mail will go. */
export function createMailer({ smtpUrl, from, outboxDir, logger, isDevelopment }: MailerConfig): Mailer {
  if (smtpUrl) {
    logger.info({ host: new URL(smtpUrl).host }, "mail goes out through SMTP_URL");
    return createSmtpMailer({ url: smtpUrl, from });
  }
  logger.info(
    { outboxDir },
    isDevelopment
      ? "SMTP_URL is not set: mail is written to the outbox folder and its links are logged"
      : "SMTP_URL is not set: mail is written to the outbox folder",
  );
  return createOutboxMailer({ dir: outboxDir, from, logger, logLinks: isDevelopment });
}
