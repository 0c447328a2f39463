import type { Page } from "@playwright/test";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";

// Eight people share this machine's two cores: lazy pages, smooth scrolls and axe runs can take far
// longer than the 5 s default here. These are patience limits, not assertions about speed.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const TRANSPARENT = "rgba(0, 0, 0, 0)";
const WHITE = "rgb(255, 255, 255)";

function header(page: Page) {
  return page.getByRole("banner");
}

test.describe("header: its links and the Resources menu", () => {
  test("links home, to every top-level page and to the pricing section", async ({ page }) => {
    await page.goto("/about");
    await expect(header(page).getByRole("link", { name: "PrepPilot home" })).toHaveAttribute("href", "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const expected = {
      About: "/about",
      Features: "/features",
      Pricing: "/#pricing",
      Webinars: "/webinars",
      Careers: "/careers",
      Contact: "/contact",
    };
    for (const [name, href] of Object.entries(expected)) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(header(page).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(header(page).getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
  });

  test("the Pricing link lands on the home page's pricing section", async ({ page }) => {
    await page.goto("/careers");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL("/#pricing");
    await expect(page.locator("#pricing")).toBeInViewport();
  });

  test("the Resources dropdown works with the pointer", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Resources" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveCount(3);
    await expect(menu.getByRole("menuitem", { name: /Help Center/ })).toHaveAttribute("href", "/help");
    await expect(menu.getByRole("menuitem", { name: /Success Stories/ })).toHaveAttribute("href", "/success-stories");
    await menu.getByRole("menuitem", { name: /Interview Guide/ }).click();
    await expect(page).toHaveURL("/interview-guide");
    await expect(menu).toBeHidden();
  });

  test("the Resources dropdown works from the keyboard", async ({ page }) => {
    await page.goto("/about");
    const trigger = page.getByRole("button", { name: "Resources" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: /Help Center/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: /Help Center/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: /Interview Guide/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: /Success Stories/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/success-stories");
  });
});

test.describe("header: its background and the signed-in user", () => {
  test("is transparent over the home hero and solid after more than 50 px of scroll", async ({ page }) => {
    await page.goto("/");
    await expect(header(page)).toHaveCSS("background-color", TRANSPARENT);
    await page.evaluate(() => window.scrollTo({ top: 40, behavior: "instant" }));
    await expect(header(page)).toHaveCSS("background-color", TRANSPARENT);
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: "instant" }));
    await expect(header(page)).toHaveCSS("background-color", WHITE);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(header(page)).toHaveCSS("background-color", TRANSPARENT);
  });

  for (const route of ["/login", "/signup", "/forgot-password", "/privacy"]) {
    test(`is solid at the top of ${route}`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(header(page)).toHaveCSS("background-color", WHITE);
    });
  }

  test("a signed-in user sees avatar, name and Logout, and can log out", async ({ page }) => {
    await signUpAndSignIn(page, { name: "Grace Hopper" });
    await page.goto("/reset-password");
    const banner = header(page);
    await expect(banner.getByText("Grace Hopper")).toBeVisible();
    await expect(banner.getByText("G", { exact: true })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Login" })).toBeHidden();
    await banner.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/");
    await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
    await expect(header(page).getByText("Grace Hopper")).toBeHidden();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("replaces the links below md, closes on Escape and on navigation", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });

    await open.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Help Center" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Sign Up" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await menu.getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL("/careers");
    await expect(menu).toBeHidden();
  });
});

test.describe("footer", () => {
  test("has four link columns, social links and the copyright line", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    const nav = footer.getByRole("navigation", { name: "Footer" });
    for (const title of ["Product", "Company", "Resources", "Legal"]) {
      await expect(nav.getByRole("heading", { name: title })).toBeVisible();
    }
    const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const href of [
      "/features",
      "/#pricing",
      "/webinars",
      "/about",
      "/careers",
      "/contact",
      "/help",
      "/interview-guide",
      "/success-stories",
      "/blog",
      "/press",
      "/community",
      "/api-docs",
      "/status",
      "/changelog",
      "/privacy",
      "/terms",
      "/cookies",
      "/security",
      "/gdpr",
    ]) {
      expect(hrefs).toContain(href);
    }
    for (const name of ["GitHub", "LinkedIn", "X", "YouTube"]) {
      const social = footer.getByRole("link", { name: `PrepPilot on ${name}` });
      await expect(social).toHaveAttribute("href", /^https:\/\//);
      await expect(social).toHaveAttribute("target", "_blank");
      await expect(social).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(footer.getByText("© 2024 PrepPilot. All rights reserved.", { exact: true })).toBeVisible();
  });

  for (const route of ["/blog", "/press", "/community", "/api-docs", "/changelog", "/status"]) {
    test(`the footer link ${route} opens its own page`, async ({ page }) => {
      await page.goto("/about");
      await page.getByRole("contentinfo").locator(`a[href="${route}"]`).click();
      await expect(page).toHaveURL(route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).not.toHaveTitle("PrepPilot");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    });
  }
});

test.describe("cookie consent banner", () => {
  test("asks a first-time visitor, sets no cookie before the choice, and stays gone after it", async ({
    page,
    context,
  }) => {
    await page.goto("/about");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link", { name: "Read our Cookie Policy" })).toHaveAttribute("href", "/cookies");
    expect(await context.cookies()).toEqual([]);

    await banner.getByRole("button", { name: "Essential only" }).click();
    await expect(banner).toBeHidden();
    const [consent] = await context.cookies();
    expect(consent).toMatchObject({ name: "pp_cookie_consent", path: "/", sameSite: "Lax" });
    expect(JSON.parse(decodeURIComponent(consent?.value ?? ""))).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
    const daysValid = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(Math.round(daysValid)).toBe(365);

    await page.goto("/features");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
  });

  test("Accept all allows every category; Customize opens the Cookie Policy", async ({ page, context }) => {
    await page.goto("/help");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.getByRole("link", { name: "Customize" }).click();
    await expect(page).toHaveURL("/cookies");
    await expect(banner).toBeHidden();

    await page.goto("/help");
    await banner.getByRole("button", { name: "Accept all" }).click();
    await expect(banner).toBeHidden();
    const [consent] = await context.cookies();
    expect(JSON.parse(decodeURIComponent(consent?.value ?? ""))).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
      preferences: true,
    });
  });
});

test("the status page reports live checks and checks again every 30 seconds", async ({ page }) => {
  await page.clock.install();
  const checks: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === "/api/health" || pathname === "/api/ready") checks.push(pathname);
  });
  await page.goto("/status");
  await expect(page.getByRole("status").filter({ hasText: "All systems operational" })).toBeVisible();
  await expect(page.getByText("Last checked at")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Database" })).toContainText("Operational");
  await expect.poll(() => checks.length).toBe(2);

  await page.clock.runFor(30_000);
  await expect.poll(() => checks.length).toBe(4);
  expect(checks.toSorted()).toEqual(["/api/health", "/api/health", "/api/ready", "/api/ready"]);
});
