import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { holdRequests } from "./hold-requests";

// The machine running these is shared and busy: give the lazily loaded page time to appear.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const FAILURE = "Failed to send message. Please try again or contact us directly.";

test.beforeEach(async ({ context, baseURL }) => {
  // A saved cookie choice keeps the consent banner from covering the bottom of the page.
  const choice = { essential: true, analytics: false, marketing: false, preferences: false };
  await context.addCookies([
    { name: "pp_cookie_consent", value: encodeURIComponent(JSON.stringify(choice)), url: baseURL ?? "" },
  ]);
});

/** A field of the contact form (the footer's newsletter has an email field too). */
function field(page: Page, label: string) {
  return page.getByRole("form", { name: "Send us a message" }).getByLabel(label, { exact: true });
}

async function fillForm(page: Page, values: { name: string; email: string; company?: string; subject: string }) {
  await field(page, "Name").fill(values.name);
  await field(page, "Email").fill(values.email);
  if (values.company !== undefined) await field(page, "Company (optional)").fill(values.company);
  await field(page, "Inquiry Type").selectOption("billing");
  await field(page, "Subject").fill(values.subject);
  await field(page, "Message").fill("Can my team of five share one plan?");
}

/** Moves a frozen clock in 10 ms steps until `locator` shows (the page's updates wait on timers). */
async function advanceUntilVisible(page: Page, locator: Locator) {
  for (let step = 0; step < 1000 && !(await locator.isVisible()); step++) await page.clock.runFor(10);
  await expect(locator).toBeVisible();
}

test("the page shows the response-time banner, three channels, the office, FAQ and inquiry types", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByText("We reply within 24 hours — on average in just 2 hours.")).toBeVisible();
  const channels = page.getByRole("region", { name: "Ways to reach us" }).getByRole("listitem");
  await expect(channels).toHaveCount(3);
  await expect(channels.nth(0)).toContainText("Live Chat");
  await expect(channels.nth(0)).toContainText("24/7");
  await expect(channels.nth(1)).toContainText("Email Support");
  await expect(channels.nth(1)).toContainText("within 24 hours");
  await expect(channels.nth(2)).toContainText("Phone Support");
  await expect(channels.nth(2)).toContainText("Mon-Fri 9AM-6PM PST");
  await expect(page.getByRole("link", { name: "Send Email" })).toHaveAttribute("href", "mailto:support@preppilot.dev");
  await expect(page.getByRole("link", { name: "Call Us" })).toHaveAttribute("href", /^tel:\+1\d{10}$/);

  await expect(page.getByRole("region", { name: "Our office" })).toContainText("San Francisco");
  const inquiryTypes = page.getByRole("region", { name: "Inquiry types" }).getByRole("listitem");
  await expect(inquiryTypes).toHaveCount(7);
  const faq = page.getByRole("region", { name: "Frequently asked questions" });
  await expect(faq.getByRole("term")).toHaveCount(4);
  await expect(faq).toContainText("14-day free trial");
  await expect(faq).toContainText("Can I cancel anytime?");
  await expect(faq).toContainText("enterprise plans");
  await expect(page.getByText("We reply within 24 hours (2 hours on average).")).toBeVisible();
});

test("Live Chat turns the form into a support request and puts the cursor in it", async ({ page }) => {
  await page.goto("/contact");
  await expect(field(page, "Inquiry Type")).toHaveValue("general");
  await page.getByRole("button", { name: "Start Chat" }).click();
  await expect(field(page, "Inquiry Type")).toHaveValue("support");
  await expect(field(page, "Name")).toBeFocused();
});

test("the inquiry type and subject are pre-filled from the link", async ({ page }) => {
  await page.goto("/contact?inquiry=privacy&subject=Export%20my%20data");
  await expect(field(page, "Inquiry Type")).toHaveValue("privacy");
  await expect(field(page, "Subject")).toHaveValue("Export my data");
  await page.goto("/contact?inquiry=nonsense");
  await expect(field(page, "Inquiry Type")).toHaveValue("general");
});

test("required fields and a malformed email are refused before anything is sent", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/contact")) posts.push(request.url());
  });
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  for (const message of ["Name is required", "Email is required", "Subject is required", "Message is required"]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "Name")).toHaveAccessibleDescription("Name is required");

  await field(page, "Email").fill("ada@example");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  expect(posts).toEqual([]);
});

test("sending shows 'Sending...', then confirms, clears the form and hides the confirmation after 5 s", async ({
  page,
}) => {
  // Hold the real request until the busy state has been checked.
  const contactRequest = await holdRequests(page, "**/api/contact");
  await page.clock.install({ time: new Date("2026-03-02T09:00:00Z") });
  await page.goto("/contact");
  await fillForm(page, { name: "  Ada Lovelace ", email: "Ada@Example.com", company: "", subject: "Team plans" });

  await page.clock.pauseAt(new Date("2026-03-02T10:00:00Z"));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(field(page, "Name")).toBeDisabled();

  const responded = page.waitForResponse("**/api/contact");
  contactRequest.release();
  const response = await responded;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: null,
    subject: "Team plans",
    message: "Can my team of five share one plan?",
    inquiryType: "billing",
  });

  const confirmation = page.getByRole("status").filter({ hasText: "Message Sent Successfully!" });
  await advanceUntilVisible(page, confirmation);
  await expect(field(page, "Name")).toHaveValue("");
  await expect(field(page, "Email")).toHaveValue("");
  await expect(field(page, "Subject")).toHaveValue("");
  await expect(field(page, "Message")).toHaveValue("");
  await expect(field(page, "Inquiry Type")).toHaveValue("general");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();

  await page.clock.runFor(4800);
  await expect(confirmation).toBeVisible();
  await page.clock.runFor(300);
  await expect(confirmation).toBeHidden();
});

test.describe("when the server fails", () => {
  // The provoked 500 is logged by the browser as a failed resource; that one error is expected.
  test.use({ allowedConsoleErrors: [/the server responded with a status of 500/] });

  test("the red box appears and everything typed stays in the form", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.continue({ headers: { ...route.request().headers(), "x-fault-injection": "contact" } }),
    );
    await page.goto("/contact");
    await fillForm(page, { name: "Grace Hopper", email: "grace@example.com", company: "Navy", subject: "COBOL" });
    const responded = page.waitForResponse("**/api/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await responded).status()).toBe(500);

    await expect(page.getByRole("alert")).toHaveText(FAILURE);
    await expect(page.getByRole("alert")).toHaveClass(/bg-red-50/);
    await expect(field(page, "Name")).toHaveValue("Grace Hopper");
    await expect(field(page, "Email")).toHaveValue("grace@example.com");
    await expect(field(page, "Company (optional)")).toHaveValue("Navy");
    await expect(field(page, "Inquiry Type")).toHaveValue("billing");
    await expect(field(page, "Subject")).toHaveValue("COBOL");
    await expect(field(page, "Message")).toHaveValue("Can my team of five share one plan?");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(page.getByText("Message Sent Successfully!")).toHaveCount(0);
  });
});
