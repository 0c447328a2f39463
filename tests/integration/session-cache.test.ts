import { eq, sql } from "drizzle-orm";
import { afterAll, expect, test } from "vitest";
import { session as sessions } from "@/server/db/schema/auth";
import { setUserPlan } from "@/server/features/admin/admin.service";
import { recordActivity } from "@/server/lib/activity-log";
import { createAppInstance } from "../fixtures/app-instance";
import { getCookieHeader, signUpUser } from "../fixtures/auth";
import { createFakeChangeFeed } from "../fixtures/fake-change-feed";
import { createTestApp, TEST_APP_URL, UNTIL_NOTIFIED } from "../fixtures/test-app";

// Signed-in reads are answered from memory (src/server/lib/user-cache.ts). These tests prove that
// every change that ends or alters a session or a cached read takes effect on the next request, on
// this instance and on another one sharing the database, whoever made the change.

const { app, db, database } = await createTestApp();
// A second server behind the same load balancer, with its own cache and, on PostgreSQL, its own
// connections (and so its own LISTEN connection).
const otherDatabase = await database.reopen();
afterAll(() => otherDatabase.close());
const otherInstance = createAppInstance(otherDatabase);

type App = typeof app;

function send(target: App, method: string, path: string, cookie: string, body?: unknown) {
  return target.request(path, {
    method,
    headers: { origin: TEST_APP_URL, cookie, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function sessionUser(target: App, cookie: string) {
  const response = await send(target, "GET", "/api/auth/get-session", cookie);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { user: { id: string; name: string } } | null;
  return body?.user ?? null;
}

/** Reads everything the cache holds for this user on both instances, so later reads are warm. */
async function warm(cookie: string) {
  for (const target of [app, otherInstance]) {
    for (let round = 0; round < 2; round += 1) {
      expect((await send(target, "GET", "/api/auth/get-session", cookie)).status).toBe(200);
      expect((await send(target, "GET", "/api/subscription", cookie)).status).toBe(200);
      expect((await send(target, "GET", "/api/analytics?tz=UTC", cookie)).status).toBe(200);
      expect((await send(target, "GET", "/api/practice/problems", cookie)).status).toBe(200);
    }
  }
}

async function signIn(email: string, password: string) {
  const response = await send(app, "POST", "/api/auth/sign-in/email", "", { email, password });
  expect(response.status).toBe(200);
  return getCookieHeader(response);
}

test("get-session from memory answers exactly what Better Auth answers, signed in or not", async () => {
  const { cookie } = await signUpUser(app);
  await warm(cookie);
  // With an option in the query, the request goes to Better Auth's own handler.
  const fromBetterAuth = await send(app, "GET", "/api/auth/get-session?disableCookieCache=true", cookie);
  const cached = await send(app, "GET", "/api/auth/get-session", cookie);
  expect(await cached.text()).toBe(await fromBetterAuth.text());
  for (const header of ["content-type", "cache-control", "pragma"]) {
    expect(cached.headers.get(header), header).toBe(fromBetterAuth.headers.get(header));
  }

  const anonymous = await send(app, "GET", "/api/auth/get-session", "");
  const anonymousFromBetterAuth = await send(app, "GET", "/api/auth/get-session?disableCookieCache=true", "");
  expect(await anonymous.text()).toBe("null");
  expect(await anonymousFromBetterAuth.text()).toBe("null");

  // A cookie whose signature does not match is Better Auth's to refuse, not the cache's.
  const forged = cookie.replace(/(session_token=[^.;]+\.)[^;]*/, "$1forged");
  expect(forged).not.toBe(cookie);
  expect(await sessionUser(app, forged)).toBeNull();
  expect((await send(app, "GET", "/api/subscription", forged)).status).toBe(401);
});

test("sign-out ends the session on the next request, on every instance", async () => {
  const { user, cookie } = await signUpUser(app);
  await warm(cookie);
  expect((await sessionUser(otherInstance, cookie))?.id).toBe(user.id);

  expect((await send(app, "POST", "/api/auth/sign-out", cookie, {})).status).toBe(200);

  expect(await sessionUser(app, cookie)).toBeNull();
  expect((await send(app, "GET", "/api/subscription", cookie)).status).toBe(401);
  await expect.poll(() => sessionUser(otherInstance, cookie), UNTIL_NOTIFIED).toBeNull();
  expect((await send(otherInstance, "GET", "/api/analytics?tz=UTC", cookie)).status).toBe(401);
});

test("revoking a session from another device ends it on the next request, on every instance", async () => {
  const { credentials, cookie: laptop } = await signUpUser(app);
  const phone = await signIn(credentials.email, credentials.password);
  await warm(laptop);

  // The phone, on the other instance, signs every other device out.
  expect((await send(otherInstance, "POST", "/api/auth/revoke-other-sessions", phone, {})).status).toBe(200);

  await expect.poll(() => sessionUser(app, laptop), UNTIL_NOTIFIED).toBeNull();
  expect((await send(otherInstance, "GET", "/api/practice/problems", laptop)).status).toBe(401);
  expect(await sessionUser(app, phone)).not.toBeNull();
});

test("a password change that signs other devices out takes effect on the next request", async () => {
  const { credentials, cookie: laptop } = await signUpUser(app);
  const phone = await signIn(credentials.email, credentials.password);
  await warm(phone);

  const changed = await send(app, "POST", "/api/auth/change-password", laptop, {
    currentPassword: credentials.password,
    newPassword: "Brand-New-Passw0rd",
    revokeOtherSessions: true,
  });
  expect(changed.status).toBe(200);

  await expect.poll(() => sessionUser(otherInstance, phone), UNTIL_NOTIFIED).toBeNull();
  expect((await send(app, "GET", "/api/subscription", phone)).status).toBe(401);
});

test("a session deleted by anyone (an admin command, another process) is gone on the next request", async () => {
  const { user, cookie } = await signUpUser(app);
  await warm(cookie);
  await db.delete(sessions).where(eq(sessions.userId, user.id));
  await expect.poll(() => sessionUser(app, cookie), UNTIL_NOTIFIED).toBeNull();
  await expect.poll(() => sessionUser(otherInstance, cookie), UNTIL_NOTIFIED).toBeNull();
});

test("a plan change shows on the next subscription read, on every instance", async () => {
  const { user, cookie } = await signUpUser(app);
  await warm(cookie);
  const plan = async (target: App) =>
    ((await (await send(target, "GET", "/api/subscription", cookie)).json()) as { subscription: { planType: string } })
      .subscription.planType;
  expect(await plan(app)).toBe("trial");

  await setUserPlan({ db, input: { email: user.email, plan: "professional" }, now: new Date() });

  await expect.poll(() => plan(app), UNTIL_NOTIFIED).toBe("professional");
  await expect.poll(() => plan(otherInstance), UNTIL_NOTIFIED).toBe("professional");
});

test("a new name, new activity and a new problem show on the next read, on every instance", async () => {
  const { user, cookie } = await signUpUser(app);
  await warm(cookie);

  const saved = await send(app, "PUT", "/api/profile", cookie, {
    fullName: "Grace Hopper",
    phone: "",
    location: "",
    bio: "",
  });
  expect(saved.status).toBe(200);
  expect((await sessionUser(app, cookie))?.name).toBe("Grace Hopper");
  await expect.poll(async () => (await sessionUser(otherInstance, cookie))?.name, UNTIL_NOTIFIED).toBe("Grace Hopper");

  // Activity recorded by a background job (an interview's evaluation) rather than a request of theirs.
  const interviews = async (target: App) =>
    ((await (await send(target, "GET", "/api/analytics?tz=UTC", cookie)).json()) as { interviewsCompleted: number })
      .interviewsCompleted;
  expect(await interviews(otherInstance)).toBe(0);
  await recordActivity({
    db,
    userId: user.id,
    kind: "interview_completed",
    subjectId: "some-interview",
    at: new Date(),
  });
  await expect.poll(() => interviews(otherInstance), UNTIL_NOTIFIED).toBe(1);

  const count = async (target: App) =>
    ((await (await send(target, "GET", "/api/practice/problems", cookie)).json()) as { problems: unknown[] }).problems
      .length;
  expect(await count(otherInstance)).toBe(0);
  const created = await send(app, "POST", "/api/practice/problems", cookie, {});
  expect(created.status).toBe(201);
  expect(await count(app)).toBe(1);
  await expect.poll(() => count(otherInstance), UNTIL_NOTIFIED).toBe(1);
});

/** An instance whose change feed the test drives: it hears only what the test tells it. */
function createQuietInstance() {
  const feed = createFakeChangeFeed();
  return { quiet: createAppInstance(database, { changes: feed }), feed };
}

test("warm reads are answered from memory: a change nobody announces is not seen until it is announced", async () => {
  const { quiet, feed } = createQuietInstance();
  const { user, cookie } = await signUpUser(app);
  await sessionUser(quiet, cookie);

  await db.delete(sessions).where(eq(sessions.userId, user.id));
  expect((await sessionUser(quiet, cookie))?.id).toBe(user.id);

  feed.emit({ kind: "user", userId: user.id });
  expect(await sessionUser(quiet, cookie)).toBeNull();
});

test("a user's own write through an uncached session takes effect on that instance without waiting for the database's notice", async () => {
  // On PostgreSQL the notice comes a moment after the commit: the instance that served the write must
  // not depend on it, whether or not the writer's session was in its cache (CI once read a revoked
  // session back from memory here).
  const { quiet } = createQuietInstance();
  const { credentials, cookie: laptop } = await signUpUser(app);
  const phone = await signIn(credentials.email, credentials.password);
  expect(await sessionUser(quiet, phone)).not.toBeNull();

  const changed = await send(quiet, "POST", "/api/auth/change-password", laptop, {
    currentPassword: credentials.password,
    newPassword: "Brand-New-Passw0rd",
    revokeOtherSessions: true,
  });
  expect(changed.status).toBe(200);
  expect(await sessionUser(quiet, phone)).toBeNull();

  const tablet = await signIn(credentials.email, "Brand-New-Passw0rd");
  expect(await sessionUser(quiet, tablet)).not.toBeNull();
  expect((await send(quiet, "POST", "/api/auth/sign-out", getCookieHeader(changed), {})).status).toBe(200);
  expect((await send(quiet, "POST", "/api/auth/revoke-other-sessions", phone, {})).status).toBe(401);
  const laptopAgain = await signIn(credentials.email, "Brand-New-Passw0rd");
  expect((await send(quiet, "POST", "/api/auth/revoke-other-sessions", laptopAgain, {})).status).toBe(200);
  expect(await sessionUser(quiet, tablet)).toBeNull();
});

test("when the listening connection is lost, nothing is answered from memory until it listens again", async ({
  skip,
}) => {
  if (!process.env.TEST_DATABASE_URL) skip("the embedded database has no connection to lose");
  const { user, cookie } = await signUpUser(app);
  await warm(cookie);
  expect(otherDatabase.changes.live).toBe(true);

  // Ends every LISTEN connection to this database (both instances' feeds), as a failover would.
  await db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`,
  );
  await expect.poll(() => otherDatabase.changes.live, { timeout: 2000, interval: 10 }).toBe(false);
  // A change while nobody listens is still seen: the cache was emptied and is bypassed.
  await db.delete(sessions).where(eq(sessions.userId, user.id));
  expect(await sessionUser(otherInstance, cookie)).toBeNull();

  // It listens again within a few seconds, and caches again.
  await expect.poll(() => otherDatabase.changes.live, { timeout: 5000, interval: 50 }).toBe(true);
  const { cookie: again } = await signUpUser(app);
  await warm(again);
  expect((await sessionUser(otherInstance, again))?.name).toBe("Ada Lovelace");
});
