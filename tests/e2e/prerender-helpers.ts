import type { Page } from "@playwright/test";
import { expect as baseExpect } from "./fixtures";

// Helpers of the prerendered pages' specs (prerender.spec.ts, prerender-deferred.spec.ts).

/** The machine running these is shared and busy: give the page time to hydrate. */
export const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Hydrated: the consent banner is in the HTML (a page built ahead knows no visitor's cookies) and goes
 * once React has hydrated and read the choice prepareBrowser saved.
 */
export async function waitForHydration(page: Page) {
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
}

/**
 * Records every form submit on the page and whether it was held back, as the page's inline script
 * holds back those before hydration: answers the list of `defaultPrevented` so far.
 */
export async function recordSubmits(page: Page) {
  await page.evaluate(() => {
    const held: boolean[] = [];
    Object.assign(window, { heldSubmits: held });
    document.addEventListener("submit", (event) => held.push(event.defaultPrevented));
  });
  return () => page.evaluate(() => (window as unknown as { heldSubmits: boolean[] }).heldSubmits);
}
