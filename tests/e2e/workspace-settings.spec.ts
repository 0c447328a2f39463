import type { Page } from "@playwright/test";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";

// Eight engineers share two cores: the first load of a tab can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// A real 1×1 PNG.
const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

async function openSettings(page: Page, section?: string) {
  await page.goto("/dashboard?tab=settings");
  await expect(page.getByRole("heading", { level: 2, name: "Account Settings" })).toBeVisible();
  if (section) await page.getByRole("tab", { name: section }).click();
}

test("the profile saves across a reload, the email is read-only and the plan label is real", async ({ page }) => {
  const { credentials } = await signUpAndSignIn(page, { name: "Ada Lovelace" });
  await openSettings(page);
  await expect(page.getByRole("tab", { name: "Profile", selected: true })).toBeVisible();
  const panel = page.getByRole("tabpanel", { name: "Profile" });
  await expect(panel.getByText("Free Trial", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Email Address")).toHaveValue(credentials.email);
  await expect(page.getByLabel("Email Address")).toHaveAttribute("readonly", "");
  await expect(page.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
  await expect(page.getByLabel("Bio")).toHaveAttribute("rows", "4");

  await page.getByLabel("Full Name").fill("Ada King");
  await page.getByLabel("Phone Number").fill("+44 20 7946 0000");
  await page.getByLabel("Location").fill("London");
  await page.getByLabel("Bio").fill("Analytical engines.");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your profile has been saved." })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Full Name")).toHaveValue("Ada King");
  await expect(page.getByLabel("Phone Number")).toHaveValue("+44 20 7946 0000");
  await expect(page.getByLabel("Location")).toHaveValue("London");
  await expect(page.getByLabel("Bio")).toHaveValue("Analytical engines.");
});

test.describe("when the network fails", () => {
  // The aborted request is logged by the browser as a failed resource; that one error is expected.
  test.use({ allowedConsoleErrors: [/net::ERR_FAILED/] });

  test("a failed profile save shows 'Failed to update profile' and keeps what was typed", async ({ page }) => {
    await signUpAndSignIn(page);
    await page.route("**/api/profile", (route) =>
      route.request().method() === "PUT" ? route.abort() : route.continue(),
    );
    await openSettings(page);
    await page.getByLabel("Location").fill("Paris");
    await page.getByLabel("Bio").fill("Kept after a failure.");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("alert")).toContainText("Failed to update profile");
    await expect(page.getByLabel("Location")).toHaveValue("Paris");
    await expect(page.getByLabel("Bio")).toHaveValue("Kept after a failure.");
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  });
});

test("a picture uploads and shows; a text file named .png is refused with the server's message", async ({ page }) => {
  await signUpAndSignIn(page, { name: "Ada Lovelace" });
  await openSettings(page);
  const avatar = page.getByRole("tabpanel", { name: "Profile" }).getByRole("img", { name: "Ada Lovelace" });
  await expect(avatar).toHaveAttribute("src", /\/api\/avatars\/initials\?name=/);

  await page
    .getByLabel("Choose a profile picture")
    .setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
  await expect(page.getByRole("alert")).toHaveText("The picture must be a PNG, JPEG or WebP image.");
  await expect(avatar).toHaveAttribute("src", /\/api\/avatars\/initials\?name=/);

  await page
    .getByLabel("Choose a profile picture")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG_BYTES });
  await expect(avatar).toHaveAttribute("src", /\/api\/avatars\/[^/?]+\?v=\d+$/);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(256);

  await page.getByRole("button", { name: "Remove" }).click();
  await expect(avatar).toHaveAttribute("src", /\/api\/avatars\/initials\?name=/);
});

test("a notification switch is saved and stays after a reload", async ({ page }) => {
  await signUpAndSignIn(page);
  await openSettings(page, "Notifications");
  const achievements = page.getByRole("switch", { name: "Achievement Alerts" });
  await expect(achievements).toHaveAttribute("aria-checked", "false");
  await expect(page.getByRole("switch", { name: "Email Notifications" })).toHaveAttribute("aria-checked", "true");
  await achievements.click();
  await expect(page.getByText("Notification preferences saved.")).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "Notifications" }).click();
  await expect(page.getByRole("switch", { name: "Achievement Alerts" })).toHaveAttribute("aria-checked", "true");
});

test("Security holds the password and two-factor settings; Billing shows the trial and opens the upgrade modal", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  await openSettings(page, "Security");
  await expect(page.getByRole("textbox", { name: "Current Password" })).toBeVisible();

  await page.getByRole("tab", { name: "Billing" }).click();
  const billing = page.getByRole("tabpanel", { name: "Billing" });
  await expect(billing).toContainText("Free Trial");
  await expect(billing).toContainText(/Trial ends \w{3} \d{1,2}, \d{4}/);
  await expect(billing).toContainText("Free");
  await expect(billing.getByRole("button", { name: "Add Payment Method" })).toBeVisible();

  const upgrade = billing.getByRole("button", { name: "Upgrade Plan" });
  await upgrade.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    /Your 14-day free trial ends on \w{3} \d{1,2}, \d{4}, 14 days from now\. No credit card required/,
  );
  await expect(dialog).not.toContainText("Start with a 14-day free trial");
  // Focus moves into the dialog and stays there.
  await expect(dialog.locator(":focus")).toHaveCount(1);
  for (let step = 0; step < 8; step++) await page.keyboard.press("Tab");
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(upgrade).toBeFocused();

  await billing.getByRole("button", { name: "Add Payment Method" }).click();
  await dialog.getByRole("button", { name: "Choose Professional" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Redirecting you to checkout for the Professional plan");
  await dialog.getByRole("button", { name: "Maybe Later" }).click();
  await expect(dialog).toBeHidden();
});

test("Download my data saves a JSON file of the user's data", async ({ page }) => {
  const { credentials } = await signUpAndSignIn(page);
  await openSettings(page, "Privacy");
  const downloaded = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^preppilot-export-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  expect(await readFile(path, "utf8")).toContain(credentials.email);
});

test("deleting the account needs DELETE typed, lands on the home page, and the login then fails", async ({ page }) => {
  const { credentials } = await signUpAndSignIn(page);
  await openSettings(page, "Privacy");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  const confirm = dialog.getByRole("button", { name: "Delete account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("delete");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();

  const origin = new URL(page.url()).origin;
  const login = await page.request.post("/api/auth/sign-in/email", {
    headers: { origin },
    data: { email: credentials.email, password: credentials.password },
  });
  expect(login.status()).toBe(401);
});

test("the settings section is in the URL: deep links, reload and the back button keep it, unknown falls back", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const sections = page.getByRole("tablist", { name: "Settings sections" });

  await page.goto("/dashboard?tab=settings&section=billing");
  await expect(sections.getByRole("tab", { name: "Billing", selected: true })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Billing" })).toContainText("Free Trial");

  await sections.getByRole("tab", { name: "Security" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=settings&section=security$/);
  await expect(page.getByRole("tabpanel", { name: "Security" })).toBeVisible();
  await sections.getByRole("tab", { name: "Notifications" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=settings&section=notifications$/);

  await page.reload();
  await expect(sections.getByRole("tab", { name: "Notifications", selected: true })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Notifications" })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\?tab=settings&section=security$/);
  await expect(sections.getByRole("tab", { name: "Security", selected: true })).toBeVisible();
  await page.goBack();
  await expect(sections.getByRole("tab", { name: "Billing", selected: true })).toBeVisible();

  // Profile, the first section, keeps the plain settings link. From the keyboard, the arrows move between
  // the tabs and Enter opens one.
  await sections.getByRole("tab", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
  await page.keyboard.press("ArrowDown");
  await expect(sections.getByRole("tab", { name: "Notifications" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(sections.getByRole("tab", { name: "Notifications", selected: true })).toBeFocused();
  await expect(page).toHaveURL(/section=notifications$/);
  await page.goBack();
  await expect(sections.getByRole("tab", { name: "Profile", selected: true })).toBeVisible();

  await page.goto("/dashboard?tab=settings&section=nonsense");
  await expect(sections.getByRole("tab", { name: "Profile", selected: true })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Profile" })).toBeVisible();

  // On a phone the tabs are a row that scrolls sideways: a deep link scrolls its tab into sight.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/dashboard?tab=settings&section=privacy");
  await expect(sections.getByRole("tab", { name: "Privacy", selected: true })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });

  // The plan label in the side navigation leads to Billing.
  await page.goto("/dashboard?tab=analytics");
  await page
    .getByTestId("side-nav")
    .getByRole("link", { name: /Free Trial/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\?tab=settings&section=billing$/);
  await expect(sections.getByRole("tab", { name: "Billing", selected: true })).toBeVisible();
});
