import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import { expect, test, vi } from "vitest";
import { contactSubmissions } from "@/server/db/schema/site";
import type { Mailer } from "@/server/lib/mailer/mailer";
import { listMails, readLatestMail } from "../../../../tests/fixtures/mail";
import { createTestApp, TEST_APP_URL } from "../../../../tests/fixtures/test-app";

const INBOX = "team@preppilot.example";

const message = {
  name: "Grace Hopper",
  email: "grace@example.com",
  company: "Navy",
  subject: "Team plans for 40 engineers",
  message: "Do you offer team plans? We would need 40 seats.",
  inquiryType: "sales",
};

function postContact(target: { request: (path: string, init: RequestInit) => Response | Promise<Response> }) {
  return target.request("/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_APP_URL },
    body: JSON.stringify(message),
  });
}

test("with CONTACT_INBOX a message is mailed to the team, reply-to the sender, and the sender gets a confirmation", async () => {
  const { app, mailDir } = await createTestApp({ contactInbox: INBOX });
  expect((await postContact(app)).status).toBe(201);

  const forwarded = await readLatestMail(mailDir, { to: INBOX });
  expect(forwarded.subject).toBe("[PrepPilot contact · Sales] Team plans for 40 engineers");
  expect(forwarded.text).toContain("From: Grace Hopper <grace@example.com>");
  expect(forwarded.text).toContain("Company: Navy");
  expect(forwarded.text).toContain("Do you offer team plans? We would need 40 seats.");
  expect(forwarded.replyTo).toBe("grace@example.com");

  const confirmation = await readLatestMail(mailDir, { to: "grace@example.com" });
  expect(confirmation.subject).toBe("We received your message - PrepPilot");
  expect(confirmation.text).toContain("within 24 hours");
  // Nothing the visitor typed goes back out: the form cannot mail a stranger words of its choosing.
  for (const typed of [message.name, message.subject, message.message]) expect(confirmation.text).not.toContain(typed);
});

test("without CONTACT_INBOX only the sender's confirmation is mailed", async () => {
  const { app, mailDir } = await createTestApp();
  expect((await postContact(app)).status).toBe(201);
  await readLatestMail(mailDir, { to: "grace@example.com" });
  expect(listMails(mailDir).map((mail) => mail.to)).toEqual(["grace@example.com"]);
});

test("a mailer that fails loses no message and fails no request: the message is stored and the failure logged", async () => {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: "error" },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    }),
  );
  const failingMailer: Mailer = {
    send: async () => {
      throw new Error("SMTP server unreachable");
    },
  };
  const { app, db } = await createTestApp({ contactInbox: INBOX, mailer: failingMailer, logger });
  const response = await postContact(app);
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
  expect(row).toMatchObject({ email: "grace@example.com", inquiryType: "sales" });

  await vi.waitFor(() => expect(lines).toHaveLength(2));
  expect(lines.map((line) => [line.msg, line.mail, line.contactSubmissionId])).toEqual([
    ["could not send a contact mail", "inbox", id],
    ["could not send a contact mail", "confirmation", id],
  ]);
});
