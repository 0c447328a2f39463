import { expect as baseExpect, test } from "./fixtures";

// Eight people share this machine's two cores: lazy pages, smooth scrolls and axe runs can take far
// longer than the 5 s default here. These are patience limits, not assertions about speed.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const PAGES = [
  { route: "/privacy", title: "Privacy Policy · PrepPilot" },
  { route: "/terms", title: "Terms of Service · PrepPilot" },
  { route: "/cookies", title: "Cookie Policy · PrepPilot" },
  { route: "/security", title: "Security · PrepPilot" },
  { route: "/gdpr", title: "GDPR · PrepPilot" },
];

for (const { route, title } of PAGES) {
  test(`${route} sets its own title and meta description`, async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /PrepPilot|GDPR|cookies/);
  });
}

test("the Privacy Policy has a date, a table of contents and five sections its links jump to", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByText("Last updated: November 15, 2024", { exact: true })).toBeVisible();
  const contents = page.getByRole("navigation", { name: "Contents" });
  const titles = [
    "Information We Collect",
    "How We Use Your Information",
    "How We Share Information",
    "How We Protect Your Data",
    "Your Rights and Choices",
  ];
  await expect(contents.getByRole("link")).toHaveText(titles.map((title, index) => `${index + 1}. ${title}`));
  for (const [index, title] of titles.entries()) {
    await expect(page.getByRole("heading", { level: 2, name: `${index + 1}. ${title}` })).toBeVisible();
  }
  await contents.getByRole("link", { name: "5. Your Rights and Choices" }).click();
  await expect(page).toHaveURL("/privacy#your-rights");
  await expect(page.getByRole("heading", { name: "5. Your Rights and Choices" })).toBeInViewport();
  await expect(page.getByRole("region", { name: "5. Your Rights and Choices" })).toContainText(
    "We complete deletion within 30 days",
  );
});

test("the Terms of Service cover six sections, auto-renewal and 30 days' notice of price changes", async ({ page }) => {
  await page.goto("/terms");
  const titles = [
    "Acceptance of Terms",
    "Description of Service",
    "User Accounts",
    "Payment Terms",
    "Intellectual Property",
    "Disclaimers and Limitation of Liability",
  ];
  await expect(page.getByRole("navigation", { name: "Contents" }).getByRole("link")).toHaveCount(6);
  for (const [index, title] of titles.entries()) {
    await expect(page.getByRole("heading", { level: 2, name: `${index + 1}. ${title}` })).toBeVisible();
  }
  const payment = page.getByRole("region", { name: "4. Payment Terms" });
  await expect(payment).toContainText("Subscriptions renew automatically");
  await expect(payment).toContainText("at least 30 days' notice");
  await expect(payment).toContainText("14-day free trial");
  await expect(payment).toContainText("30-day money-back guarantee");
});

test("cookie switches start at the defaults, save for real and show the saved choice on the next visit", async ({
  page,
  context,
}) => {
  await page.clock.install();
  await page.goto("/cookies");
  const essential = page.getByRole("switch", { name: "Essential cookies" });
  const analytics = page.getByRole("switch", { name: "Analytics cookies" });
  const marketing = page.getByRole("switch", { name: "Marketing cookies" });
  const preferences = page.getByRole("switch", { name: "Preference cookies" });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  await expect(analytics).toBeChecked();
  await expect(marketing).not.toBeChecked();
  await expect(preferences).toBeChecked();
  expect(await context.cookies()).toEqual([]);

  await analytics.click();
  await marketing.click();
  await page.getByRole("button", { name: "Save Cookie Preferences" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Cookie preferences saved successfully!");
  const [consent] = await context.cookies();
  expect(consent?.name).toBe("pp_cookie_consent");
  expect(JSON.parse(decodeURIComponent(consent?.value ?? ""))).toEqual({
    essential: true,
    analytics: false,
    marketing: true,
    preferences: true,
  });
  await page.clock.runFor(5000);
  await expect(alert).toHaveText("");

  await page.reload();
  await expect(analytics).not.toBeChecked();
  await expect(marketing).toBeChecked();
  await expect(preferences).toBeChecked();
  await expect(essential).toBeChecked();
});

test("the Security page lists certifications, practice frequencies and reporting contacts with response times", async ({
  page,
}) => {
  await page.goto("/security");
  for (const certification of ["SOC 2 Type II certified", "GDPR and CCPA compliant", "ISO 27001 in progress"]) {
    await expect(page.getByText(certification, { exact: true })).toBeVisible();
  }
  const routine = page.getByRole("region", { name: "Our security routine" });
  await expect(routine).toContainText("Dependency vulnerability scanningDaily");
  await expect(routine).toContainText("Independent penetration testYearly");
  const report = page.getByRole("region", { name: "Report a security issue" });
  await expect(report.getByRole("link", { name: "security@preppilot.dev" })).toHaveAttribute(
    "href",
    "mailto:security@preppilot.dev",
  );
  for (const hours of [24, 48, 72]) await expect(report).toContainText(`within ${hours} hours`);
});

test("the GDPR page's tabs show rights, processing and request links, by pointer and keyboard", async ({ page }) => {
  await page.goto("/gdpr");
  const tabs = page.getByRole("tablist", { name: "GDPR topics" }).getByRole("tab");
  await expect(tabs).toHaveText(["Overview", "Your Rights", "Data Processing", "Requests"]);
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("tab", { name: "Your Rights" }).click();
  const rights = page.getByRole("tabpanel").getByRole("listitem");
  await expect(rights).toHaveCount(6);
  await expect(rights.filter({ hasText: "Timeframe: 30 days" })).toHaveCount(5);
  await expect(rights.filter({ hasText: "Right to Object" })).toContainText("Timeframe: Immediate");

  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Data Processing" })).toHaveAttribute("aria-selected", "true");
  const table = page.getByRole("tabpanel").getByRole("table");
  await expect(table.getByRole("row", { name: /Account information/ })).toContainText("3 years after account deletion");
  await expect(table.getByRole("row", { name: /Practice data/ })).toContainText("2 years after account deletion");
  await expect(table.getByRole("row", { name: /Usage analytics/ })).toContainText("2 years");
  await expect(table.getByRole("row", { name: /Communication data/ })).toContainText("3 years");

  await page.getByRole("tab", { name: "Requests" }).click();
  const panel = page.getByRole("tabpanel");
  for (const subject of [
    "Data access request",
    "Data correction request",
    "Data deletion request",
    "Data export request",
  ]) {
    const href = await panel.getByRole("link", { name: subject }).getAttribute("href");
    const url = new URL(href ?? "", "http://x");
    expect([url.pathname, url.searchParams.get("inquiry"), url.searchParams.get("subject")]).toEqual([
      "/contact",
      "privacy",
      subject,
    ]);
  }
  await panel.getByRole("link", { name: "Data deletion request" }).click();
  await expect(page).toHaveURL(/\/contact\?inquiry=privacy&subject=Data\+deletion\+request$/);
});
