import { signUpAndSignIn } from "../fixtures/auth";
import { main, prepareBrowser } from "./auth-helpers";
import { expect as baseExpect, test } from "./fixtures";

// Lazy routes and the embedded database answer slowly when the machine is busy; the one-second
// promises of tab sync keep their own explicit timeouts.
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(prepareBrowser);

const STRONG_PASSWORD = "Interview-Ready1";

test("sign-up shows the rules' messages in the product's order, and a valid sign-up lands on /dashboard", async ({
  page,
}) => {
  test.slow();
  await page.goto("/signup");
  const form = main(page);
  const submit = form.getByRole("button", { name: "Create account" });
  const name = form.getByLabel("Full name");
  const email = form.getByLabel("Email address");
  const password = form.getByLabel("Password", { exact: true });
  const confirm = form.getByLabel("Confirm password", { exact: true });

  await submit.click();
  for (const message of [
    "Full name is required",
    "Email is required",
    "Password is required",
    "Please confirm your password",
    "You must accept the Terms of Service and Privacy Policy",
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(name).toHaveAccessibleDescription("Full name is required");

  // An edited field loses its error at once.
  await name.fill("A");
  await expect(form.getByText("Full name is required")).toBeHidden();
  await expect(form.getByText("Email is required")).toBeVisible();

  await submit.click();
  await expect(form.getByText("Name must be at least 2 characters long")).toBeVisible();
  await name.fill("Ada 3");
  await submit.click();
  await expect(form.getByText("Name can only contain letters, spaces, hyphens, and apostrophes")).toBeVisible();

  await email.fill("not-an-email");
  await submit.click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();

  // The password rules, one after another, in the product's order.
  for (const [attempt, message] of [
    ["Sh0rt!", "Password must be at least 8 characters long"],
    ["lowercase1!", "Password must contain at least one uppercase letter"],
    ["UPPERCASE1!", "Password must contain at least one lowercase letter"],
    ["NoNumbers!", "Password must contain at least one number"],
    ["NoSpecial1", "Password must contain at least one special character"],
  ] as const) {
    await password.fill(attempt);
    await submit.click();
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }

  await name.fill("  Ada Lovelace  ");
  const address = `Ada.${crypto.randomUUID().slice(0, 8)}@Example.COM`;
  await email.fill(`  ${address}  `);
  await password.fill(STRONG_PASSWORD);
  await confirm.fill("Interview-Ready2");
  await form.getByLabel(/I agree to the/).check();
  await submit.click();
  await expect(form.getByText("Passwords do not match")).toBeVisible();
  await expect(page).toHaveURL("/signup");

  await confirm.fill(STRONG_PASSWORD);
  await submit.click();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByText("Ada Lovelace").first()).toBeVisible();
  // The name arrived trimmed, the address trimmed and lower-cased.
  const session = await (await page.request.get("/api/auth/get-session")).json();
  expect(session.user).toMatchObject({ name: "Ada Lovelace", email: address.toLowerCase() });
});

test("the password checklist follows what is typed", async ({ page }) => {
  await page.goto("/signup");
  const checklist = main(page).getByRole("list", { name: "Password requirements" });
  await expect(checklist.getByText("(met)")).toHaveCount(0);
  await main(page).getByLabel("Password", { exact: true }).fill("abcdefgh");
  await expect(checklist.getByRole("listitem").filter({ hasText: "(met)" })).toHaveText([
    /At least 8 characters/,
    /One lowercase letter/,
  ]);
});

test("signing up with a registered email says to sign in instead", async ({ page, browser }) => {
  const otherDevice = await browser.newContext();
  const { credentials } = await signUpAndSignIn(await otherDevice.newPage());
  await otherDevice.close();

  await page.goto("/signup");
  const form = main(page);
  await form.getByLabel("Full name").fill("Ada Again");
  await form.getByLabel("Email address").fill(credentials.email);
  await form.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await form.getByLabel("Confirm password", { exact: true }).fill(STRONG_PASSWORD);
  await form.getByLabel(/I agree to the/).check();
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "An account with this email already exists. Please sign in instead.",
  );
  await expect(page).toHaveURL("/signup");
});

test("the terms checkbox links to the terms and the privacy policy, and sign-in is one click away", async ({
  page,
}) => {
  await page.goto("/signup");
  await expect(main(page).getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  await expect(main(page).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  await main(page).getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/login");
});
