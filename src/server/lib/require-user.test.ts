import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import sharp from "sharp";
import { expect, test } from "vitest";
import { schema } from "@/server/db/schema";
import { recordActivity } from "@/server/lib/activity-log";
import { signUpUser } from "../../../tests/fixtures/auth";
import { createTestApp, TEST_APP_URL } from "../../../tests/fixtures/test-app";

// Every workspace endpoint: 401 without a session, and never another user's rows.

const { app, db } = await createTestApp();

const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "teal" } })
  .png()
  .toBuffer();
const profileBody = { fullName: "Somebody", phone: "1", location: "Somewhere", bio: "Bio" };
const preferencesBody = { email: false, push: false, practice: false, interviews: false, achievements: true };

type Call = { method: string; path: string; body?: unknown; form?: boolean };

const CALLS = {
  getSubscription: { method: "GET", path: "/api/subscription" },
  getProfile: { method: "GET", path: "/api/profile" },
  updateProfile: { method: "PUT", path: "/api/profile", body: profileBody },
  uploadAvatar: { method: "POST", path: "/api/profile/avatar", form: true },
  deleteAvatar: { method: "DELETE", path: "/api/profile/avatar" },
  getInitials: { method: "GET", path: "/api/avatars/initials?name=Ada" },
  getAvatar: { method: "GET", path: "/api/avatars/some-user-id?v=1" },
  getRecentActivity: { method: "GET", path: "/api/activity" },
  getAnalytics: { method: "GET", path: "/api/analytics?tz=UTC" },
  getPreferences: { method: "GET", path: "/api/notifications/preferences" },
  updatePreferences: { method: "PUT", path: "/api/notifications/preferences", body: preferencesBody },
  exportData: { method: "GET", path: "/api/privacy/export" },
  deleteAccount: { method: "DELETE", path: "/api/privacy/account", body: { confirmation: "DELETE" } },
} satisfies Record<string, Call>;

function call({ method, path, body, form }: Call, cookie = "") {
  const headers: Record<string, string> = { origin: TEST_APP_URL, cookie };
  let payload: BodyInit | undefined;
  if (form) {
    const data = new FormData();
    data.append("file", new File([png], "me.png", { type: "image/png" }));
    payload = data;
  } else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  return app.request(path, { method, headers, body: payload });
}

/** Every row of every table that mentions the user's id, as text. */
async function snapshotRowsOf(userId: string): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const rows = (await db.select().from(table))
      .map((row) => JSON.stringify(row))
      .filter((row) => row.includes(userId));
    if (rows.length > 0) snapshot[getTableName(table)] = rows.sort();
  }
  return snapshot;
}

test("every endpoint answers 401 JSON without a session or with a forged one", async () => {
  for (const endpoint of Object.values(CALLS) as Call[]) {
    for (const cookie of ["", "better-auth.session_token=forged.value"]) {
      const response = await call(endpoint, cookie);
      expect(response.status, `${endpoint.method} ${endpoint.path}`).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: "UNAUTHORIZED", message: "Please sign in to continue." },
      });
    }
  }
});

test("user A's calls read and change only A's rows; B's rows stay exactly as they were", async () => {
  const a = await signUpUser(app, { name: "Ada Lovelace" });
  const b = await signUpUser(app, { name: "Grace Hopper" });
  // B has something in every table a workspace endpoint touches.
  expect((await call(CALLS.updateProfile, b.cookie)).status).toBe(200);
  expect((await call(CALLS.uploadAvatar, b.cookie)).status).toBe(201);
  expect((await call(CALLS.updatePreferences, b.cookie)).status).toBe(200);
  await recordActivity({ db, userId: b.user.id, kind: "problem_solved", subjectId: "b-problem", at: new Date() });
  const before = await snapshotRowsOf(b.user.id);
  expect(Object.keys(before).sort()).toEqual(
    expect.arrayContaining([
      "activity_events",
      "notification_preferences",
      "subscriptions",
      "user_avatars",
      "user_profiles",
    ]),
  );

  const read = async (path: string) => {
    const response = await call({ method: "GET", path }, a.cookie);
    expect(response.status, path).toBe(200);
    return response.json();
  };
  expect((await read("/api/subscription")).subscription.userId).toBe(a.user.id);
  expect((await read("/api/profile")).profile.id).toBe(a.user.id);
  // An id in the body is ignored: the session decides whose profile changes.
  const saved = await call(
    { method: "PUT", path: "/api/profile", body: { ...profileBody, id: b.user.id, userId: b.user.id } },
    a.cookie,
  );
  expect((await saved.json()).profile.id).toBe(a.user.id);
  expect((await call(CALLS.uploadAvatar, a.cookie)).status).toBe(201);
  expect((await call({ method: "GET", path: `/api/avatars/${b.user.id}?v=1` }, a.cookie)).status).toBe(404);
  expect((await call(CALLS.deleteAvatar, a.cookie)).status).toBe(204);
  const recent = await read("/api/activity?limit=50");
  expect(recent.events.map((event: { userId: string }) => event.userId)).toEqual([a.user.id]);
  expect((await read("/api/analytics?tz=UTC")).problemsSolved).toBe(0);
  expect((await call(CALLS.updatePreferences, a.cookie)).status).toBe(200);
  const exported = JSON.stringify(await read("/api/privacy/export"));
  expect(exported).toContain(a.user.id);
  expect(exported).not.toContain(b.user.id);
  expect(exported).not.toContain(b.user.email);
  expect((await call(CALLS.deleteAccount, a.cookie)).status).toBe(200);

  expect(await snapshotRowsOf(b.user.id)).toEqual(before);
  expect((await call({ method: "GET", path: "/api/profile" }, b.cookie)).status).toBe(200);
});
