import { signUpAndSignIn, TEST_PASSWORD } from "../fixtures/auth";
import { logIn, logoutButton, main, openSecuritySettings, prepareBrowser } from "./auth-helpers";
import { expect as baseExpect, test } from "./fixtures";
import { holdRequests } from "./hold-requests";

// Lazy routes and the embedded database answer slowly when the machine is busy; the one-second
// promises of tab sync keep their own explicit timeouts.
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(prepareBrowser);

test("logging out in one tab signs out the other tabs within a second", async ({ page, context }) => {
  test.slow();
  await signUpAndSignIn(page);
  await page.goto("/dashboard");
  const otherTab = await context.newPage();
  await otherTab.goto("/dashboard");
  await expect(logoutButton(otherTab)).toBeVisible();

  await logoutButton(page).click();
  // The other tab drops the workspace at once; the login page's code may still be on its way.
  await expect(logoutButton(otherTab)).toBeHidden({ timeout: 1_000 });
  await expect(otherTab).toHaveURL("/login");
  await expect(page).toHaveURL("/login");
});

test("logging in in one tab moves the other tabs off /login within a second", async ({ page, context }) => {
  test.slow();
  const { credentials } = await signUpAndSignIn(page);
  await context.clearCookies({ name: /session_token/ });
  await page.goto("/login");
  const otherTab = await context.newPage();
  await otherTab.goto("/login");
  const otherSignInButton = main(otherTab).getByRole("button", { name: "Sign in" });
  await expect(otherSignInButton).toBeVisible();

  await logIn(page, credentials);
  await expect(logoutButton(page)).toBeVisible();
  await expect(otherSignInButton).toBeHidden({ timeout: 1_000 });
  await expect(otherTab).toHaveURL("/dashboard");
});

test("the workspace shows a full-screen spinner until the first session lookup ends", async ({ page }) => {
  const sessionLookup = await holdRequests(page, "**/api/auth/get-session");
  // Public pages show as to a signed-out visitor meanwhile (they are prerendered that way).
  await page.goto("/dashboard");
  await expect(page.getByTestId("full-screen-spinner")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeHidden();
  sessionLookup.release();
  await expect(main(page).getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await expect(page.getByTestId("full-screen-spinner")).toBeHidden();
});

test("logout signs this tab out even when the server refuses the call", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard");
  await page.route("**/api/auth/sign-out", (route) =>
    route.fulfill({ status: 429, json: { message: "Too many requests. Please try again later." } }),
  );
  await logoutButton(page).click();
  await expect(page).toHaveURL("/login");
  // The login page says why the server may still hold the session.
  await expect(main(page).getByRole("alert")).toHaveText(
    "Too many requests. Please wait a few minutes before trying again.",
  );
});

test("changing the password signs the user out on their other devices", async ({ page, browser, baseURL }) => {
  test.slow();
  const { credentials } = await signUpAndSignIn(page);
  const laptop = await browser.newContext();
  await prepareBrowser({ context: laptop, baseURL });
  const laptopPage = await laptop.newPage();
  await laptopPage.goto("/login");
  await logIn(laptopPage, credentials);
  await expect(laptopPage).toHaveURL("/dashboard");

  const form = await openSecuritySettings(page);
  await form.getByRole("button", { name: "Update Password" }).click();
  await expect(form.getByLabel("Current Password", { exact: true })).toHaveAccessibleDescription(
    "Current password is required",
  );
  await form.getByLabel("Current Password", { exact: true }).fill("not-my-password");
  await form.getByLabel("New Password", { exact: true }).fill("Changed-Pass9");
  await form.getByLabel("Confirm New Password", { exact: true }).fill("Changed-Pass9");
  await form.getByRole("button", { name: "Update Password" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "There is an issue with your password. Please check it and try again.",
  );
  await form.getByLabel("Current Password", { exact: true }).fill(TEST_PASSWORD);
  await form.getByRole("button", { name: "Update Password" }).click();
  await expect(form.getByRole("status").filter({ hasText: "Your password has been changed" })).toBeVisible();
  await expect(form.getByLabel("Current Password", { exact: true })).toHaveValue("");

  // This device stays signed in; the laptop finds out the next time it looks (here: on focus).
  await page.reload();
  await expect(logoutButton(page)).toBeVisible();
  await laptopPage.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(laptopPage).toHaveURL("/login");
  await laptop.close();
});
