import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { createAdminApp } from "@/server/features/admin";
import { createLogger } from "@/server/lib/logger";
import { createTestApp, TEST_APP_URL } from "../../../tests/fixtures/test-app";
import { parseAdminArgs } from "./admin-args";
import { formatMessages, formatMessagesCsv, formatSubscribersCsv, runInboxCommand } from "./admin-inbox";

const { app, db } = await createTestApp();
// The admin API the running server serves on its socket (admin-socket.ts), in-process.
const adminApp = createAdminApp({ db, clock: () => new Date(), logger: createLogger("silent") });

const post = (path: string, body: unknown) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_APP_URL },
    body: JSON.stringify(body),
  });

const grace = {
  name: "Grace Hopper",
  email: "grace@example.com",
  company: "Navy, Inc.",
  subject: 'Team plans, "40 seats"',
  message: "Do you offer team plans?\nWe need 40 seats.",
  inquiryType: "sales",
};
const eve = { name: "Eve", email: "eve@example.com", subject: '=HYPERLINK("http://x")', message: "@SUM(1)" };

expect((await post("/api/contact", grace)).status).toBe(201);
expect((await post("/api/contact", eve)).status).toBe(201);
for (const email of ["ada@example.com", "alan@example.com"])
  expect((await post("/api/newsletter", { email })).status).toBe(201);

test("reads messages and subscribers with --csv to the terminal or a file", () => {
  expect(parseAdminArgs(["messages"])).toEqual({ name: "messages" });
  expect(parseAdminArgs(["subscribers", "--csv"])).toEqual({ name: "subscribers", csv: { file: undefined } });
  expect(parseAdminArgs(["messages", "--csv", "-"])).toEqual({ name: "messages", csv: { file: undefined } });
  expect(parseAdminArgs(["messages", "--csv", "out.csv"])).toEqual({ name: "messages", csv: { file: "out.csv" } });
  expect(parseAdminArgs(["subscribers", "--csv=list.csv"])).toEqual({ name: "subscribers", csv: { file: "list.csv" } });
  expect(() => parseAdminArgs(["messages", "--json"])).toThrow(
    'Unknown option "--json": the only option is --csv [file]',
  );
  expect(() => parseAdminArgs(["messages", "--csv", "a.csv", "b.csv"])).toThrow('Unexpected argument "b.csv"');
});

test("the admin API lists every contact message and subscriber, oldest first", async () => {
  const messages = (await (await adminApp.request("/messages")).json()).messages;
  expect(messages).toMatchObject([
    { name: "Grace Hopper", email: "grace@example.com", company: "Navy, Inc.", inquiryType: "sales" },
    { name: "Eve", email: "eve@example.com", company: null, inquiryType: "general" },
  ]);
  expect(messages[0].receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  const subscribers = (await (await adminApp.request("/subscribers")).json()).subscribers;
  expect(subscribers.map((s: { email: string }) => s.email)).toEqual(["ada@example.com", "alan@example.com"]);
});

test("messages list in the terminal with who, when, what about and the text", async () => {
  const messages = (await (await adminApp.request("/messages")).json()).messages;
  const lines = formatMessages(messages).split("\n");
  expect(lines[0]).toMatch(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC {2}Grace Hopper <grace@example\.com> \(Navy, Inc\.\) {2}\[sales\]$/,
  );
  expect(lines.slice(1, 4)).toEqual([
    '  Subject: Team plans, "40 seats"',
    "    Do you offer team plans?",
    "    We need 40 seats.",
  ]);
  expect(formatMessages([])).toBe("No contact messages yet.");
});

test("the CSV quotes commas, quotes and line breaks, and defuses spreadsheet formulas", async () => {
  const messages = (await (await adminApp.request("/messages")).json()).messages;
  const rows = formatMessagesCsv(messages).split("\r\n");
  expect(rows[0]).toBe("received_at,name,email,company,inquiry_type,subject,message");
  expect(rows[1]).toMatch(
    /^[^,]+,Grace Hopper,grace@example\.com,"Navy, Inc\.",sales,"Team plans, ""40 seats""","Do you offer team plans\?\nWe need 40 seats\."$/,
  );
  expect(rows[2]).toMatch(/^[^,]+,Eve,eve@example\.com,,general,"'=HYPERLINK\(""http:\/\/x""\)",'@SUM\(1\)$/);
  expect(rows.at(-1)).toBe("");
  expect(formatSubscribersCsv([{ email: "a@b.co", subscribedAt: "2025-01-01T00:00:00.000Z" }])).toBe(
    "email,subscribed_at\r\na@b.co,2025-01-01T00:00:00.000Z\r\n",
  );
});

test("--csv <file> writes an export only its owner can read, and says how many rows", async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-export-")), "subscribers.csv");
  const lists = {
    listMessages: async () => (await (await adminApp.request("/messages")).json()).messages,
    listSubscribers: async () => (await (await adminApp.request("/subscribers")).json()).subscribers,
  };
  expect(await runInboxCommand({ name: "subscribers", csv: { file } }, lists)).toBe(`Wrote 2 subscribers to ${file}`);
  expect(fs.readFileSync(file, "utf8").split("\r\n").slice(0, 2)).toEqual([
    "email,subscribed_at",
    expect.stringMatching(/^ada@example\.com,\d{4}-/),
  ]);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(await runInboxCommand({ name: "subscribers" }, lists)).toMatch(/^EMAIL +SUBSCRIBED\nada@example\.com +\d{4}-/);
});
