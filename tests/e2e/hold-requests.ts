import type { Page } from "@playwright/test";

/**
 * Holds every request of the page that matches `url` until `release()`, so a test can look at the
 * page while it waits: `requested` settles at the first such request, `count` says how many came.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markRequested = () => {};
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve;
  });
  const held = { count: 0, requested, release: () => release() };
  await page.route(url, async (route) => {
    held.count += 1;
    markRequested();
    await released;
    await route.continue();
  });
  return held;
}
