import path from "node:path";
import { signUpAndSignIn, TEST_PASSWORD } from "../fixtures/auth";
import { findLinkInMail, readLatestMail } from "../fixtures/mail";
import { logIn, main, prepareBrowser } from "./auth-helpers";
import { expect as baseExpect, test } from "./fixtures";

// Lazy routes and the embedded database answer slowly when the machine is busy; the one-second
// promises of tab sync keep their own explicit timeouts.
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(prepareBrowser);

const DEAD_LINK = "This password reset link is invalid, expired or already used. Please request a new one.";
const NEW_PASSWORD = "Brand-New-Pass2";

test("forgot password: entry, then 'Check Your Email'; 'Try different email' starts over with an empty field", async ({
  page,
}) => {
  await page.goto("/forgot-password");
  const form = main(page);
  const email = form.getByLabel("Email address");
  await form.getByRole("button", { name: "Send reset link" }).click();
  await expect(email).toHaveAccessibleDescription("Email is required");
  await email.fill("not-an-email");
  await form.getByRole("button", { name: "Send reset link" }).click();
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address");

  // No account has this address: the answer is the same as for one that has.
  await email.fill("  Nobody.Here@Example.com ");
  await form.getByRole("button", { name: "Send reset link" }).click();
  await expect(form.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expect(form.getByText("nobody.here@example.com")).toBeVisible();

  await form.getByRole("button", { name: "Try different email" }).click();
  await expect(form.getByLabel("Email address")).toHaveValue("");
  await form.getByLabel("Email address").fill("someone@example.com");
  await form.getByRole("button", { name: "Send reset link" }).click();
  await form.getByRole("link", { name: "Back to login" }).click();
  await expect(page).toHaveURL("/login");
});

test("the mailed link sets a new password once; the old one stops working and the link dies", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const { credentials } = await signUpAndSignIn(page);
  await page.context().clearCookies({ name: /session_token/ });

  await page.goto("/login");
  await main(page).getByRole("link", { name: "Forgot password?" }).click();
  // The login form has an "Email address" field too: fill the reset form's only once it is shown.
  await expect(main(page).getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await main(page).getByLabel("Email address").fill(credentials.email);
  await main(page).getByRole("button", { name: "Send reset link" }).click();
  await expect(main(page).getByRole("heading", { name: "Check Your Email" })).toBeVisible();

  const mail = await readLatestMail(path.join(process.env.E2E_DATA_DIR ?? "", "mail"), { to: credentials.email });
  const link = findLinkInMail(mail, `${baseURL}/reset-password`);
  await page.goto(link);
  const form = main(page);
  await form.getByRole("button", { name: "Reset password" }).click();
  await expect(form.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(/Password is required/);
  await form.getByLabel("New password", { exact: true }).fill("weakpass");
  await form.getByRole("button", { name: "Reset password" }).click();
  await expect(form.getByText("Password must contain at least one uppercase letter")).toBeVisible();
  await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Reset password" }).click();
  await expect(form.getByRole("heading", { name: "Password updated" })).toBeVisible();

  await form.getByRole("link", { name: "Go to login" }).click();
  await logIn(page, { email: credentials.email, password: TEST_PASSWORD });
  await expect(main(page).getByRole("alert")).toHaveText(
    "Invalid email or password. Please check your credentials and try again.",
  );
  await logIn(page, { email: credentials.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL("/dashboard");

  // The same link a second time.
  await page.goto(link);
  await main(page).getByLabel("New password", { exact: true }).fill("Another-Pass3");
  await main(page).getByLabel("Confirm new password", { exact: true }).fill("Another-Pass3");
  await main(page).getByRole("button", { name: "Reset password" }).click();
  await expect(main(page).getByRole("alert")).toHaveText(DEAD_LINK);
});

test("a made-up or missing token says the link cannot be used and offers a new one", async ({ page }) => {
  await page.goto("/reset-password?token=not-a-real-token");
  await main(page).getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await main(page).getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
  await main(page).getByRole("button", { name: "Reset password" }).click();
  await expect(main(page).getByRole("alert")).toHaveText(DEAD_LINK);

  await page.goto("/reset-password");
  await expect(main(page).getByRole("alert")).toHaveText(DEAD_LINK);
  await main(page).getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL("/forgot-password");
});
