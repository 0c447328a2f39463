import { expect, test } from "./fixtures";
import { holdRequests } from "./hold-requests";
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

test("a link keeps the current page on screen until the next page's code has arrived", async ({ page }) => {
  const aboutCode = await holdRequests(page, /\/assets\/about-[\w-]+\.js$/);
  await page.goto("/");
  // The home page's headline types itself out, so the pages are told apart by the about page's heading.
  const aboutHeading = page.getByRole("heading", { level: 1, name: "We help engineers get the job they deserve" });
  await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
  // The click is taken and the code is on its way; the URL and the page change together once it is in.
  await aboutCode.requested;
  await expect(page).toHaveURL("/");
  await expect(aboutHeading).toHaveCount(0);
  aboutCode.release();
  await expect(page).toHaveURL("/about");
  await expect(aboutHeading).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect(aboutHeading).toHaveCount(0);
  await expect(page.locator("#pricing")).toBeAttached();
});
