import { signUpAndSignIn } from "../fixtures/auth";
import { expireTrial } from "./ai-access";
import { expect as baseExpect, test } from "./fixtures";

// The operator CLI that ends the trial starts a process of its own, on a machine shared with other
// test runs: more than the default 30 s per test and 5 s per assertion.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

test("after the trial ends the labs say so and Generate opens the upgrade modal instead of failing", async ({
  page,
}) => {
  const { credentials } = await signUpAndSignIn(page);
  expireTrial(credentials.email);

  await page.goto("/dashboard?tab=system-design");
  await expect(page.getByText("Trial expired - Upgrade to continue")).toBeVisible();
  await expect(page.getByText("Premium feature")).toHaveCount(0);
  const generate = page.getByRole("button", { name: "Generate Scenario" });
  await expect(generate.getByTestId("lock-marker")).toBeVisible();
  await generate.click();
  const dialog = page.getByRole("dialog", { name: "Upgrade to unlock System Design Lab" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Maybe Later" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText("No scenarios yet.")).toBeVisible();
  await expect(page.getByTestId("session-counter")).toHaveText("0");

  // The server agrees: the ended trial gives no AI access, whatever the page does.
  const origin = new URL(page.url()).origin;
  const direct = await page.request.post("/api/design/scenarios", {
    headers: { origin },
    data: { complexity: "basic" },
  });
  expect(direct.status()).toBe(402);
  expect((await direct.json()).error.code).toBe("AI_ACCESS_REQUIRED");

  await page.goto("/dashboard?tab=analytics");
  await expect(page.getByText("Trial Expired - Upgrade to access insights")).toBeVisible();
});
