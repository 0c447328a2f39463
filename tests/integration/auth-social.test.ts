import { eq } from "drizzle-orm";
import { expect, test, vi } from "vitest";
import { subscriptions, userProfiles } from "@/server/db/schema/account";
import { createAppInstance } from "../fixtures/app-instance";
import { getCookieHeader } from "../fixtures/auth";
import { createTestApp, TEST_APP_URL } from "../fixtures/test-app";

const GITHUB = { clientId: "github-client-id-123", clientSecret: "github-client-secret-456" };
const GOOGLE = { clientId: "google-client-id-789.apps.googleusercontent.com", clientSecret: "google-secret" };

const { app, db, database } = await createTestApp({
  auth: { emailVerificationRequired: false, socialProviders: { github: GITHUB, google: GOOGLE } },
});

function startSocialSignIn(provider: string) {
  return app.request("/api/auth/sign-in/social", {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_APP_URL },
    body: JSON.stringify({ provider, callbackURL: "/dashboard" }),
  });
}

/** GitHub's OAuth and API endpoints, answered locally; every other request goes out as usual. */
function standInForGitHub(profile: { id: number; login: string; name: string; email: string }) {
  const tokenRequests: URLSearchParams[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.href === "https://github.com/login/oauth/access_token") {
      tokenRequests.push(new URLSearchParams(String(init?.body ?? "")));
      return Response.json({ access_token: "gho_stand_in", token_type: "bearer", scope: "read:user,user:email" });
    }
    if (url.href === "https://api.github.com/user") return Response.json({ ...profile, avatar_url: null });
    if (url.href === "https://api.github.com/user/emails") {
      return Response.json([{ email: profile.email, primary: true, verified: true }]);
    }
    return realFetch(input, init);
  });
  return { tokenRequests };
}

test("GET /api/config reports the configured providers", async () => {
  const response = await app.request("/api/config");
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    socialProviders: { google: true, github: true },
    emailVerificationRequired: false,
  });
});

test("social sign-in answers with the provider's authorize URL for our client id and callback", async () => {
  const github = await startSocialSignIn("github");
  expect(github.status).toBe(200);
  const { url, redirect } = (await github.json()) as { url: string; redirect: boolean };
  expect(redirect).toBe(true);
  const authorize = new URL(url);
  expect(`${authorize.origin}${authorize.pathname}`).toBe("https://github.com/login/oauth/authorize");
  expect(authorize.searchParams.get("client_id")).toBe(GITHUB.clientId);
  expect(authorize.searchParams.get("redirect_uri")).toBe(`${TEST_APP_URL}/api/auth/callback/github`);
  expect(authorize.searchParams.get("state")).toBeTruthy();

  const google = new URL(((await (await startSocialSignIn("google")).json()) as { url: string }).url);
  expect(google.hostname).toBe("accounts.google.com");
  expect(google.searchParams.get("client_id")).toBe(GOOGLE.clientId);
  expect(google.searchParams.get("redirect_uri")).toBe(`${TEST_APP_URL}/api/auth/callback/google`);
});

test("coming back from GitHub creates the account with its profile and trial, signs in and lands on /dashboard", async () => {
  const { tokenRequests } = standInForGitHub({
    id: 4242,
    login: "octocat",
    name: "Octo Cat",
    email: "Octo@Example.com",
  });
  const start = await startSocialSignIn("github");
  const state = new URL(((await start.json()) as { url: string }).url).searchParams.get("state");

  const callback = await app.request(`${TEST_APP_URL}/api/auth/callback/github?code=stand-in-code&state=${state}`, {
    headers: { cookie: getCookieHeader(start) },
  });
  expect(callback.status).toBe(302);
  expect(callback.headers.get("location")).toBe("/dashboard");
  expect(tokenRequests[0]?.get("client_id")).toBe(GITHUB.clientId);
  expect(tokenRequests[0]?.get("client_secret")).toBe(GITHUB.clientSecret);

  const session = await app.request("/api/auth/get-session", { headers: { cookie: getCookieHeader(callback) } });
  const { user } = (await session.json()) as { user: { id: string; email: string; name: string } };
  expect(user).toMatchObject({ email: "octo@example.com", name: "Octo Cat", emailVerified: true });
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.id, user.id));
  expect(profile?.fullName).toBe("Octo Cat");
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
  expect(subscription).toMatchObject({ status: "trial", planType: "trial" });
});

test("without any provider configured, /api/config reports both false and social sign-in is refused", async () => {
  const plainApp = createAppInstance(database);
  const config = await plainApp.request("/api/config");
  expect(await config.json()).toEqual({
    socialProviders: { google: false, github: false },
    emailVerificationRequired: false,
  });
  const response = await plainApp.request("/api/auth/sign-in/social", {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_APP_URL },
    body: JSON.stringify({ provider: "github", callbackURL: "/dashboard" }),
  });
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ code: "PROVIDER_NOT_FOUND" });
});
