import { signUpAndSignIn } from "../fixtures/auth";
import { findSessionCookie, logIn, logoutButton, main, prepareBrowser } from "./auth-helpers";
import { expect as baseExpect, test } from "./fixtures";

// Lazy routes and the embedded database answer slowly when the machine is busy; the one-second
// promises of tab sync keep their own explicit timeouts.
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(prepareBrowser);

const WRONG_CREDENTIALS = "Invalid email or password. Please check your credentials and try again.";

/** A registered user who is signed out in this browser. */
async function createSignedOutUser(page: import("@playwright/test").Page) {
  const { credentials } = await signUpAndSignIn(page);
  await page.context().clearCookies({ name: /session_token/ });
  return credentials;
}

test("login checks the fields, shows a failed attempt in a dismissible banner and clears it on edit", async ({
  page,
}) => {
  const credentials = await createSignedOutUser(page);
  await page.goto("/login");
  const form = main(page);
  const email = form.getByLabel("Email address");
  const password = form.getByLabel("Password", { exact: true });

  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(email).toHaveAccessibleDescription("Email is required");
  await expect(password).toHaveAccessibleDescription("Password is required");
  await email.fill("not-an-email");
  await expect(email).not.toHaveAccessibleDescription("Email is required");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address");

  // A login password has no strength rule: "x" goes to the server, which refuses it.
  await logIn(page, { email: credentials.email, password: "x" });
  const banner = form.getByRole("alert");
  await expect(banner).toHaveText(WRONG_CREDENTIALS);
  await banner.getByRole("button", { name: "Dismiss error" }).click();
  await expect(banner).toBeHidden();

  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(banner).toHaveText(WRONG_CREDENTIALS);
  await password.press("End");
  await password.pressSequentially("y");
  await expect(banner).toBeHidden();
  await expect(page).toHaveURL("/login");
});

test("the password can be shown and hidden", async ({ page }) => {
  await page.goto("/login");
  const password = main(page).getByLabel("Password", { exact: true });
  const toggle = main(page).getByRole("button", { name: "Show password" });
  await password.fill("Secret-123");
  await expect(password).toHaveAttribute("type", "password");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await toggle.click();
  await expect(password).toHaveAttribute("type", "password");
});

test("a signed-out visit to the workspace goes through /login and comes back to the same place", async ({ page }) => {
  const credentials = await createSignedOutUser(page);
  await page.goto("/dashboard?tab=settings");
  await expect(page).toHaveURL("/login");
  await logIn(page, credentials);
  await expect(page).toHaveURL("/dashboard?tab=settings");
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
});

test("a signed-in user visiting /login or /signup is sent to /dashboard", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/login");
  await expect(page).toHaveURL("/dashboard");
  await page.goto("/signup");
  await expect(page).toHaveURL("/dashboard");
});

test("without 'Remember me' the session cookie ends with the browser; with it, it persists", async ({ page }) => {
  test.slow();
  const credentials = await createSignedOutUser(page);
  await page.goto("/login");
  await logIn(page, credentials);
  await expect(page).toHaveURL("/dashboard");
  expect((await findSessionCookie(page.context()))?.expires).toBe(-1);

  await logoutButton(page).click();
  await expect(page).toHaveURL("/login");
  expect(await findSessionCookie(page.context())).toBeUndefined();

  await main(page).getByLabel("Remember me").check();
  await logIn(page, credentials);
  await expect(page).toHaveURL("/dashboard");
  const inADay = Date.now() / 1000 + 24 * 60 * 60;
  expect((await findSessionCookie(page.context()))?.expires).toBeGreaterThan(inADay);
});

test("social buttons say when a provider is not enabled on this server", async ({ page }) => {
  await page.goto("/login");
  const form = main(page);
  await form.getByRole("button", { name: "Continue with Google" }).click();
  await expect(form.getByRole("alert")).toHaveText("Sign-in with Google is not enabled on this server.");
  await form.getByRole("button", { name: "Continue with GitHub" }).click();
  await expect(form.getByRole("alert")).toHaveText("Sign-in with GitHub is not enabled on this server.");
});

test("a configured provider starts its sign-in through Better Auth", async ({ page }) => {
  // The server here has no OAuth credentials; pretend it has, to see the request the button makes.
  await page.route("**/api/config", (route) =>
    route.fulfill({ json: { socialProviders: { google: false, github: true }, emailVerificationRequired: false } }),
  );
  await page.goto("/signup");
  const request = page.waitForRequest("**/api/auth/sign-in/social");
  await main(page).getByRole("button", { name: "Continue with GitHub" }).click();
  expect((await request).postDataJSON()).toMatchObject({ provider: "github", callbackURL: "/dashboard" });
});

test("too many failed logins from one address ask the user to wait", async ({ page }) => {
  test.slow();
  await page.goto("/login");
  const banner = main(page).getByRole("alert");
  // The server allows five sign-in attempts per address and minute.
  for (let attempt = 1; attempt <= 5; attempt++) {
    await logIn(page, { email: "nobody@example.com", password: `wrong-password-${attempt}` });
    await expect(banner).toHaveText(WRONG_CREDENTIALS);
  }
  await logIn(page, { email: "nobody@example.com", password: "wrong-password-6" });
  await expect(banner).toHaveText("Too many login attempts. Please wait a few minutes before trying again.");
});
