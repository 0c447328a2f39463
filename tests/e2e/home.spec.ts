import type { Page } from "@playwright/test";
import { expect as baseExpect, scrollToDeferredSection, test } from "./fixtures";

// The machine running these is shared and busy: give the lazily loaded page time to appear.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });
// The hero's typing, counters and carousel move only for visitors who have not asked for less motion.
// The page's clock is frozen below, and its start-up waits on timers: openWithFrozenClock moves time
// until the page is hydrated.
test.use({ contextOptions: { reducedMotion: "no-preference" }, waitForHydration: false });

const HEADLINE = "Master Tech Interviews with AI-Powered Precision";
const START = new Date("2026-03-02T09:00:00Z");

test.beforeEach(async ({ context, baseURL }) => {
  // A saved cookie choice keeps the consent banner from covering the bottom of the page.
  const choice = { essential: true, analytics: false, marketing: false, preferences: false };
  await context.addCookies([
    { name: "pp_cookie_consent", value: encodeURIComponent(JSON.stringify(choice)), url: baseURL ?? "" },
  ]);
});

/**
 * Opens the home page with the page's timers frozen, so the test decides when time passes. Start-up
 * (the frames before the scripts start, the session lookup) itself waits on timers, so time moves in
 * 10 ms steps until the page is hydrated: the hero's timers then have not fired yet.
 */
async function openWithFrozenClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
  await page.goto("/");
  const hydrating = page.locator("html[data-hydrating]");
  for (let step = 0; step < 3000 && (await hydrating.count()) > 0; step++) await page.clock.runFor(10);
  await expect(hydrating).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: HEADLINE })).toBeAttached();
}

/** Lets React render what the timers just changed (its scheduler posts tasks, which the clock does not fake). */
async function flushRender(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

async function readCounter(page: Page) {
  await flushRender(page);
  return Number((await page.getByTestId("interviews-counter").textContent())?.replace(/,/g, ""));
}

test("the headline types one character every 100 ms with a cursor; screen readers get it whole", async ({ page }) => {
  await openWithFrozenClock(page);
  const typed = page.getByTestId("typed-headline");
  await expect(typed).toHaveText("");
  await expect(page.getByTestId("typing-cursor")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(HEADLINE);

  await page.clock.runFor(1000);
  await expect(typed).toHaveText(HEADLINE.slice(0, 10));
  await page.clock.runFor(500);
  await expect(typed).toHaveText(HEADLINE.slice(0, 15));
  await page.clock.runFor(HEADLINE.length * 100);
  await expect(typed).toHaveText(HEADLINE);
});

test("with reduced motion the whole headline shows at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openWithFrozenClock(page);
  await expect(page.getByTestId("typed-headline")).toHaveText(HEADLINE);
});

test("the interviews counter starts at 847 and grows by 0 to 2 every 5 seconds", async ({ page }) => {
  await openWithFrozenClock(page);
  let previous = await readCounter(page);
  expect(previous).toBe(847);
  await page.clock.runFor(4900);
  expect(await readCounter(page)).toBe(847);
  await page.clock.runFor(100);
  for (let tick = 0; tick < 10; tick++) {
    const current = await readCounter(page);
    expect(current - previous).toBeGreaterThanOrEqual(0);
    expect(current - previous).toBeLessThanOrEqual(2);
    previous = current;
    await page.clock.runFor(5000);
  }
  // 11 ticks without any growth would have a chance of (1/3)^11.
  expect(previous).toBeGreaterThan(847);
});

test("the start button goes to /signup and the stories button scrolls to the success stories", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute("href", "/signup");
  const stories = page.locator("#success-stories");
  await expect(stories).not.toBeInViewport();
  await page.getByRole("button", { name: "See Success Stories" }).click();
  await expect(stories).toBeInViewport();
  await expect(stories).toBeFocused();
  await expect(page).toHaveURL("/");
});

test("the six-feature grid sits under #features", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#features").getByRole("listitem")).toHaveCount(6);
});

test("testimonials advance every 5 seconds and wrap after the last", async ({ page }) => {
  await openWithFrozenClock(page);
  // They start moving once the carousel has come into view and been hydrated.
  await scrollToDeferredSection(page, "testimonials");
  const active = page.locator('[data-testid="testimonial-slide"][data-active="true"]');
  await expect(active).toHaveAttribute("aria-label", "Testimonial 1 of 6");
  await page.clock.runFor(4900);
  await expect(active).toHaveAttribute("aria-label", "Testimonial 1 of 6");
  await page.clock.runFor(100);
  await expect(active).toHaveAttribute("aria-label", "Testimonial 2 of 6");
  await expect(active).toContainText("Marcus Johnson");
  await page.clock.runFor(4 * 5000);
  await expect(active).toHaveAttribute("aria-label", "Testimonial 6 of 6");
  await page.clock.runFor(5000);
  await expect(active).toHaveAttribute("aria-label", "Testimonial 1 of 6");
  await expect(active).toContainText("Sarah Chen");
});

test("previous, next and dot buttons jump to a testimonial, wrapping at both ends", async ({ page }) => {
  await openWithFrozenClock(page);
  const active = page.locator('[data-testid="testimonial-slide"][data-active="true"]');
  await page.getByRole("button", { name: "Previous testimonial" }).click();
  await expect(active).toHaveAttribute("aria-label", "Testimonial 6 of 6");
  await page.getByRole("button", { name: "Next testimonial" }).click();
  await expect(active).toHaveAttribute("aria-label", "Testimonial 1 of 6");
  await page.getByRole("button", { name: "Next testimonial" }).click();
  await expect(active).toHaveAttribute("aria-label", "Testimonial 2 of 6");
  const fourthDot = page.getByRole("button", { name: "Show testimonial 4" });
  await fourthDot.click();
  await expect(active).toHaveAttribute("aria-label", "Testimonial 4 of 6");
  await expect(fourthDot).toHaveAttribute("aria-current", "true");
});

test("the success-story tabs switch between three people and wrap with the arrow keys", async ({ page }) => {
  await page.goto("/");
  const tabs = page.getByRole("tablist", { name: "Choose a success story" }).getByRole("tab");
  await expect(tabs).toHaveCount(3);
  await expect(page.getByRole("tabpanel")).toContainText("Alex had five years");
  await page.getByRole("tab", { name: /Maya Singh/ }).click();
  await expect(page.getByRole("tab", { name: /Maya Singh/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("Maya wanted to move from testing");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tabpanel")).toContainText("Daniel knew how to build systems");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: /Alex Thompson/ })).toHaveAttribute("aria-selected", "true");
});

test("the technology section compares PrepPilot with the usual alternatives", async ({ page }) => {
  await page.goto("/");
  const table = page.getByRole("table", { name: "How PrepPilot compares with other ways to prepare" });
  await expect(table.getByRole("columnheader", { name: "PrepPilot" })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(8);
});

test("pricing shows the three plans and every plan button goes to /signup", async ({ page }) => {
  await page.goto("/");
  const pricing = page.locator("#pricing");
  await expect(pricing).toContainText("14-day free trial");
  await expect(pricing).toContainText("No credit card required");
  const plans = [
    { type: "starter", name: "Starter", price: "$39", button: "Get Started Now" },
    { type: "professional", name: "Professional", price: "$79", button: "Get Started Now" },
    { type: "enterprise", name: "Enterprise", price: "$149", button: "Contact Sales" },
  ];
  for (const plan of plans) {
    const card = pricing.getByTestId(`plan-${plan.type}`);
    await expect(card.getByRole("heading", { name: plan.name })).toBeVisible();
    await expect(card).toContainText(plan.price);
    await expect(card.getByRole("link", { name: plan.button })).toHaveAttribute("href", "/signup");
  }
  const professional = pricing.getByTestId("plan-professional");
  await expect(professional).toContainText("Most Popular");
  await expect(professional).toContainText("Save 20% with annual billing");
  await expect(pricing.getByRole("link")).toHaveCount(3);
});

test("the FAQ keeps one answer open, starts with the first, and closes the open one on click", async ({ page }) => {
  await page.goto("/");
  const faq = page.getByRole("region", { name: "Frequently asked questions" });
  const trial = faq.getByRole("button", { name: "Is there a free trial?" });
  const difference = faq.getByRole("button", { name: "How is PrepPilot different from a problem bank?" });
  await expect(faq.getByRole("button", { expanded: true })).toHaveCount(1);
  await expect(trial).toHaveAttribute("aria-expanded", "true");
  const trialAnswer = faq.getByRole("region", { name: "Is there a free trial?" });
  await expect(trialAnswer).toContainText("14-day free trial");
  await expect(trialAnswer).toContainText("no credit card is required");
  await expect(trialAnswer).toContainText("30-day money-back guarantee");

  await difference.click();
  await expect(difference).toHaveAttribute("aria-expanded", "true");
  await expect(trial).toHaveAttribute("aria-expanded", "false");
  await expect(trialAnswer).toBeHidden();
  await expect(faq.getByRole("button", { expanded: true })).toHaveCount(1);

  await difference.click();
  await expect(faq.getByRole("button", { expanded: true })).toHaveCount(0);
  await expect(page.getByText(/no free trial/i)).toHaveCount(0);
});

test("the home page sets its title and meta description", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("PrepPilot");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /14-day free trial/);
});
