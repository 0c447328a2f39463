import { signUpAndSignIn } from "../fixtures/auth";
import { prepareBrowser } from "./auth-helpers";
import { test } from "./fixtures";
import { holdRequests } from "./hold-requests";
import { expect, recordSubmits, waitForHydration } from "./prerender-helpers";
import { FOOTER_ROUTES, SPEC_PUBLIC_ROUTES } from "./public-routes";

// Public pages are prerendered at build time (scripts/prerender.mjs) and hydrated in the browser: what
// they show without JavaScript and before hydration, and that every one of them hydrates. What they load
// after the first paint is in prerender-deferred.spec.ts.

const HOME_HEADING = "Master Tech Interviews with AI-Powered Precision";

const PAGES = [
  {
    path: "/",
    title: "PrepPilot",
    heading: HOME_HEADING,
    text: "Six tools, one goal: the offer",
  },
  {
    path: "/features",
    title: "Features · PrepPilot",
    heading: "Everything you need to ace your next interview",
    text: "Six AI-powered tools that cover the whole loop",
  },
  {
    path: "/login",
    title: "Log in · PrepPilot",
    heading: "Welcome back",
    text: "Log in to PrepPilot to continue your interview preparation.",
  },
];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  for (const { path, title, heading, text } of PAGES) {
    test(`${path} shows its heading, text and title from the HTML alone`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("main").getByText(text).first()).toBeVisible();
      // The signed-out header and the footer are in the page too.
      await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toBeAttached();
    });
  }

  test("the home page shows its whole headline, which the scripts would type", async ({ page }) => {
    await page.goto("/");
    const fullCopy = page.getByRole("heading", { level: 1 }).locator("[aria-hidden] > span").first();
    await expect(fullCopy).toHaveText(HOME_HEADING);
    expect(await fullCopy.evaluate((element) => getComputedStyle(element).visibility)).toBe("visible");
    await expect(page.getByTestId("typed-headline")).toBeHidden();
  });

  test("the workspace gets the SPA shell, which needs the scripts", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.locator("#root")).toBeEmpty();
  });
});

test("the home page hydrates without a console error and navigates in the page, with the chunks preloaded", async ({
  page,
  context,
  baseURL,
}) => {
  await prepareBrowser({ context, baseURL });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: /Master Tech Interviews/ })).toBeVisible();
  await waitForHydration(page);
  // Each page's HTML preloads its own chunks, so they do not load one after another.
  expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
  // A marker on the window survives only a client-side navigation, not a page load.
  await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
  await page.getByRole("banner").getByRole("link", { name: "Features" }).click();
  await expect(page).toHaveURL("/features");
  await expect(
    page.getByRole("heading", { level: 1, name: "Everything you need to ace your next interview" }),
  ).toBeVisible();
  await expect(page).toHaveTitle("Features · PrepPilot");
  expect(await page.evaluate(() => (window as { stillThisDocument?: boolean }).stillThisDocument)).toBe(true);
});

test.describe("before it is hydrated", () => {
  test.use({ waitForHydration: false });

  test("a prerendered page's buttons take no click and its forms do not submit", async ({ page, context, baseURL }) => {
    await prepareBrowser({ context, baseURL });
    // Hold the app's code back, so the page stays as its HTML.
    const scripts = await holdRequests(page, "**/assets/*.js");
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("data-hydrating");
    const form = page.getByRole("main");
    const signIn = form.getByRole("button", { name: "Sign in" });
    await expect(signIn).toHaveCSS("pointer-events", "none");
    await form.getByLabel("Email address").fill("someone@example.com");
    await form.getByLabel("Password", { exact: true }).fill("not-in-the-address-bar");
    const submits = await recordSubmits(page);
    await form.getByLabel("Password", { exact: true }).press("Enter");
    await expect.poll(submits).toEqual([true]);
    // No native submit: the fields never went into the URL.
    await expect(page).toHaveURL("/login");
    scripts.release();
    await waitForHydration(page);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrating");
    await expect(signIn).toHaveCSS("pointer-events", "auto");
    // What was typed before is still there.
    await expect(form.getByLabel("Email address")).toHaveValue("someone@example.com");
  });

  test("a page scrolled before it is hydrated stays where the visitor scrolled to", async ({
    page,
    context,
    baseURL,
  }) => {
    await prepareBrowser({ context, baseURL });
    const scripts = await holdRequests(page, "**/assets/*.js");
    await page.goto("/features");
    await expect(page.locator("html")).toHaveAttribute("data-hydrating");
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const scrolled = await page.evaluate(() => window.scrollY);
    scripts.release();
    await waitForHydration(page);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrating");
    // The app's scroll to the top belongs to route changes, not to the page the visitor arrived on. It
    // would run in the effects that removed data-hydrating, and with reduced motion (the tests' setting)
    // it jumps at once: the page would be at the top already.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

/**
 * Every prerendered page but those tested above and /cookies, which shows no consent banner to wait
 * for (legal-pages covers it).
 */
const OTHER_PAGES = [...SPEC_PUBLIC_ROUTES, ...FOOTER_ROUTES].filter(
  (path) => !["/", "/features", "/cookies"].includes(path),
);

test("every prerendered page hydrates without a console error", async ({ page, context, baseURL }) => {
  test.setTimeout(240_000);
  await prepareBrowser({ context, baseURL });
  for (const path of OTHER_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await waitForHydration(page);
    // Hydrated: the header's links are handled by the router (a click changes the page without a load).
    await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
    await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL("/signup");
    expect(await page.evaluate(() => (window as { stillThisDocument?: boolean }).stillThisDocument)).toBe(true);
  }
});

test("a signed-in user opening the home page still lands on the dashboard", async ({ page, context, baseURL }) => {
  await prepareBrowser({ context, baseURL });
  await signUpAndSignIn(page);
  await page.goto("/");
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
});
