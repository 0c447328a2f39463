import { test as base, expect } from "@playwright/test";

/**
 * Every e2e test fails on a console error or an uncaught exception in the page, as the unit tests
 * do on console.error. Chromium also logs every 4xx answer as a console error; those are expected
 * answers of our API (validation, duplicates, rate limits), which the tests check on screen.
 */
const EXPECTED_CLIENT_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;
export const test = base.extend<{ failOnPageErrors: undefined; allowedConsoleErrors: RegExp[] }>({
  /** Console errors a test provokes on purpose, e.g. the 500 of a fault-injection test: `test.use({ … })`. */
  allowedConsoleErrors: [[], { option: true }],
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

export { expect };
