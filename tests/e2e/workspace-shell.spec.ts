import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";

// Eight engineers share two cores: the first load of a tab can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const nav = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Workspace" });

test("tabs switch on /dashboard, keep ?tab= through reload and the back button, and unknown tabs fall back", async ({
  page,
}) => {
  await signUpAndSignIn(page, { name: "Grace Brewster Hopper" });
  await page.goto("/dashboard");
  // The dashboard home is the default tab and greets the user by first name.
  await expect(page.getByRole("heading", { name: "Welcome back, Grace!" })).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");

  await nav(page).getByRole("link", { name: "Analytics Hub" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=analytics$/);
  await expect(page.getByRole("heading", { level: 2, name: "Analytics Hub" })).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Analytics Hub" })).toHaveAttribute("aria-current", "page");

  await nav(page).getByRole("link", { name: "Account Settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
  await expect(page.getByRole("heading", { level: 2, name: "Account Settings" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Account Settings" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\?tab=analytics$/);
  await expect(page.getByRole("heading", { level: 2, name: "Analytics Hub" })).toBeVisible();

  for (const [label, tab, heading] of [
    ["Practice Arena", "practice", "Practice Arena"],
    ["Mock Interviews", "interviews", "Interview Lab"],
    ["System Design Lab", "system-design", "System Design Lab"],
  ] as const) {
    await nav(page).getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?tab=${tab}$`));
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }

  await page.goto("/dashboard?tab=nonsense");
  await expect(page.getByRole("heading", { name: "Welcome back, Grace!" })).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
});

test("the dashboard shows the real plan, zero figures for a new user, the welcome activity and working shortcuts", async ({
  page,
}) => {
  await signUpAndSignIn(page, { name: "Ada Lovelace" });
  await page.goto("/dashboard");
  await expect(page.getByTestId("side-nav").getByTestId("plan-label")).toHaveText("Free Trial");
  await expect(page.getByText("Professional Plan")).toHaveCount(0);

  const stats = page.getByRole("region", { name: "Your progress" });
  for (const [label, value] of [
    ["Problems Solved", "0"],
    ["Mock Interviews", "0"],
    ["Current Streak", "0"],
    ["Skill Level", "0%"],
  ] as const) {
    await expect(stats.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]")).toHaveText(value);
  }
  await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText("Welcome to PrepPilot!");
  await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText("just now");

  await page.getByRole("button", { name: "View Progress" }).click();
  await expect(page).toHaveURL(/\?tab=analytics$/);
  await page.goBack();
  await page.getByRole("button", { name: /System Design/ }).click();
  await expect(page).toHaveURL(/\?tab=system-design$/);
  await page.goBack();
  await page.getByRole("button", { name: "Start Practicing" }).click();
  await expect(page).toHaveURL(/\?tab=practice$/);
});

test("the collapsed side navigation is remembered across a reload", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard");
  const sideNav = page.getByTestId("side-nav");
  await expect(sideNav).toHaveAttribute("data-collapsed", "false");
  const expandedWidth = (await sideNav.boundingBox())?.width ?? 0;

  await page.getByRole("button", { name: "Collapse navigation" }).click();
  await expect(sideNav).toHaveAttribute("data-collapsed", "true");
  await expect.poll(async () => (await sideNav.boundingBox())?.width ?? 0).toBeLessThan(expandedWidth);
  // Collapsed links keep their names for screen readers.
  await expect(nav(page).getByRole("link", { name: "Analytics Hub" })).toBeVisible();

  await page.reload();
  await expect(sideNav).toHaveAttribute("data-collapsed", "true");
  await page.getByRole("button", { name: "Expand navigation" }).click();
  await expect(sideNav).toHaveAttribute("data-collapsed", "false");
  await page.reload();
  await expect(sideNav).toHaveAttribute("data-collapsed", "false");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the navigation is a drawer opened by the menu button; choosing a tab closes it", async ({ page }) => {
    await signUpAndSignIn(page);
    await page.goto("/dashboard");
    await expect(page.getByTestId("side-nav")).toBeHidden();
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId("plan-label")).toHaveText("Free Trial");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Open navigation" }).click();
    await drawer.getByRole("link", { name: "Account Settings" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\?tab=settings$/);
    await expect(page.getByRole("heading", { level: 2, name: "Account Settings" })).toBeVisible();
  });
});

test("Logout signs the user out", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard");
  await page.getByTestId("side-nav").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
