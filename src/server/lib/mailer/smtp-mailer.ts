import nodemailer from "nodemailer";
import { checkRecipient, type Mailer } from "./mailer";

type SmtpMailerOptions = {
  /** smtp://user:password@host:587 or smtps://…:465, as nodemailer reads it. */
  url: string;
  from: string;
};

/** Sends mail through an SMTP server (SMTP_URL). */
export function createSmtpMailer({ url, from }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ to, subject, text, html, replyTo }) {
      checkRecipient(to);
      await transport.sendMail({ from, to, subject, text, html, replyTo });
    },
  };
}
