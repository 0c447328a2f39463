import type { Page } from "@playwright/test";
import { HYDRATING_ATTRIBUTE } from "@/shared/after-first-paint";
import { signUpAndSignIn } from "../fixtures/auth";
import { prepareBrowser } from "./auth-helpers";
import { expect as baseExpect, test } from "./fixtures";
import { holdRequests } from "./hold-requests";
import { FOOTER_ROUTES, SPEC_PUBLIC_ROUTES } from "./public-routes";

// Public pages are prerendered at build time (scripts/prerender.mjs) and hydrated in the browser.
// The machine running these is shared and busy: give the page time to hydrate.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Hydrated: the consent banner is in the HTML (a page built ahead knows no visitor's cookies) and goes
 * once React has hydrated and read the choice prepareBrowser saved.
 */
async function waitForHydration(page: Page) {
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
}

/**
 * Records every form submit on the page and whether it was held back, as the page's inline script
 * holds back those before hydration: answers the list of `defaultPrevented` so far.
 */
async function recordSubmits(page: Page) {
  await page.evaluate(() => {
    const held: boolean[] = [];
    Object.assign(window, { heldSubmits: held });
    document.addEventListener("submit", (event) => held.push(event.defaultPrevented));
  });
  return () => page.evaluate(() => (window as unknown as { heldSubmits: boolean[] }).heldSubmits);
}

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

test("a prerendered page paints before any of its app's scripts is requested, then requests them together and hydrates", async ({
  page,
  context,
  baseURL,
}) => {
  await prepareBrowser({ context, baseURL });
  // When <html> loses its hydrating mark: sections below the first screen load their code after it, as
  // they near the viewport (src/client/components/deferred-section.tsx).
  await page.addInitScript((hydrating) => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.hasAttribute(hydrating)) return;
      Object.assign(window, { hydratedAt: performance.now() });
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: [hydrating] });
  }, HYDRATING_ATTRIBUTE);
  for (const path of ["/", "/features", "/login"]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrating");
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .filter(
          (entry) => entry.startTime < ((window as { hydratedAt?: number }).hydratedAt ?? Number.POSITIVE_INFINITY),
        )
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
      inTemplate: [
        ...((document.getElementById("app-scripts") as HTMLTemplateElement | null)?.content.querySelectorAll(
          "link[href], script[src]",
        ) ?? []),
      ].map(
        (element) => new URL(element.getAttribute("href") ?? element.getAttribute("src") ?? "", location.href).pathname,
      ),
    }));
    // The entry, the framework and the page's chunks.
    expect(timing.scripts.length, path).toBeGreaterThan(3);
    expect(Math.min(...timing.scripts.map((script) => script.startTime)), path).toBeGreaterThanOrEqual(
      timing.firstPaint,
    );
    // All of them were in the page's template, so all of them were requested at once: none waited for
    // another to be evaluated (the entry imports the app, the app the page, the page the query provider).
    expect(
      timing.scripts.map((script) => script.path).filter((script) => !timing.inTemplate.includes(script)),
      path,
    ).toEqual([]);
  }
});

test("a long public page renders its sections below the first screen as they are scrolled to, and keeps their text in the page", async ({
  page,
}) => {
  await page.goto("/");
  // A section's content is skipped (not laid out or painted) until it nears the viewport.
  const rendered = (locator: ReturnType<Page["locator"]>) =>
    locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  const heroHeading = page.getByRole("heading", { level: 1 });
  const pricingHeading = page.locator("#pricing").getByRole("heading", { level: 2 });
  const footerLink = page.getByRole("contentinfo").getByRole("link").first();
  expect(await rendered(heroHeading)).toBe(true);
  expect(await rendered(pricingHeading)).toBe(false);
  expect(await rendered(footerLink)).toBe(false);
  // Skipped only for painting: the text is in the page for find and for screen readers.
  await expect(pricingHeading).toHaveCount(1);
  await expect(pricingHeading).not.toHaveText("");

  await pricingHeading.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(pricingHeading)).toBe(true);
  await expect(pricingHeading).toBeInViewport();
  await footerLink.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(footerLink)).toBe(true);
});

test("a public page's lazy sections and footer show their own colours as they come into view, with no fade from the browser's defaults", async ({
  page,
}) => {
  // Every transition started in a lazy section or the footer on what the pointer and focus are not on.
  await page.addInitScript(() => {
    const started: string[] = [];
    Object.assign(window, { lazyTransitions: started });
    document.addEventListener("transitionrun", (event) => {
      const target = event.target as Element;
      if (
        target.closest("[data-lazy-sections] > :not(:first-child), [data-lazy-sections] + *") &&
        !target.matches(":hover, :focus-visible, :focus-within")
      ) {
        started.push(
          `${event.propertyName} on <${target.tagName.toLowerCase()}> "${target.textContent?.slice(0, 30)}"`,
        );
      }
    });
  });
  // Chromium kept a skipped section's style from before the stylesheet in about half the loads.
  for (const path of ["/interview-guide", "/about", "/interview-guide", "/about"]) {
    await page.goto(path);
    // The pointer rests on the page as the visitor scrolls, as a mouse's does.
    await page.mouse.move(640, 360);
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
    await expect(page.getByRole("contentinfo").getByRole("link").first()).toBeInViewport();
    expect(
      await page.evaluate(() => (window as unknown as { lazyTransitions: string[] }).lazyTransitions),
      path,
    ).toEqual([]);
  }
});

test("the home page's sections below its first screen, and the footer, load their code and hydrate only as they near the viewport", async ({
  page,
  context,
  baseURL,
}) => {
  await prepareBrowser({ context, baseURL });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await waitForHydration(page);
  const deferredCode = () => scripts.filter((script) => /home-below-the-fold|site-footer/.test(script));
  expect(deferredCode()).toEqual([]);
  const faq = page.locator('[data-deferred="faq"]');
  const question = faq.getByRole("button", { name: "How is PrepPilot different from a problem bank?" });
  // The server's HTML meanwhile: in the page, its buttons waiting.
  await expect(faq).not.toHaveAttribute("data-hydrated");
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await expect(question).toHaveCSS("pointer-events", "none");

  await question.scrollIntoViewIfNeeded();
  await expect(faq).toHaveAttribute("data-hydrated", "");
  await expect(question).toHaveCSS("pointer-events", "auto");
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(page.locator('[data-deferred="footer"]')).toHaveAttribute("data-hydrated", "");
  expect(deferredCode()).toHaveLength(2);
  // The sections never scrolled to are still the server's HTML.
  await expect(page.locator('[data-deferred="technology"]')).not.toHaveAttribute("data-hydrated");

  // Away and back within the app: the page renders afresh, every section with it.
  await page.getByRole("banner").getByRole("link", { name: "Features" }).click();
  await expect(page).toHaveURL("/features");
  await page.getByRole("banner").getByRole("link", { name: "PrepPilot home" }).click();
  await expect(page).toHaveURL("/");
  for (const name of [
    "problem-solution",
    "features",
    "success-stories",
    "technology",
    "testimonials",
    "pricing",
    "faq",
  ]) {
    await expect(page.locator(`[data-deferred="${name}"]`), name).toHaveAttribute("data-hydrated", "");
  }
  await expect(page.getByRole("table", { name: "How PrepPilot compares with other ways to prepare" })).toBeAttached();
});

test("an address typed into the footer's newsletter field before the footer is hydrated is kept and sent", async ({
  page,
  context,
  baseURL,
}) => {
  await prepareBrowser({ context, baseURL });
  const footerCode = await holdRequests(page, /\/assets\/site-footer-[^/]*\.js$/);
  await page.goto("/about");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Newsletter" });
  const email = form.getByLabel("Email address");
  const address = `early-${crypto.randomUUID()}@example.com`;
  await email.fill(address);
  await footerCode.requested;
  await expect(page.locator('[data-deferred="footer"]')).not.toHaveAttribute("data-hydrated");
  // Enter before the footer is hydrated submits nothing natively (the address stays out of the URL).
  const submits = await recordSubmits(page);
  await email.press("Enter");
  await expect.poll(submits).toEqual([true]);
  await expect(page).toHaveURL("/about");

  footerCode.release();
  await expect(page.locator('[data-deferred="footer"]')).toHaveAttribute("data-hydrated", "");
  await expect(email).toHaveValue(address);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toHaveText("Successfully subscribed! Welcome to the community.");
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
