import { test as base, expect, type Page } from "@playwright/test";
import { DEFERRED_ATTRIBUTE, HYDRATED_ATTRIBUTE, HYDRATING_ATTRIBUTE } from "@/shared/after-first-paint";

/**
 * Every e2e test fails on a console error or an uncaught exception in the page, as the unit tests
 * do on console.error. Chromium also logs every 4xx answer as a console error; those are expected
 * answers of our API (validation, duplicates, rate limits), which the tests check on screen.
 */
const EXPECTED_CLIENT_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;
export const test = base.extend<{
  failOnPageErrors: undefined;
  allowedConsoleErrors: RegExp[];
  waitForHydration: boolean;
}>({
  /** Console errors a test provokes on purpose, e.g. the 500 of a fault-injection test: `test.use({ … })`. */
  allowedConsoleErrors: [[], { option: true }],
  /**
   * A prerendered page is on screen, and its load event fired, before its scripts even start
   * (src/shared/after-first-paint.ts); until React has hydrated it, its buttons take no click and its
   * links load whole pages. `page.goto` and `page.reload` return once it is hydrated, as a person would
   * be, after reading the page, when they first click. `test.use({ waitForHydration: false })` for a
   * test of the page before that.
   */
  waitForHydration: [true, { option: true }],
  page: async ({ page, waitForHydration }, use) => {
    if (waitForHydration) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => untilHydrated(page, await goto(...args));
      page.reload = async (...args) => untilHydrated(page, await reload(...args));
    }
    await use(page);
  },
  failOnPageErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        const isExpected =
          EXPECTED_CLIENT_ERROR.test(text) || allowedConsoleErrors.some((pattern) => pattern.test(text));
        if (message.type() === "error" && !isExpected) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(undefined);
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until the page, if prerendered, has been hydrated, then gives back `value`. */
async function untilHydrated<T>(page: Page, value: T): Promise<T> {
  await page.waitForFunction((attribute) => !document.documentElement.hasAttribute(attribute), HYDRATING_ATTRIBUTE, {
    timeout: 15_000,
  });
  return value;
}

/**
 * Scrolls to a section hydrated only as it nears the viewport (src/client/components/deferred-section.tsx)
 * and waits until React has hydrated it: until then its buttons take no click.
 */
export async function scrollToDeferredSection(page: Page, name: string) {
  const section = page.locator(`[${DEFERRED_ATTRIBUTE}="${name}"]`);
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute(HYDRATED_ATTRIBUTE, "", { timeout: 20_000 });
}

export { expect };
