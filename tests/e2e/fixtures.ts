import { test as base, expect } from "@playwright/test";

/**
 * Every e2e test fails on a console error or an uncaught exception in the page, as the unit tests
 * do on console.error. Chromium also logs every 4xx answer as a console error; those are expected
 * answers of our API (validation, duplicates, rate limits), which the tests check on screen.
 */
const EXPECTED_CLIENT_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;
export const test = base.extend<{ failOnPageErrors: undefined }>({
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && !EXPECTED_CLIENT_ERROR.test(message.text())) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(undefined);
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
