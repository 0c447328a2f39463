import type { Page } from "@playwright/test";
import { signUpAndSignIn } from "../fixtures/auth";
import { expireTrial } from "./ai-access";
import { expect as baseExpect, test } from "./fixtures";

// Honest plans and AI labels (docs/decisions/014 and 015), on the e2e server, which runs without a model
// (AI_PROVIDER=library) and without FULL_ACCESS: the upgrade prompt speaks to the user's real trial, a study
// plan longer than the trial says so, no signed-in screen calls the rules "AI", and the notice on connecting a model
// shows once. The texts per state are unit-tested in src/shared/plan-offer.test.ts and ai-labels'
// users; tests/e2e/ai-openai.spec.ts shows the product's AI texts with a model.

// The operator CLI that ends a trial starts a process of its own: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const NOTICE = { name: "Running without a language model" } as const;

/** Opens a workspace page once the install's AI setup has been read (the labels follow it). */
async function openWorkspace(page: Page, url: string) {
  await Promise.all([page.waitForResponse((response) => response.url().endsWith("/api/ai-setup")), page.goto(url)]);
}

test("an ended trial's upgrade prompt says when it ended and offers no new trial", async ({ page }) => {
  const { credentials } = await signUpAndSignIn(page);
  expireTrial(credentials.email);
  await page.goto("/dashboard?tab=settings&section=billing");
  const billing = page.getByRole("tabpanel", { name: "Billing" });
  await expect(billing).toContainText("Inactive subscription");
  await expect(billing).toContainText(/Your 14-day free trial ended on \w{3} \d{1,2}, \d{4}\./);

  await billing.getByRole("button", { name: "Manage Plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Upgrade to unlock all PrepPilot features" });
  await expect(dialog).toContainText(/Your 14-day free trial ended on \w{3} \d{1,2}, \d{4}\. Choose a plan/);
  await expect(dialog).not.toContainText(/start with a 14-day free trial/i);
  await expect(dialog.getByRole("button", { name: "Choose Professional" })).toBeVisible();
});

test("a study plan longer than the trial says when the trial ends, without blocking the plan", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard?tab=settings&section=study-plan");
  await page.getByLabel("Interview date").fill(dayFromNow(21));
  await page.getByRole("button", { name: "Create plan" }).click();
  await expect(page.getByText("Study plan saved.")).toBeVisible();
  // A 14-day trial from today ends 7 days before an interview 21 days away.
  await expect(
    page.getByText(
      /^Your free trial ends on \w{3} \d{1,2}, \d{4}, 7 days before your interview: choose a plan to keep your plan's sessions\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: "Weeks of the plan" })).toBeVisible();
  await page.getByRole("button", { name: "See plans" }).click();
  await expect(page.getByRole("dialog")).toContainText(/14 days from now/);
});

test("without a model no signed-in screen calls what the rules do 'AI'", async ({ page }) => {
  await signUpAndSignIn(page);
  const tabs = [
    { tab: "dashboard", ready: page.getByRole("heading", { name: "Recent Activity" }) },
    { tab: "practice", ready: page.getByRole("button", { name: /Generate/ }).first() },
    { tab: "interviews", ready: page.getByRole("button", { name: "Start Interview" }) },
    { tab: "system-design", ready: page.getByRole("button", { name: "Generate Scenario" }) },
    { tab: "analytics", ready: page.getByRole("button", { name: "Generate Insights" }) },
  ];
  for (const { tab, ready } of tabs) {
    await openWorkspace(page, `/dashboard?tab=${tab}`);
    await expect(ready).toBeVisible();
    if (tab === "dashboard")
      await expect(
        page.getByText("Welcome to PrepPilot! Your interview preparation journey begins now."),
      ).toBeVisible();
    // The notice on connecting a model names what a model would add; "(no AI)" says what is not AI.
    const notice = page.getByRole("region", NOTICE);
    const noticeText = (await notice.count()) > 0 ? ((await notice.textContent()) ?? "") : "";
    const text = ((await page.locator("#root").textContent()) ?? "").replace(noticeText, "").replaceAll("(no AI)", "");
    expect(text.match(/\bAI\b.{0,40}/g) ?? [], `the ${tab} tab`).toEqual([]);
  }
});

test("the notice on connecting a model shows once and stays dismissed after a reload", async ({ page }) => {
  await signUpAndSignIn(page);
  await openWorkspace(page, "/dashboard");
  const notice = page.getByRole("region", NOTICE);
  await expect(notice).toContainText("AI_PROVIDER=openai");
  await notice.getByRole("button", { name: "Got it, hide this" }).click();
  await expect(notice).toBeHidden();
  await openWorkspace(page, "/dashboard");
  await expect(page.getByRole("heading", { name: "Recent Activity" })).toBeVisible();
  await expect(page.getByRole("region", NOTICE)).toHaveCount(0);
});
