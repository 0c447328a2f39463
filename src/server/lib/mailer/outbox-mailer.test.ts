import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { expect, test } from "vitest";
import { listMails, readLatestMail } from "../../../../tests/fixtures/mail";
import { createMailer } from "./create-mailer";
import { createOutboxMailer } from "./outbox-mailer";

function createRecordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

test("each mail becomes an .eml file, and in development the log names the file and every link in it", async () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-outbox-")), "mail");
  const { logger, lines } = createRecordingLogger();
  const mailer = createOutboxMailer({ dir, from: "PrepPilot <no-reply@localhost>", logger, logLinks: true });

  await mailer.send({
    to: "ada@example.com",
    subject: "Confirm your email for PrepPilot ✓",
    text: "Hi Ada,\n\nConfirm: http://localhost:3000/api/auth/verify-email?token=t1&callbackURL=/dashboard\n",
    html: "<p>Hi Ada</p>",
  });

  const mail = await readLatestMail(dir, { to: "ada@example.com" });
  expect(mail.subject).toBe("Confirm your email for PrepPilot ✓");
  expect(mail.text).toContain("Hi Ada,\n\nConfirm: http://localhost:3000/api/auth/verify-email?token=t1");
  expect(mail.html).toBe("<p>Hi Ada</p>");
  expect(fs.readFileSync(mail.file, "utf8")).toMatch(
    /^From: PrepPilot <no-reply@localhost>\r\nTo: ada@example.com\r\n/,
  );
  expect(lines.at(-1)).toMatchObject({
    msg: `mail written to ${mail.file}`,
    file: mail.file,
    links: ["http://localhost:3000/api/auth/verify-email?token=t1&callbackURL=/dashboard"],
  });
});

test("mails list in the order they were sent, and a recipient that is more than one address is refused", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-outbox-"));
  const mailer = createOutboxMailer({ dir, from: "PrepPilot <no-reply@localhost>", logger: pino({ level: "silent" }) });
  for (const n of [1, 2, 3]) await mailer.send({ to: "grace@example.com", subject: `Mail ${n}`, text: `Body ${n}` });
  for (const to of [
    "eve@example.com\r\nBcc: everyone@example.com",
    "eve@example.com, everyone@example.com",
    "Eve <e@x.io>",
  ]) {
    await expect(mailer.send({ to, subject: "Hi", text: "Text only" })).rejects.toThrow("not a single email address");
  }
  expect(listMails(dir).map((mail) => mail.subject)).toEqual(["Mail 1", "Mail 2", "Mail 3"]);
});

test("outside development the log names the mail's file but never its links: a reset token stays out of the log", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-outbox-"));
  const { logger, lines } = createRecordingLogger();
  const mailer = createMailer({
    smtpUrl: undefined,
    from: "PrepPilot <no-reply@localhost>",
    outboxDir: dir,
    logger,
    isDevelopment: false,
  });
  await mailer.send({
    to: "ada@example.com",
    subject: "Reset your PrepPilot password",
    text: "Choose a new password: https://preppilot.example.com/reset-password?token=secret-reset-token-123\n",
  });

  const mail = await readLatestMail(dir, { to: "ada@example.com" });
  expect(mail.text).toContain("token=secret-reset-token-123");
  expect(lines.at(-1)).toMatchObject({ msg: `mail written to ${mail.file}`, file: mail.file, to: "ada@example.com" });
  const logged = JSON.stringify(lines);
  expect(logged).not.toContain("secret-reset-token-123");
  expect(logged).not.toContain("/reset-password");
});

test("an outbox file is valid MIME: 7-bit, CRLF lines of at most 78 characters, encoded parts that decode back", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-outbox-"));
  const mailer = createOutboxMailer({ dir, from: "PrepPilot <no-reply@localhost>", logger: pino({ level: "silent" }) });
  const longLine = `Résumé tips – ${"a very long line without a break ".repeat(40)}`;
  const text = `Hi Zoë,\n\n${longLine}\nhttps://preppilot.example.com/reset-password?token=abc=def\n`;
  await mailer.send({ to: "zoe@example.com", subject: "Ihr Passwort – zurücksetzen ✓", text, html: "<p>Grüße</p>" });

  const mail = await readLatestMail(dir, { to: "zoe@example.com" });
  expect(mail).toMatchObject({ subject: "Ihr Passwort – zurücksetzen ✓", text, html: "<p>Grüße</p>" });
  const raw = fs.readFileSync(mail.file);
  expect(raw.every((byte) => byte < 0x80)).toBe(true);
  const lines = raw.toString("ascii").split("\r\n");
  expect(lines.filter((line) => line.includes("\n") || line.includes("\r"))).toEqual([]);
  expect(lines.filter((line) => line.length > 78)).toEqual([]);
  expect(raw.toString("ascii")).toMatch(/^Content-Transfer-Encoding: (quoted-printable|base64)\r$/m);
});

test("the outbox folder and its mails are the server user's alone: 0700 and 0600", async () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-outbox-")), "mail");
  const mailer = createOutboxMailer({ dir, from: "PrepPilot <no-reply@localhost>", logger: pino({ level: "silent" }) });
  await mailer.send({ to: "ada@example.com", subject: "Reset", text: "https://x.example/reset-password?token=t" });
  const mail = await readLatestMail(dir, { to: "ada@example.com" });
  expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  expect(fs.statSync(mail.file).mode & 0o777).toBe(0o600);
});
