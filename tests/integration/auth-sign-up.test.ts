import { eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { subscriptions, userProfiles } from "@/server/db/schema/account";
import { account, user } from "@/server/db/schema/auth";
import { TRIAL_DAYS } from "@/shared/constants/plans";
import { getCookieHeader, makeCredentials, signUpUser, TEST_PASSWORD } from "../fixtures/auth";
import { createTestApp, TEST_APP_URL } from "../fixtures/test-app";

const NOW = new Date("2025-03-01T12:00:00.000Z");
const { app, db } = await createTestApp({ clock: () => NOW });

function signUp(body: Record<string, unknown>) {
  return app.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_APP_URL },
    body: JSON.stringify(body),
  });
}

test("sign-up creates the user signed in, with a profile and a 14-day trial from the injected clock", async () => {
  const response = await signUp({
    name: "  Grace Hopper ",
    email: "  Grace.Hopper@Example.COM ",
    password: TEST_PASSWORD,
    callbackURL: "/dashboard",
  });
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body.user).toMatchObject({ name: "Grace Hopper", email: "grace.hopper@example.com", emailVerified: false });

  const session = await app.request("/api/auth/get-session", { headers: { cookie: getCookieHeader(response) } });
  expect(await session.json()).toMatchObject({ user: { id: body.user.id, email: "grace.hopper@example.com" } });

  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.id, body.user.id));
  expect(profile?.fullName).toBe("Grace Hopper");
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, body.user.id));
  expect(subscription).toMatchObject({ status: "trial", planType: "trial", currentPeriodEnd: null });
  expect(subscription?.trialEnd?.toISOString()).toBe(
    new Date(NOW.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000).toISOString(),
  );
});

test("the server refuses what the sign-up form refuses, with the form's first message", async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ ...makeCredentials(), password: "lowercase-only1!" }, "Password must contain at least one uppercase letter"],
    [{ ...makeCredentials(), password: "Short1!" }, "Password must be at least 8 characters long"],
    [{ ...makeCredentials(), password: "NoSpecial123" }, "Password must contain at least one special character"],
    [{ ...makeCredentials(), name: " " }, "Full name is required"],
    [{ ...makeCredentials(), name: "R2-D2" }, "Name can only contain letters, spaces, hyphens, and apostrophes"],
    [{ ...makeCredentials(), email: "not-an-email" }, "Please enter a valid email address"],
    [{ email: "someone@example.com", password: TEST_PASSWORD }, "Full name is required"],
  ];
  for (const [body, message] of cases) {
    const response = await signUp(body);
    expect({ body, status: response.status }).toEqual({ body, status: 400 });
    expect(await response.json()).toMatchObject({ message, code: "VALIDATION_FAILED" });
  }
  const [{ count } = { count: -1 }] = await db.select({ count: sql<number>`count(*)::int` }).from(user);
  expect(count).toBe(1);
});

test("a second sign-up with the same address answers Better Auth's 422 and creates nothing", async () => {
  const { credentials } = await signUpUser(app);
  const response = await signUp({ ...credentials, email: credentials.email.toUpperCase() });
  expect(response.status).toBe(422);
  expect(await response.json()).toMatchObject({ code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" });
  const rows = await db.select().from(user).where(eq(user.email, credentials.email));
  expect(rows).toHaveLength(1);
});

test("the password is stored only as a hash that verifies", async () => {
  const { user: created, credentials } = await signUpUser(app);
  const [row] = await db.select().from(account).where(eq(account.userId, created.id));
  expect(row?.providerId).toBe("credential");
  expect(row?.password).toBeTruthy();
  expect(row?.password).not.toContain(credentials.password);
  const signIn = await app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_APP_URL },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  expect(signIn.status).toBe(200);
});

test("when the subscription cannot be written, no user is left behind", async () => {
  // A constraint only this test's database has: the trial row is refused, as any database error would.
  await db.execute(sql`alter table subscriptions add constraint refuse_trials check (plan_type <> 'trial') not valid`);
  try {
    const credentials = makeCredentials();
    const response = await signUp(credentials);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: { code: "INTERNAL" } });
    expect(await db.select().from(user).where(eq(user.email, credentials.email))).toEqual([]);
  } finally {
    await db.execute(sql`alter table subscriptions drop constraint refuse_trials`);
  }
});
