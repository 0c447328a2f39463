import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { workspacePreferences } from "@/server/db/schema/preferences";
import { setInstallSettings } from "@/server/lib/install-settings";
import { signUpUser } from "../../../../tests/fixtures/auth";
import { createTestApp, TEST_APP_URL } from "../../../../tests/fixtures/test-app";

// The dashboard's notice on connecting a model: shown to each account until it dismisses it, never
// with a model configured; dismissing it writes only its own column of workspace_preferences.

let now = new Date("2026-11-27T12:00:00.000Z");
const { app, db } = await createTestApp({ clock: () => now });

const getSetup = async (cookie: string) => {
  const response = await app.request("/api/ai-setup", { headers: { cookie } });
  expect(response.status).toBe(200);
  return response.json();
};
const dismiss = (cookie: string) =>
  app.request("/api/ai-setup/notice/dismiss", { method: "POST", headers: { cookie, origin: TEST_APP_URL } });

test("without a model the notice shows until dismissed, then stays dismissed; others still see theirs", async () => {
  const { cookie, user } = await signUpUser(app);
  const other = await signUpUser(app);
  expect(await getSetup(cookie)).toEqual({ hasAiProvider: false, isNoticeShown: true });

  const response = await dismiss(cookie);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ hasAiProvider: false, isNoticeShown: false });
  expect(await getSetup(cookie)).toEqual({ hasAiProvider: false, isNoticeShown: false });
  expect(await getSetup(other.cookie)).toEqual({ hasAiProvider: false, isNoticeShown: true });

  // A second dismissal keeps the first date.
  const firstDate = now;
  now = new Date(now.getTime() + 60_000);
  expect((await dismiss(cookie)).status).toBe(200);
  const [row] = await db.select().from(workspacePreferences).where(eq(workspacePreferences.userId, user.id));
  expect(row?.aiNoticeDismissedAt).toEqual(firstDate);
});

test("dismissing keeps the user's other preferences of the same row", async () => {
  const { cookie, user } = await signUpUser(app);
  await db.insert(workspacePreferences).values({ userId: user.id, hideProblemLabels: true });
  expect((await dismiss(cookie)).status).toBe(200);
  const [row] = await db.select().from(workspacePreferences).where(eq(workspacePreferences.userId, user.id));
  expect(row).toMatchObject({ hideProblemLabels: true, aiNoticeDismissedAt: now });
});

test("with a model configured there is nothing to connect: no notice", async () => {
  const { cookie } = await signUpUser(app);
  setInstallSettings({ fullAccess: false, hasAiProvider: true });
  try {
    expect(await getSetup(cookie)).toEqual({ hasAiProvider: true, isNoticeShown: false });
  } finally {
    setInstallSettings({ fullAccess: false, hasAiProvider: false });
  }
});

test("both routes need a session", async () => {
  expect((await app.request("/api/ai-setup")).status).toBe(401);
  expect(
    (await app.request("/api/ai-setup/notice/dismiss", { method: "POST", headers: { origin: TEST_APP_URL } })).status,
  ).toBe(401);
});
