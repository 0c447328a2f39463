import { expect, test } from "./fixtures";
import { SPEC_PUBLIC_ROUTES } from "./public-routes";

for (const route of SPEC_PUBLIC_ROUTES) {
  test(`${route} renders its page`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(route);
    await expect(page).toHaveTitle(/PrepPilot/);
  });
}

test("an unknown path lands on the home page", async ({ page }) => {
  await page.goto("/this/page/does-not-exist");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("/dashboard signed out lands on /login", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/login");
});

test("the home page does not download workspace code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(scripts.some((url) => /\/assets\/dashboard-/.test(url))).toBe(false);
  expect(scripts.some((url) => /\/assets\/home-/.test(url))).toBe(true);
});
