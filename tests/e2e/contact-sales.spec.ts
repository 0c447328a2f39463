import { signUpAndSignIn } from "../fixtures/auth";
import { runAdmin } from "./ai-access";
import { expect as baseExpect, test } from "./fixtures";

// The machine running these is shared and busy: give the lazily loaded workspace time to appear.
const expect = baseExpect.configure({ timeout: 15_000 });

test("Contact sales in the upgrade prompt opens the contact form in a dialog, filled in for the signed-in user, and the message reaches the operators", async ({
  page,
}) => {
  // The operator CLI that reads the message back starts a process of its own.
  test.setTimeout(90_000);
  const { credentials } = await signUpAndSignIn(page);
  await page.goto("/dashboard?tab=settings&section=billing");
  await page.getByRole("button", { name: "Upgrade Plan" }).click();
  const upgrade = page.getByRole("dialog", { name: /^Upgrade to unlock/ });
  await upgrade.getByRole("button", { name: "Contact sales" }).click();

  const dialog = page.getByRole("dialog", { name: "Contact sales" });
  await expect(dialog).toBeVisible();
  // Still in the workspace: /contact would send a signed-in user away.
  await expect(page).toHaveURL(/\/dashboard\?tab=settings/);
  const form = dialog.getByRole("form", { name: "Send us a message" });
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue(credentials.name);
  await expect(form.getByLabel("Email", { exact: true })).toHaveValue(credentials.email);
  await expect(form.getByLabel("Inquiry Type", { exact: true })).toHaveValue("sales");
  await expect(form.getByLabel("Inquiry Type", { exact: true }).locator("option:checked")).toHaveText("Sales");

  // The form's own rules hold here too.
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Subject is required")).toBeVisible();
  await form.getByLabel("Subject", { exact: true }).fill("Enterprise for 40 engineers");
  await form.getByLabel("Message", { exact: true }).fill("We would like a quote for 40 seats.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog.getByRole("status")).toContainText("Message Sent Successfully!");
  // Cleared for a next message, still signed as the user.
  await expect(form.getByLabel("Subject", { exact: true })).toHaveValue("");
  await expect(form.getByLabel("Email", { exact: true })).toHaveValue(credentials.email);

  // Escape closes the contact dialog first, then the upgrade prompt is still there.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(upgrade).toBeVisible();
  await expect(upgrade.getByRole("button", { name: "Contact sales" })).toBeFocused();

  const messages = runAdmin(["messages", "--csv"]);
  const row = messages.split("\r\n").find((line) => line.includes(credentials.email));
  expect(row).toContain(
    `,${credentials.name},${credentials.email},,sales,Enterprise for 40 engineers,We would like a quote for 40 seats.`,
  );
});
