import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { workspacePreferences } from "@/server/db/schema/preferences";
import { signUpUser } from "../../../../tests/fixtures/auth";
import { createTestApp, TEST_APP_URL } from "../../../../tests/fixtures/test-app";

const { app, db } = await createTestApp();

function putPreferences(cookie: string, body: unknown) {
  return app.request("/api/preferences", {
    method: "PUT",
    headers: { cookie, origin: TEST_APP_URL, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function getPreferences(cookie: string) {
  const response = await app.request("/api/preferences", { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()).preferences;
}

test("a user who never saved sees the labels, and no row is written by reading", async () => {
  const { cookie } = await signUpUser(app);
  expect(await getPreferences(cookie)).toEqual({ hideProblemLabels: false });
  expect(await db.$count(workspacePreferences)).toBe(0);
});

test("hiding the labels is stored for that user only and can be turned off again", async () => {
  const ada = await signUpUser(app);
  const grace = await signUpUser(app);
  const response = await putPreferences(ada.cookie, { hideProblemLabels: true });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ preferences: { hideProblemLabels: true } });
  expect(await getPreferences(ada.cookie)).toEqual({ hideProblemLabels: true });
  expect(await getPreferences(grace.cookie)).toEqual({ hideProblemLabels: false });

  await putPreferences(ada.cookie, { hideProblemLabels: false });
  expect(await getPreferences(ada.cookie)).toEqual({ hideProblemLabels: false });
});

test("saving keeps the row's other settings (when the AI notice was dismissed)", async () => {
  const { cookie, user } = await signUpUser(app);
  const dismissedAt = new Date("2026-01-02T03:04:05Z");
  await db.insert(workspacePreferences).values({ userId: user.id, aiNoticeDismissedAt: dismissedAt });
  expect((await putPreferences(cookie, { hideProblemLabels: true })).status).toBe(200);
  const [row] = await db.select().from(workspacePreferences).where(eq(workspacePreferences.userId, user.id));
  expect(row).toMatchObject({ hideProblemLabels: true, aiNoticeDismissedAt: dismissedAt });
});

test("anything but a boolean, a missing field or an unknown one is refused with 400 and changes nothing", async () => {
  const { cookie } = await signUpUser(app);
  await putPreferences(cookie, { hideProblemLabels: true });
  for (const body of [
    {},
    { hideProblemLabels: "yes" },
    { hideProblemLabels: null },
    { hideProblemLabels: false, x: 1 },
  ]) {
    const response = await putPreferences(cookie, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "VALIDATION_FAILED", message: expect.any(String) } });
  }
  const typeError = await (await putPreferences(cookie, { hideProblemLabels: "yes" })).json();
  expect(typeError.error.message).toBe("Hide problem labels must be true or false");
  expect(await getPreferences(cookie)).toEqual({ hideProblemLabels: true });
});

test("without a session both routes answer 401 and nothing is written", async () => {
  const rows = await db.$count(workspacePreferences);
  const read = await app.request("/api/preferences");
  expect(read.status).toBe(401);
  expect(await read.json()).toMatchObject({ error: { code: "UNAUTHORIZED" } });
  expect((await putPreferences("", { hideProblemLabels: true })).status).toBe(401);
  expect(await db.$count(workspacePreferences)).toBe(rows);
});
