// The footer's newsletter form loads after the first paint (it is below the fold on every page):
// nothing moves when it arrives.
import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";

// Lazy chunks and API calls can take far longer than the 5 s default on this shared machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

/** Holds back the lazy chunk whose file name starts with `name` until the returned function is called. */
async function holdChunk(page: Page, name: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const width of [390, 1280]) {
  test(`at ${width} px the footer keeps its height when the newsletter form arrives`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const release = await holdChunk(page, "newsletter-form");
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Subscribe to our newsletter" })).toBeVisible();
    await expect(footer.getByRole("form", { name: "Newsletter" })).toHaveCount(0);
    const before = await footer.boundingBox();
    release();
    await expect(footer.getByRole("form", { name: "Newsletter" }).getByLabel("Email address")).toBeVisible();
    expect((await footer.boundingBox())?.height).toBe(before?.height);
  });
}
