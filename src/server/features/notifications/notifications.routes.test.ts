import { expect, test } from "vitest";
import { notificationPreferences } from "@/server/db/schema/notifications";
import { signUpUser } from "../../../../tests/fixtures/auth";
import { createTestApp, TEST_APP_URL } from "../../../../tests/fixtures/test-app";

const { app, db } = await createTestApp();

function putPreferences(cookie: string, body: unknown) {
  return app.request("/api/notifications/preferences", {
    method: "PUT",
    headers: { cookie, origin: TEST_APP_URL, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function getPreferences(cookie: string) {
  const response = await app.request("/api/notifications/preferences", { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()).preferences;
}

test("a user who never saved gets the product's defaults, without a row being written", async () => {
  const { cookie } = await signUpUser(app);
  expect(await getPreferences(cookie)).toEqual({
    email: true,
    push: true,
    practice: true,
    interviews: true,
    achievements: false,
  });
  expect(await db.$count(notificationPreferences)).toBe(0);
});

test("saved toggles are stored and read back; saving again replaces them", async () => {
  const { cookie } = await signUpUser(app);
  const first = { email: false, push: true, practice: false, interviews: true, achievements: true };
  const response = await putPreferences(cookie, first);
  expect(response.status).toBe(200);
  expect((await response.json()).preferences).toEqual(first);
  expect(await getPreferences(cookie)).toEqual(first);

  const second = { ...first, email: true, achievements: false };
  await putPreferences(cookie, second);
  expect(await getPreferences(cookie)).toEqual(second);
});

test("all five booleans are required; anything else is refused and changes nothing", async () => {
  const { cookie } = await signUpUser(app);
  const valid = { email: false, push: false, practice: false, interviews: false, achievements: false };
  for (const body of [{ email: false }, { ...valid, push: "yes" }, { ...valid, sms: true }]) {
    const response = await putPreferences(cookie, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
  }
  expect((await getPreferences(cookie)).email).toBe(true);
});
