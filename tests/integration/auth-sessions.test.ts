import { expect, test } from "vitest";
import { createAppInstance } from "../fixtures/app-instance";
import { getCookieHeader, signUpUser } from "../fixtures/auth";
import { createTestApp, TEST_APP_URL } from "../fixtures/test-app";

const { app, database } = await createTestApp();

function post(path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_APP_URL, ...headers },
    body: JSON.stringify(body),
  });
}

function getSessionCookie(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .find((value) => /^(__Secure-)?better-auth\.session_token=/.test(value));
  if (!cookie) throw new Error(`no session cookie in ${response.headers.getSetCookie().join(" | ")}`);
  return cookie;
}

async function getSession(cookie: string) {
  const response = await app.request("/api/auth/get-session", { headers: { cookie } });
  return (await response.json()) as { user: { id: string; name: string }; session: { expiresAt: string } } | null;
}

test("without Remember me the session cookie lasts for the browser session; with it, 30 days", async () => {
  const { credentials } = await signUpUser(app);
  const signIn = (rememberMe: boolean) =>
    post("/api/auth/sign-in/email", { email: credentials.email, password: credentials.password, rememberMe });

  const forgetful = getSessionCookie(await signIn(false));
  expect(forgetful).not.toMatch(/max-age/i);
  expect(forgetful).not.toMatch(/expires/i);

  const remembered = await signIn(true);
  const cookie = getSessionCookie(remembered);
  expect(cookie).toMatch(/Max-Age=2592000/);
  const session = await getSession(getCookieHeader(remembered));
  const days = (new Date(session?.session.expiresAt ?? 0).getTime() - Date.now()) / 86_400_000;
  expect(Math.round(days)).toBe(30);
});

test("session cookies are httpOnly and SameSite=Lax, not Secure on http, and no session data is cached in cookies", async () => {
  const response = await post("/api/auth/sign-up/email", {
    name: "Ada Lovelace",
    email: "cookie-flags@example.com",
    password: "Analytical-1",
  });
  const cookie = getSessionCookie(response);
  expect(cookie).toMatch(/; HttpOnly/i);
  expect(cookie).toMatch(/; SameSite=Lax/i);
  expect(cookie).toMatch(/; Path=\//);
  expect(cookie).not.toMatch(/; Secure/i);
  expect(response.headers.getSetCookie().join("\n")).not.toContain("session_data");
});

test("on an https APP_URL the session cookie is Secure (and __Secure- prefixed)", async () => {
  const appUrl = "https://preppilot.example.com";
  const secureApp = createAppInstance(database, { appUrl });
  const response = await secureApp.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: appUrl },
    body: JSON.stringify({ name: "Ada Lovelace", email: "secure@example.com", password: "Analytical-1" }),
  });
  const cookie = getSessionCookie(response);
  expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
  expect(cookie).toMatch(/; Secure/i);
  expect(cookie).toMatch(/; HttpOnly/i);
  expect(cookie).toMatch(/; SameSite=Lax/i);
});

test("every cookie sign-up, sign-in and sign-out set is httpOnly and SameSite=Lax, and Secure exactly on https", async () => {
  for (const appUrl of [TEST_APP_URL, "https://preppilot.example.com"]) {
    const instance = createAppInstance(database, { appUrl });
    const send = (path: string, body: Record<string, unknown>, cookie = "") =>
      instance.request(path, {
        method: "POST",
        headers: { "content-type": "application/json", origin: appUrl, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const credentials = { name: "Ada Lovelace", email: `flags-${appUrl.length}@example.com`, password: "Analytical-1" };
    const signUp = await send("/api/auth/sign-up/email", credentials);
    const signIn = await send("/api/auth/sign-in/email", { ...credentials, rememberMe: false });
    const signOut = await send("/api/auth/sign-out", {}, getCookieHeader(signIn));
    const cookies = [signUp, signIn, signOut].flatMap((response) => response.headers.getSetCookie());
    // The session token, the "don't remember me" marker and the cookies that clear them on sign-out.
    expect(cookies.length).toBeGreaterThanOrEqual(4);
    for (const cookie of cookies) {
      const name = cookie.split("=")[0];
      expect({ appUrl, name, httpOnly: /; HttpOnly/i.test(cookie) }).toEqual({ appUrl, name, httpOnly: true });
      expect({ appUrl, name, sameSite: /; SameSite=Lax/i.test(cookie) }).toEqual({ appUrl, name, sameSite: true });
      const secure = appUrl.startsWith("https://");
      expect({ appUrl, name, secure: /; Secure/i.test(cookie) }).toEqual({ appUrl, name, secure });
    }
  }
});

test("a session changes only its own user: A's cookie cannot rename B", async () => {
  const alice = await signUpUser(app, { name: "Alice Adams" });
  const bob = await signUpUser(app, { name: "Bob Brown" });

  const update = await post(
    "/api/auth/update-user",
    { name: "Mallory Moriarty", id: bob.user.id, userId: bob.user.id },
    { cookie: alice.cookie },
  );
  expect(update.status).toBe(200);

  expect((await getSession(alice.cookie))?.user).toMatchObject({ id: alice.user.id, name: "Mallory Moriarty" });
  expect((await getSession(bob.cookie))?.user).toMatchObject({ id: bob.user.id, name: "Bob Brown" });
});

test("update-user holds names to the sign-up rule", async () => {
  const { cookie } = await signUpUser(app);
  const response = await post("/api/auth/update-user", { name: "<script>" }, { cookie });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({
    message: "Name can only contain letters, spaces, hyphens, and apostrophes",
  });
});

test("signing out ends the session at once: the same cookie no longer reads a session", async () => {
  const { cookie } = await signUpUser(app);
  expect(await getSession(cookie)).not.toBeNull();
  const signOut = await post("/api/auth/sign-out", {}, { cookie });
  expect(signOut.status).toBe(200);
  expect(await getSession(cookie)).toBeNull();
});

test("cross-site and origin-less state changes are refused with 403 and change nothing", async () => {
  const { cookie, credentials, user } = await signUpUser(app, { name: "Victim Person" });
  const attempts = [
    { path: "/api/auth/sign-in/email", headers: { origin: "https://evil.example" }, body: credentials },
    { path: "/api/auth/sign-up/email", headers: { origin: "" }, body: { ...credentials, email: "x@example.com" } },
    { path: "/api/auth/update-user", headers: { origin: "https://evil.example", cookie }, body: { name: "Owned" } },
    { path: "/api/auth/update-user", headers: { origin: "", cookie }, body: { name: "Owned" } },
    { path: "/api/auth/sign-out", headers: { origin: "https://evil.example", cookie }, body: {} },
  ];
  for (const { path, headers, body } of attempts) {
    const response = await app.request(path, {
      method: "POST",
      headers: Object.fromEntries(
        Object.entries({ "content-type": "application/json", ...headers }).filter(([, v]) => v),
      ),
      body: JSON.stringify(body),
    });
    expect({ path, headers, status: response.status }).toEqual({ path, headers, status: 403 });
  }
  expect((await getSession(cookie))?.user).toMatchObject({ id: user.id, name: "Victim Person" });
});
