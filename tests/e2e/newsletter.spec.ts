// The footer's newsletter form, on any public page, against the real API.
import type { Page } from "@playwright/test";
import { expect as baseExpect, scrollToDeferredSection, test } from "./fixtures";
import { holdRequests } from "./hold-requests";

// Eight people share this machine's two cores: lazy pages and API calls can take far longer than
// the 5 s default here. These are patience limits, not assertions about speed.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

/** The footer's form, once scrolled to and hydrated: the footer hydrates as it nears the viewport. */
async function newsletterForm(page: Page) {
  await scrollToDeferredSection(page, "footer");
  return page.getByRole("form", { name: "Newsletter" });
}

test("subscribes, clears the field, then reports a repeat as already subscribed; messages hide after 5 s", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/about");
  const form = await newsletterForm(page);
  const email = form.getByLabel("Email address");
  const address = `reader-${crypto.randomUUID()}@example.com`;

  await email.fill(address);
  await form.getByRole("button", { name: "Subscribe" }).click();
  const status = form.getByRole("status");
  await expect(status).toHaveText("Successfully subscribed! Welcome to the community.");
  await expect(email).toHaveValue("");
  await page.clock.runFor(5000);
  await expect(status).toHaveText("");

  await email.fill(`  ${address.toUpperCase()} `);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(status).toHaveText("You're already subscribed to our newsletter!");
  await page.clock.runFor(5000);
  await expect(status).toHaveText("");
});

test("a blank or whitespace-only address sends nothing", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/newsletter")) requests.push(request.method());
  });
  await page.goto("/about");
  const form = await newsletterForm(page);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await form.getByLabel("Email address").fill("    ");
  await form.getByLabel("Email address").press("Enter");
  await form.getByRole("button", { name: "Subscribe" }).click();
  // A round trip to the server after the clicks: had a request been sent, it would be seen by now.
  await page.request.get("/api/health");
  expect(requests).toEqual([]);
  await expect(form.getByRole("status")).toHaveText("");
});

test("the field and button are disabled while subscribing, and a second submit sends nothing", async ({ page }) => {
  const subscription = await holdRequests(page, "**/api/newsletter");
  await page.goto("/about");
  const form = await newsletterForm(page);
  const email = form.getByLabel("Email address");
  await email.fill(`held-${crypto.randomUUID()}@example.com`);
  await email.press("Enter");
  await expect(email).toBeDisabled();
  await expect(form.getByRole("button", { name: /Subscribe/ })).toBeDisabled();
  await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
  subscription.release();
  await expect(form.getByRole("status")).toHaveText("Successfully subscribed! Welcome to the community.");
  await expect(email).toBeEnabled();
  expect(subscription.count).toBe(1);
});

test.describe("its code", () => {
  // The submit's module is cut off on purpose; Chromium logs the failed fetch.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test("the form comes with the page (no script for it until a submit); a submit whose code cannot load keeps the address", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.route(/\/assets\/subscribe-to-newsletter-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
    await page.goto("/about", { waitUntil: "networkidle" });
    expect(scripts.filter((script) => /subscribe-to-newsletter|zod|api-client/.test(script))).toEqual([]);

    const form = await newsletterForm(page);
    const email = form.getByLabel("Email address");
    const address = `offline-${crypto.randomUUID()}@example.com`;
    await email.fill(address);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toHaveText("Failed to subscribe. Please try again.");
    await expect(email).toHaveValue(address);
    await expect(email).toBeEnabled();
    expect(scripts.some((script) => script.includes("subscribe-to-newsletter"))).toBe(true);
  });
});
