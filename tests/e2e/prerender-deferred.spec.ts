import type { Page } from "@playwright/test";
import { HYDRATING_ATTRIBUTE } from "@/shared/after-first-paint";
import { prepareBrowser } from "./auth-helpers";
import { test } from "./fixtures";
import { holdRequests } from "./hold-requests";
import { expect, recordSubmits, waitForHydration } from "./prerender-helpers";

// A prerendered public page (scripts/prerender.mjs) paints first and loads its app's scripts after; its
// sections below the first screen load their code and hydrate as they come near the viewport.

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
