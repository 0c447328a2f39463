import type { Page } from "@playwright/test";
import { type Credentials, signUpAndSignIn } from "../fixtures/auth";
import { generateTotpFromUri } from "../fixtures/totp";
import { logIn, logoutButton, main, openSecuritySettings, prepareBrowser } from "./auth-helpers";
import { expect as baseExpect, test } from "./fixtures";

// Lazy routes and the embedded database answer slowly when the machine is busy; the one-second
// promises of tab sync keep their own explicit timeouts.
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(prepareBrowser);

/** Turns two-factor on from Settings → Security, as a user with an authenticator app would. */
async function enableTwoFactor(page: Page, credentials: Credentials) {
  const security = await openSecuritySettings(page);
  await security.getByRole("button", { name: "Enable 2FA" }).click();
  const dialog = page.getByRole("dialog", { name: "Enable two-factor authentication" });
  await dialog.getByLabel("Password", { exact: true }).fill(credentials.password);
  await dialog.getByRole("button", { name: "Continue" }).click();

  await expect(dialog.getByRole("img", { name: /QR code/ })).toHaveAttribute("src", /^data:image\/png;base64,/);
  const secret = (await dialog.locator("code").textContent()) ?? "";
  const totpUri = `otpauth://totp/PrepPilot?secret=${secret.trim()}`;

  await dialog.getByRole("button", { name: "Verify and enable" }).click();
  await expect(dialog.getByLabel("Authentication code")).toHaveAccessibleDescription("The code must be 6 digits.");
  await dialog.getByLabel("Authentication code").fill(generateTotpFromUri(totpUri));
  await dialog.getByRole("button", { name: "Verify and enable" }).click();

  const codes = dialog.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
  await expect(codes.first()).toBeVisible();
  const backupCodes = await codes.allTextContents();
  await expect(dialog.getByRole("link", { name: "Download codes" })).toHaveAttribute("download", /\.txt$/);
  await dialog.getByRole("button", { name: "I saved my codes" }).click();
  await expect(dialog).toBeHidden();
  await expect(security.getByText("Status: On")).toBeVisible();
  return { totpUri, backupCodes };
}

async function logOut(page: Page) {
  await logoutButton(page).click();
  await expect(page).toHaveURL("/login");
}

test("with two-factor on, a login asks for the authenticator code and then opens the workspace", async ({ page }) => {
  test.slow();
  const { credentials } = await signUpAndSignIn(page);
  const { totpUri, backupCodes } = await enableTwoFactor(page, credentials);
  expect(backupCodes.length).toBeGreaterThanOrEqual(8);

  await logOut(page);
  await logIn(page, credentials);
  await expect(main(page).getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  const code = main(page).getByLabel("Authentication code");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toBeFocused();
  await code.fill(generateTotpFromUri(totpUri));
  await main(page).getByRole("button", { name: "Verify" }).click();
  // Back where the logout happened: Settings → Security.
  await expect(page).toHaveURL("/dashboard?tab=settings&section=security");
  await expect((await openSecuritySettings(page)).getByText("Status: On")).toBeVisible();
});

test("a wrong code is refused, a backup code works, and two-factor can be turned off again", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const { credentials } = await signUpAndSignIn(page);
  const { backupCodes } = await enableTwoFactor(page, credentials);
  await logOut(page);

  // Two-factor checks are limited to three per address in ten seconds: continue as a fresh client.
  await prepareBrowser({ context, baseURL });
  await logIn(page, credentials);
  await main(page).getByLabel("Authentication code").fill("000000");
  await main(page).getByRole("button", { name: "Verify" }).click();
  await expect(main(page).getByRole("alert")).toHaveText("That code is not valid. Please check it and try again.");

  await main(page).getByRole("button", { name: "Use a backup code instead" }).click();
  await expect(main(page).getByRole("alert")).toBeHidden();
  await main(page)
    .getByLabel("Backup code")
    .fill(backupCodes[0] ?? "");
  await main(page).getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL("/dashboard?tab=settings&section=security");

  const security = await openSecuritySettings(page);
  await security.getByRole("button", { name: "Disable 2FA" }).click();
  const dialog = page.getByRole("dialog", { name: "Disable two-factor authentication" });
  await dialog.getByLabel("Password", { exact: true }).fill(credentials.password);
  await dialog.getByRole("button", { name: "Disable 2FA" }).click();
  await expect(dialog).toBeHidden();
  await expect(security.getByText("Status: Off")).toBeVisible();

  await logOut(page);
  await logIn(page, credentials);
  await expect(page).toHaveURL("/dashboard?tab=settings&section=security");
});
