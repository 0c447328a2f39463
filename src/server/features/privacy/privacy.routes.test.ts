import { eq, getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { expect, test } from "vitest";
import { schema } from "@/server/db/schema";
import { account, session, user as users } from "@/server/db/schema/auth";
import { practiceProblems } from "@/server/db/schema/practice";
import { rateLimitCounters } from "@/server/db/schema/rate-limit";
import { recordActivity } from "@/server/lib/activity-log";
import { STAR_STORY } from "../../../../tests/fixtures/api-resources";
import { signUpUser } from "../../../../tests/fixtures/auth";
import { createTestApp, TEST_APP_URL } from "../../../../tests/fixtures/test-app";

const now = new Date("2025-03-10T12:00:00.000Z");
const EXPORTED_AT_TOP_LEVEL = [
  "account",
  "session",
  "two_factor",
  "subscriptions",
  "notification_preferences",
  "activity_events",
  "user_avatars",
];
const { app, db } = await createTestApp({ clock: () => now });

function post(path: string, body: unknown, cookie = "") {
  return app.request(path, {
    method: "POST",
    headers: { cookie, origin: TEST_APP_URL, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

function deleteAccount(cookie: string, body: unknown) {
  return app.request("/api/privacy/account", {
    method: "DELETE",
    headers: { cookie, origin: TEST_APP_URL, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/**
 * A user with a row in every kind of table: profile, trial, events, preferences, contact, newsletter, reset
 * token, a STAR story.
 */
async function signUpWithData(name: string) {
  const signedUp = await signUpUser(app, { name });
  const { user, cookie } = signedUp;
  await recordActivity({
    db,
    userId: user.id,
    kind: "problem_solved",
    subjectId: "p1",
    details: { score: 1 },
    at: now,
  });
  await app.request("/api/notifications/preferences", {
    method: "PUT",
    headers: { cookie, origin: TEST_APP_URL, "content-type": "application/json" },
    body: JSON.stringify({ email: false, push: false, practice: false, interviews: false, achievements: true }),
  });
  const message = { name, email: user.email.toUpperCase(), subject: "Hello", message: "A question" };
  expect((await post("/api/contact", message)).status).toBe(201);
  expect((await post("/api/newsletter", { email: user.email })).status).toBe(201);
  expect(
    (await post("/api/auth/request-password-reset", { email: user.email, redirectTo: "/reset-password" })).status,
  ).toBe(200);
  await db.insert(rateLimitCounters).values({ key: `ai:${user.id}`, windowStart: now, count: 1 });
  await solveSomething(user.id, cookie);
  expect((await post("/api/star-stories", STAR_STORY, cookie)).status).toBe(201);
  return signedUp;
}

const SOLUTION_TEXT = "function echo(value) { return value; /* reference */ }";

/** A problem with notes, a draft and a submission: the editor's tables hold the user's id too. */
async function solveSomething(userId: string, cookie: string) {
  const problemId = `problem_${now.getTime()}_${userId}`;
  await db.insert(practiceProblems).values({
    id: problemId,
    userId,
    title: "Echo",
    difficulty: "easy",
    topic: "arrays",
    company: [],
    description: "Return the value.",
    examples: [{ input: "value = 1", output: "1", explanation: "" }],
    constraints: [],
    hints: [],
    source: { kind: "ai", model: "gpt-4" },
    slug: null,
    createdAt: now,
    judge: {
      signature: { kind: "function", name: "echo", params: [{ name: "value", type: "int" }], returns: "int" },
      comparison: "exact",
      tests: Array.from({ length: 8 }, (_, index) => ({ input: [index], expected: index })),
      complexity: { time: "O(1)", space: "O(1)" },
      solutions: { javascript: SOLUTION_TEXT },
    },
  });
  const send = (method: string, path: string, body: unknown) =>
    app.request(`/api/practice/problems/${problemId}${path}`, {
      method,
      headers: { cookie, origin: TEST_APP_URL, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  expect((await send("PATCH", "/work", { notes: "My notes on echo" })).status).toBe(200);
  expect((await send("PUT", "/drafts/python", { code: "def echo(value): pass" })).status).toBe(200);
  const submission = { language: "javascript", code: "const echo = (v) => v;", verdict: "accepted" };
  expect((await send("POST", "/submissions", { ...submission, passed: 8, total: 8, runtimeMs: 3 })).status).toBe(201);
}

async function findMentions(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const text = JSON.stringify(await db.select().from(table)).toLowerCase();
    for (const needle of needles)
      if (text.includes(needle.toLowerCase())) found.push(`${getTableName(table)}: ${needle}`);
  }
  return found;
}

test("the export is a dated JSON download of the user's data, without secrets or other users' data", async () => {
  const ada = await signUpWithData("Ada Lovelace");
  const grace = await signUpWithData("Grace Hopper");
  const response = await app.request("/api/privacy/export", { headers: { cookie: ada.cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-disposition")).toBe('attachment; filename="preppilot-export-2025-03-10.json"');
  const text = await response.text();
  const data = JSON.parse(text);
  expect(data).toMatchObject({
    exportedAt: now.toISOString(),
    user: { id: ada.user.id, email: ada.user.email, name: "Ada Lovelace" },
    accounts: [{ providerId: "credential" }],
    profile: { id: ada.user.id, fullName: "Ada Lovelace" },
    subscription: { userId: ada.user.id, planType: "trial" },
    notificationPreferences: { achievements: true, email: false },
    avatar: null,
    contactMessages: [{ email: ada.user.email, subject: "Hello" }],
    newsletterSubscription: { email: ada.user.email },
  });
  // Every other table with a user_id (generated content…) is exported whole.
  const otherTables = Object.values(schema)
    .filter((table) => is(table, PgTable) && "userId" in getTableColumns(table))
    .map((table) => getTableName(table as PgTable))
    .filter((name) => !EXPORTED_AT_TOP_LEVEL.includes(name));
  expect(Object.keys(data.otherData).sort()).toEqual(otherTables.sort());
  expect(data.activityEvents.map((event: { kind: string }) => event.kind)).toEqual([
    "signed_up",
    "problem_solved",
    "problem_solved",
  ]);
  // The editor's notes, drafts and submissions are the user's; a problem's judge (its reference
  // solution) is not, and stays out.
  expect(data.otherData).toMatchObject({
    problem_workspaces: [{ notes: "My notes on echo" }],
    problem_drafts: [{ language: "python", code: "def echo(value): pass" }],
    problem_submissions: [{ verdict: "accepted", code: "const echo = (v) => v;" }],
    practice_problems: [{ title: "Echo" }],
    star_stories: [{ title: STAR_STORY.title, action: STAR_STORY.action, themes: ["ownership", "pressure"] }],
  });
  expect(data.otherData.practice_problems[0]).not.toHaveProperty("judge");
  expect(text).not.toContain(SOLUTION_TEXT);
  expect(data.sessions).toHaveLength(1);

  const [credential] = await db.select().from(account).where(eq(account.userId, ada.user.id));
  const [current] = await db.select().from(session).where(eq(session.userId, ada.user.id));
  expect(credential?.password).toBeTruthy();
  expect(text).not.toContain(credential?.password);
  expect(text).not.toContain(current?.token);
  expect(text).not.toContain(grace.user.id);
  expect(text).not.toContain(grace.user.email);
});

test("deleting needs the typed confirmation DELETE, exactly", async () => {
  const { user, cookie } = await signUpUser(app);
  for (const body of [{}, { confirmation: "delete" }, { confirmation: "DELETE " }]) {
    const response = await deleteAccount(cookie, body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(
      "Type DELETE to confirm that your account and all its data should be deleted.",
    );
  }
  expect(await db.$count(users, eq(users.id, user.id))).toBe(1);
});

test("deleting the account leaves no row with the user's id or email in any table, signs out, and spares others", async () => {
  const ada = await signUpWithData("Ada Lovelace");
  const grace = await signUpWithData("Grace Hopper");
  // Beforehand, rows that no foreign key ties to the user hold the id or the email too.
  expect(await findMentions([ada.user.id, ada.user.email])).toEqual(
    expect.arrayContaining(
      [
        "verification",
        "rate_limit_counters",
        "activity_events",
        "notification_preferences",
        "practice_problems",
        "problem_workspaces",
        "problem_drafts",
        "problem_submissions",
        "star_stories",
      ]
        .map((table) => `${table}: ${ada.user.id}`)
        .concat(["contact_submissions", "newsletter_subscriptions"].map((table) => `${table}: ${ada.user.email}`)),
    ),
  );

  const response = await deleteAccount(ada.cookie, { confirmation: "DELETE" });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ deleted: true });
  const cleared = response.headers.getSetCookie().find((cookie) => cookie.startsWith("better-auth.session_token="));
  expect(cleared).toMatch(/Max-Age=0/i);

  expect(await findMentions([ada.user.id, ada.user.email])).toEqual([]);
  expect((await app.request("/api/profile", { headers: { cookie: ada.cookie } })).status).toBe(401);

  // Grace keeps everything.
  expect((await findMentions([grace.user.email])).sort()).toEqual(
    ["contact_submissions", "newsletter_subscriptions", "user"].map((table) => `${table}: ${grace.user.email}`),
  );
  expect((await app.request("/api/profile", { headers: { cookie: grace.cookie } })).status).toBe(200);
});
