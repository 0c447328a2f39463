import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Logger } from "@/server/lib/logger";
import { findLinks, type Mailer, type MailMessage } from "./mailer";

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
 * laptop.
 */
export function createOutboxMailer({ dir, from, logger, logLinks = false }: OutboxMailerOptions): Mailer {
  return {
    async send(message) {
      await fs.mkdir(dir, { recursive: true });
      sequence = (sequence + 1) % 1_000_000;
      const name = `${Date.now()}-${String(sequence).padStart(6, "0")}-${crypto.randomBytes(4).toString("hex")}.eml`;
      const file = path.join(dir, name);
      await fs.writeFile(file, formatEml(message, from), { mode: 0o600 });
      const where = { to: message.to, subject: message.subject, file };
      logger.info(logLinks ? { ...where, links: findLinks(message.text) } : where, `mail written to ${file}`);
    },
  };
}

/** An RFC 5322 message with a text part and, when given, an HTML alternative. */
export function formatEml({ to, subject, text, html }: MailMessage, from: string): string {
  const boundary = `preppilot-${crypto.randomBytes(12).toString("hex")}`;
  const headers = [
    `From: ${singleLine(from)}`,
    `To: ${singleLine(to)}`,
    `Subject: ${encodeHeader(singleLine(subject))}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${crypto.randomUUID()}@preppilot.local>`,
    "MIME-Version: 1.0",
  ];
  const contentHeaders = (type: string) => [`Content-Type: ${type}; charset=utf-8`, "Content-Transfer-Encoding: 8bit"];
  const lines = html
    ? [
        ...headers,
        `Content-Type: multipart/alternative; boundary="${boundary}"`,
        "",
        `--${boundary}`,
        ...contentHeaders("text/plain"),
        "",
        crlf(text),
        `--${boundary}`,
        ...contentHeaders("text/html"),
        "",
        crlf(html),
        `--${boundary}--`,
      ]
    : [...headers, ...contentHeaders("text/plain"), "", crlf(text)];
  return `${lines.join("\r\n")}\r\n`;
}

// A line break in a header would let a value add headers of its own.
function singleLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ");
}

function crlf(body: string): string {
  return body.replace(/\r?\n/g, "\r\n");
}

function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString("base64")}?=`;
}
