import crypto from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { CONSENT_COOKIE_NAME, ESSENTIAL_COOKIES_ONLY } from "@/client/features/cookie-consent/lib/consent-cookie";

// Shared set-up of the auth-*.spec.ts journeys.

/**
 * Prepares a test's browser: the cookie choice is already made (the banner would cover the forms'
 * lower half), and every request names a client address of its own. The server rate-limits
 * sign-in, sign-up and two-factor checks per address (the e2e server trusts X-Forwarded-For), so
 * each test gets the limits to itself. Call it again to become a fresh client mid-test.
 */
export async function prepareBrowser({ context, baseURL }: { context: BrowserContext; baseURL?: string }) {
  await context.addCookies([
    {
      name: CONSENT_COOKIE_NAME,
      value: encodeURIComponent(JSON.stringify(ESSENTIAL_COOKIES_ONLY)),
      url: baseURL ?? "http://localhost",
    },
  ]);
  await context.setExtraHTTPHeaders({ "x-forwarded-for": randomTestAddress() });
}

// 198.18.0.0/15 is reserved for benchmarking: never a real client.
function randomTestAddress(): string {
  return `198.${18 + crypto.randomInt(2)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
}

/** The page's own content; the footer has an "Email address" field of its own (the newsletter). */
export function main(page: Page) {
  return page.getByRole("main");
}

/** Fills the login form and submits it. */
export async function logIn(page: Page, { email, password }: { email: string; password: string }) {
  await main(page).getByLabel("Email address").fill(email);
  await main(page).getByLabel("Password", { exact: true }).fill(password);
  await main(page).getByRole("button", { name: "Sign in" }).click();
}

/** The Better Auth session cookie of the context, if any. */
export async function findSessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name.endsWith("session_token"));
}

/** The workspace's Logout button (in the side navigation): there exactly when the user is signed in. */
export function logoutButton(page: Page) {
  return page.getByRole("button", { name: "Logout" });
}

/** Opens Account Settings → Security in the workspace and returns that section. */
export async function openSecuritySettings(page: Page) {
  await page.goto("/dashboard?tab=settings");
  await page.getByRole("tab", { name: "Security" }).click();
  return page.getByRole("region", { name: "Security" });
}
