import { expect, test } from "vitest";
import { createAppInstance } from "../fixtures/app-instance";
import { getCookieHeader, signUpUser } from "../fixtures/auth";
import { findLinkInMail, listMails, readLatestMail } from "../fixtures/mail";
import { createTestApp, TEST_APP_URL } from "../fixtures/test-app";

const { app, database, mailDir } = await createTestApp();

function post(path: string, body: Record<string, unknown>, cookie?: string) {
  return app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_APP_URL, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function getSessionUser(cookie: string) {
  const response = await app.request("/api/auth/get-session", { headers: { cookie } });
  return ((await response.json()) as { user?: { email: string } } | null)?.user ?? null;
}

async function requestResetToken(email: string, count = 1) {
  const response = await post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
  expect(response.status).toBe(200);
  const mail = await readLatestMail(mailDir, { to: email.trim().toLowerCase(), count });
  expect(mail.subject).toBe("Reset your PrepPilot password");
  const link = findLinkInMail(mail, `${TEST_APP_URL}/reset-password?token=`);
  return new URL(link).searchParams.get("token") ?? "";
}

test("asking for a reset answers the same whether or not the account exists, and mails only real accounts", async () => {
  const { credentials } = await signUpUser(app);
  const known = await post("/api/auth/request-password-reset", {
    email: credentials.email,
    redirectTo: "/reset-password",
  });
  const unknownEmail = "nobody-here@example.com";
  const unknown = await post("/api/auth/request-password-reset", {
    email: unknownEmail,
    redirectTo: "/reset-password",
  });

  expect(unknown.status).toBe(known.status);
  expect(await unknown.json()).toEqual(await known.json());
  await readLatestMail(mailDir, { to: credentials.email });
  expect(listMails(mailDir, unknownEmail)).toEqual([]);
});

test("a failing mail server does not change the answer either", async () => {
  const { credentials } = await signUpUser(app);
  const brokenMail = createAppInstance(database, {
    mailer: { send: () => Promise.reject(new Error("SMTP server unreachable")) },
  });
  const ask = (email: string) =>
    brokenMail.request("/api/auth/request-password-reset", {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_APP_URL },
      body: JSON.stringify({ email, redirectTo: "/reset-password" }),
    });
  const [known, unknown] = [await ask(credentials.email), await ask("still-nobody@example.com")];
  expect(known.status).toBe(200);
  expect(unknown.status).toBe(200);
  expect(await known.json()).toEqual(await unknown.json());
});

test("the mailed link resets the password once, signs out every session, and the new password works", async () => {
  const { cookie, credentials } = await signUpUser(app);
  const token = await requestResetToken(` ${credentials.email.toUpperCase()} `);

  const weak = await post("/api/auth/reset-password", { token, newPassword: "alllowercase1!" });
  expect(weak.status).toBe(400);
  expect(await weak.json()).toMatchObject({ message: "Password must contain at least one uppercase letter" });

  const newPassword = "Brand-New-Pass2";
  const reset = await post("/api/auth/reset-password", { token, newPassword });
  expect(reset.status).toBe(200);
  expect(await reset.json()).toEqual({ status: true });
  expect(await getSessionUser(cookie)).toBeNull();

  const again = await post("/api/auth/reset-password", { token, newPassword: "Another-Pass3" });
  expect(again.status).toBe(400);
  expect(await again.json()).toMatchObject({ code: "INVALID_TOKEN" });

  const oldPassword = await post("/api/auth/sign-in/email", {
    email: credentials.email,
    password: credentials.password,
  });
  expect(oldPassword.status).toBe(401);
  const signIn = await post("/api/auth/sign-in/email", { email: credentials.email, password: newPassword });
  expect(signIn.status).toBe(200);
});

test("a made-up reset token is refused with INVALID_TOKEN", async () => {
  const response = await post("/api/auth/reset-password", { token: "made-up-token", newPassword: "Valid-Pass123" });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ code: "INVALID_TOKEN" });
});

test("changing the password checks the rules and the current password, and signs out other sessions", async () => {
  const { cookie, credentials } = await signUpUser(app);
  const other = await post("/api/auth/sign-in/email", { email: credentials.email, password: credentials.password });
  const otherCookie = getCookieHeader(other);
  expect(await getSessionUser(otherCookie)).toMatchObject({ email: credentials.email });

  const change = (currentPassword: string, newPassword: string) =>
    post("/api/auth/change-password", { currentPassword, newPassword, revokeOtherSessions: true }, cookie);

  const weak = await change(credentials.password, "NoNumbers-here");
  expect(weak.status).toBe(400);
  expect(await weak.json()).toMatchObject({ message: "Password must contain at least one number" });

  const wrongCurrent = await change("Not-my-password1", "Changed-Pass4");
  expect(wrongCurrent.status).toBe(400);
  expect(await wrongCurrent.json()).toMatchObject({ code: "INVALID_PASSWORD" });

  const changed = await change(credentials.password, "Changed-Pass4");
  expect(changed.status).toBe(200);
  expect(await getSessionUser(getCookieHeader(changed))).toMatchObject({ email: credentials.email });
  expect(await getSessionUser(otherCookie)).toBeNull();

  const signIn = await post("/api/auth/sign-in/email", { email: credentials.email, password: "Changed-Pass4" });
  expect(signIn.status).toBe(200);
});
