import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { contactSubmissions } from "@/server/db/schema/site";
import { createTestApp, TEST_APP_URL } from "../../../../tests/fixtures/test-app";

const { app, db } = await createTestApp();

const valid = {
  name: "Grace Hopper",
  email: "grace@example.com",
  subject: "Team plans",
  message: "Do you offer team plans?",
};

function postContact(target: typeof app, body: unknown) {
  return target.request("/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_APP_URL },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

test("stores a valid message trimmed, with the email lower-cased and a blank company as null", async () => {
  const response = await postContact(app, {
    name: "  Grace Hopper ",
    email: " Grace@Example.COM ",
    company: "   ",
    subject: " Team plans ",
    message: "  Do you offer team plans?  ",
    inquiryType: "billing",
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
  expect(row).toMatchObject({
    name: "Grace Hopper",
    email: "grace@example.com",
    company: null,
    subject: "Team plans",
    message: "Do you offer team plans?",
    inquiryType: "billing",
  });
});

test("keeps a given company and defaults the inquiry type to general", async () => {
  const response = await postContact(app, { ...valid, company: " Navy " });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
  expect(row).toMatchObject({ company: "Navy", inquiryType: "general" });
});

test("refuses a message missing any required field, naming the field", async () => {
  const cases = [
    ["name", "Name is required"],
    ["email", "Email is required"],
    ["subject", "Subject is required"],
    ["message", "Message is required"],
  ] as const;
  for (const [field, message] of cases) {
    const response = await postContact(app, { ...valid, [field]: "   " });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "VALIDATION_FAILED", message, issues: [{ path: [field], message }] },
    });
    const { [field]: _omitted, ...withoutField } = valid;
    expect((await postContact(app, withoutField)).status).toBe(400);
  }
});

test("refuses a malformed email", async () => {
  const response = await postContact(app, { ...valid, email: "grace@example" });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({
    error: { code: "VALIDATION_FAILED", issues: [{ path: ["email"], message: "Please enter a valid email address" }] },
  });
});

test("refuses a message over 5000 characters, naming the field", async () => {
  const response = await postContact(app, { ...valid, message: "x".repeat(5001) });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({
    error: {
      code: "VALIDATION_FAILED",
      issues: [{ path: ["message"], message: "Message must be at most 5000 characters" }],
    },
  });
});

test("refuses a 1 MB body with a JSON 413 before reading it", async () => {
  const before = await db.$count(contactSubmissions);
  const response = await postContact(app, { ...valid, message: "x".repeat(1024 * 1024) });
  expect(response.status).toBe(413);
  expect(await response.json()).toMatchObject({ error: { code: "PAYLOAD_TOO_LARGE" } });
  expect(await db.$count(contactSubmissions)).toBe(before);
});

test("allows 10 messages a minute per client, then answers 429 with the product's message", async () => {
  const { app: limitedApp } = await createTestApp({ rateLimits: true });
  for (let attempt = 0; attempt < 10; attempt++) {
    expect((await postContact(limitedApp, valid)).status).toBe(201);
  }
  const refused = await postContact(limitedApp, valid);
  expect(refused.status).toBe(429);
  expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  expect(await refused.json()).toEqual({
    error: { code: "RATE_LIMITED", message: "Too many messages. Please wait a minute and try again." },
  });
});
