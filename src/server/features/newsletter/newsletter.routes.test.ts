import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { newsletterSubscriptions } from "@/server/db/schema/site";
import { createTestApp, TEST_APP_URL } from "../../../../tests/fixtures/test-app";

const { app, db } = await createTestApp();

function postNewsletter(target: typeof app, body: unknown) {
  return target.request("/api/newsletter", {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_APP_URL },
    body: JSON.stringify(body),
  });
}

test("subscribes a valid address", async () => {
  const response = await postNewsletter(app, { email: "ada@example.com" });
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({ subscribed: true });
});

test("stores the address trimmed and lower-cased", async () => {
  const response = await postNewsletter(app, { email: "  Grace.Hopper@Example.COM \t" });
  expect(response.status).toBe(201);
  const rows = await db
    .select({ email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, "grace.hopper@example.com"));
  expect(rows).toEqual([{ email: "grace.hopper@example.com" }]);
});

test("a second subscription of the same address, in any case, is a 409 with the product's message", async () => {
  expect((await postNewsletter(app, { email: "linus@example.com" })).status).toBe(201);
  const response = await postNewsletter(app, { email: " LINUS@example.com" });
  expect(response.status).toBe(409);
  expect(await response.json()).toEqual({
    error: { code: "DUPLICATE", message: "You're already subscribed to our newsletter!" },
  });
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, "linus@example.com"));
  expect(rows).toHaveLength(1);
});

test("refuses a malformed address with a clear message and stores nothing", async () => {
  const response = await postNewsletter(app, { email: "not-an-email" });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: {
      code: "VALIDATION_FAILED",
      message: "Please enter a valid email address",
      issues: [{ path: ["email"], message: "Please enter a valid email address" }],
    },
  });
  const rows = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, "not-an-email"));
  expect(rows).toEqual([]);
});

test("refuses a whitespace-only or missing address as required", async () => {
  for (const body of [{ email: "   " }, {}]) {
    const response = await postNewsletter(app, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
  }
  const whitespace = await postNewsletter(app, { email: " \t " });
  expect(await whitespace.json()).toMatchObject({ error: { message: "Email is required" } });
});

test("refuses an address longer than 254 characters", async () => {
  const response = await postNewsletter(app, { email: `${"a".repeat(250)}@example.com` });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ error: { message: "Email must be at most 254 characters" } });
});

test("answers 429 with the rate-limit message after 10 requests a minute from one client", async () => {
  const { app: limitedApp } = await createTestApp({ rateLimits: true });
  for (let index = 0; index < 10; index++) {
    const response = await postNewsletter(limitedApp, { email: `reader${index}@example.com` });
    expect(response.status).toBe(201);
  }
  const refused = await postNewsletter(limitedApp, { email: "reader10@example.com" });
  expect(refused.status).toBe(429);
  expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  expect(await refused.json()).toEqual({
    error: { code: "RATE_LIMITED", message: "Too many requests. Please wait a minute and try again." },
  });
});
