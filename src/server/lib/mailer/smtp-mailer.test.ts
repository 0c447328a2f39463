import { afterAll, expect, test } from "vitest";
import { startSmtpStandIn } from "../../../../tests/fixtures/smtp-stand-in";
import { createSmtpMailer } from "./smtp-mailer";

const smtp = await startSmtpStandIn();
afterAll(() => smtp.close());

test("a message goes out over SMTP with the sender, recipient, subject, text and HTML", async () => {
  const mailer = createSmtpMailer({ url: smtp.url, from: "PrepPilot <no-reply@preppilot.test>" });
  await mailer.send({
    to: "ada@example.com",
    subject: "Reset your PrepPilot password",
    text: "Choose a new password: http://localhost:3000/reset-password?token=abc",
    html: "<p>Choose a new password</p>",
  });

  expect(smtp.received).toHaveLength(1);
  const [mail] = smtp.received;
  expect(mail?.from).toBe("no-reply@preppilot.test");
  expect(mail?.to).toEqual(["ada@example.com"]);
  expect(mail?.data).toContain("Subject: Reset your PrepPilot password");
  expect(mail?.data).toContain("From: PrepPilot <no-reply@preppilot.test>");
  expect(mail?.data).toMatch(/Content-Type: text\/html/);
  expect(mail?.data).toContain("Choose a new password: http://localhost:3000/reset-password?token=abc");
});

test("a recipient that nodemailer would read as several addresses is refused before anything is sent", async () => {
  const mailer = createSmtpMailer({ url: smtp.url, from: "PrepPilot <no-reply@preppilot.test>" });
  const before = smtp.received.length;
  await expect(
    mailer.send({ to: "eve@example.com\r\nBcc: everyone@example.com", subject: "Hi", text: "Hi" }),
  ).rejects.toThrow("not a single email address");
  expect(smtp.received).toHaveLength(before);
});

test("a refused connection rejects, so the caller can log the failure", async () => {
  const mailer = createSmtpMailer({ url: "smtp://127.0.0.1:1", from: "PrepPilot <no-reply@preppilot.test>" });
  await expect(mailer.send({ to: "ada@example.com", subject: "Hello", text: "Hi" })).rejects.toThrow();
});
