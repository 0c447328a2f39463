// The site shell's parts that load after the first paint (header menus, footer newsletter form):
// what a visitor does before their code arrives carries over, and nothing moves when it does.
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

const MENUS = [
  {
    chunk: "resources-menu",
    width: 1280,
    button: "Resources",
    item: (page: Page) => page.getByRole("menu").getByRole("menuitem", { name: /Help Center/ }),
  },
  {
    chunk: "mobile-menu",
    width: 390,
    button: "Open menu",
    item: (page: Page) => page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Help Center" }),
  },
];

for (const menu of MENUS) {
  test(`a click on "${menu.button}" before the menu's code arrives opens the menu when it does`, async ({ page }) => {
    await page.setViewportSize({ width: menu.width, height: 800 });
    const release = await holdChunk(page, menu.chunk);
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: menu.button }).click();
    await expect(menu.item(page)).toHaveCount(0);
    release();
    await expect(menu.item(page)).toBeVisible();
  });
}

test("focus on Resources before the menu's code arrives stays on it, and the keyboard opens the menu", async ({
  page,
}) => {
  const release = await holdChunk(page, "resources-menu");
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  const trigger = page.getByRole("button", { name: "Resources" });
  await trigger.focus();
  release();
  await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
  await expect(trigger).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: /Help Center/ })).toBeFocused();
});

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
