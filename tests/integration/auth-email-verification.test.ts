import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { subscriptions, userProfiles } from "@/server/db/schema/account";
import { getCookieHeader, makeCredentials } from "../fixtures/auth";
import { findLinkInMail, listMails, readLatestMail } from "../fixtures/mail";
import { createTestApp, TEST_APP_URL } from "../fixtures/test-app";

// The mode with a mail server (SMTP_URL set): new accounts confirm their address first.
const { app, db, mailDir } = await createTestApp({
  auth: { emailVerificationRequired: true, socialProviders: {} },
});

function post(path: string, body: Record<string, unknown>) {
  return app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_APP_URL },
    body: JSON.stringify(body),
  });
}

test("GET /api/config tells the client that verification is required", async () => {
  const response = await app.request("/api/config");
  expect(await response.json()).toMatchObject({ emailVerificationRequired: true });
});

test("sign-up answers without a session, mails a link, and the link signs in and lands on /dashboard", async () => {
  const credentials = makeCredentials({ name: "Katherine Johnson" });
  const signUp = await post("/api/auth/sign-up/email", { ...credentials, callbackURL: "/dashboard" });
  expect(signUp.status).toBe(200);
  expect(await signUp.json()).toMatchObject({ token: null, user: { email: credentials.email, emailVerified: false } });
  expect(getCookieHeader(signUp)).not.toContain("session_token");

  const mail = await readLatestMail(mailDir, { to: credentials.email });
  expect(mail.subject).toBe("Confirm your email for PrepPilot");
  expect(mail.text).toContain("Hi Katherine Johnson,");
  const link = findLinkInMail(mail, `${TEST_APP_URL}/api/auth/verify-email?token=`);
  expect(link).toMatch(/&callbackURL=\/dashboard$/);

  const signIn = await post("/api/auth/sign-in/email", { email: credentials.email, password: credentials.password });
  expect(signIn.status).toBe(403);
  expect(await signIn.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });

  const verify = await app.request(link);
  expect(verify.status).toBe(302);
  expect(verify.headers.get("location")).toBe("/dashboard");
  const session = await app.request("/api/auth/get-session", { headers: { cookie: getCookieHeader(verify) } });
  const { user } = await session.json();
  expect(user).toMatchObject({ email: credentials.email, emailVerified: true });

  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.id, user.id));
  expect(profile?.fullName).toBe("Katherine Johnson");
  expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(1);

  const signInAfter = await post("/api/auth/sign-in/email", {
    email: credentials.email,
    password: credentials.password,
  });
  expect(signInAfter.status).toBe(200);
});

test("a sign-in attempt before verifying, with the right password, mails a fresh link", async () => {
  const credentials = makeCredentials();
  await post("/api/auth/sign-up/email", credentials);
  await readLatestMail(mailDir, { to: credentials.email });
  const wrongPassword = await post("/api/auth/sign-in/email", { email: credentials.email, password: "Wrong-pass1" });
  expect(wrongPassword.status).toBe(401);
  const rightPassword = await post("/api/auth/sign-in/email", credentials);
  expect(rightPassword.status).toBe(403);
  const fresh = await readLatestMail(mailDir, { to: credentials.email, count: 2 });
  expect(fresh.subject).toBe("Confirm your email for PrepPilot");
  expect(listMails(mailDir, credentials.email)).toHaveLength(2);
});

test("signing up with a taken address answers like a new sign-up and mails the owner instead", async () => {
  const credentials = makeCredentials({ name: "Dorothy Vaughan" });
  const first = await post("/api/auth/sign-up/email", credentials);
  const second = await post("/api/auth/sign-up/email", { ...credentials, name: "Someone Else" });
  expect(second.status).toBe(first.status);
  const [firstBody, secondBody] = [await first.json(), await second.json()];
  expect(Object.keys(secondBody.user).sort()).toEqual(Object.keys(firstBody.user).sort());
  expect(secondBody).toMatchObject({ token: null, user: { email: credentials.email, emailVerified: false } });

  const notice = await readLatestMail(mailDir, { to: credentials.email, count: 2 });
  expect(notice.subject).toBe("You already have a PrepPilot account");
  expect(notice.text).toContain("Hi Dorothy Vaughan,");
  expect(findLinkInMail(notice, TEST_APP_URL)).toBe(`${TEST_APP_URL}/login`);
});

test("a forged or expired verification link signs no one in", async () => {
  const response = await app.request(`${TEST_APP_URL}/api/auth/verify-email?token=not-a-token&callbackURL=/dashboard`);
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe("/dashboard?error=INVALID_TOKEN");
  expect(getCookieHeader(response)).not.toContain("session_token");
});
