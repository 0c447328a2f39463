import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "@/server/lib/logger";
import { ensurePrivateDir } from "@/server/lib/private-dir";
import { checkRecipient, findLinks, type Mailer } from "./mailer";

type OutboxMailerOptions = {
  /** Folder the .eml files go to (DATA_DIR/mail). */
  dir: string;
  from: string;
  logger: Logger;
  /**
   * Development only: also log every link in the mail, so a confirmation or reset link is one click
   * away. Elsewhere the log names the file and never a link: a reset link is a password.
   */
  logLinks?: boolean;
};

// Files sort by name in the order they were written, even within one millisecond.
let sequence = 0;

/**
 * Mail without an SMTP server: each message becomes an .eml file (any mail client opens it) and the
 * log names the file (and in development every link in it), so sign-up and password reset work on a
 * laptop. Nodemailer composes the file exactly as it would send it over SMTP: encoded headers, 7-bit
 * quoted-printable or base64 bodies with short lines, CRLF line ends. The folder and its files are
 * the server user's alone (0700, 0600): they hold sign-in links.
 */
export function createOutboxMailer({ dir, from, logger, logLinks = false }: OutboxMailerOptions): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(message) {
      checkRecipient(message.to);
      const { message: eml } = await composer.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
      });
      ensurePrivateDir(dir);
      sequence = (sequence + 1) % 1_000_000;
      const name = `${Date.now()}-${String(sequence).padStart(6, "0")}-${crypto.randomBytes(4).toString("hex")}.eml`;
      const file = path.join(dir, name);
      await fs.writeFile(file, eml, { mode: 0o600 });
      const where = { to: message.to, subject: message.subject, file };
      logger.info(logLinks ? { ...where, links: findLinks(message.text) } : where, `mail written to ${file}`);
    },
  };
}
