import { expect as baseExpect, test } from "./fixtures";

// The machine running these is shared and busy: give the lazily loaded pages time to appear.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ context, baseURL }) => {
  // A saved cookie choice keeps the consent banner from covering the bottom of the page.
  const choice = { essential: true, analytics: false, marketing: false, preferences: false };
  await context.addCookies([
    { name: "pp_cookie_consent", value: encodeURIComponent(JSON.stringify(choice)), url: baseURL ?? "" },
  ]);
});

const PAGE_TITLES = [
  ["/features", "Features · PrepPilot"],
  ["/about", "About · PrepPilot"],
  ["/careers", "Careers · PrepPilot"],
  ["/help", "Help Center · PrepPilot"],
  ["/interview-guide", "Interview Guide · PrepPilot"],
  ["/success-stories", "Success Stories · PrepPilot"],
  ["/webinars", "Webinars · PrepPilot"],
  ["/contact", "Contact · PrepPilot"],
] as const;

test("every marketing page sets its own title and meta description", async ({ page }) => {
  const descriptions = new Set<string>();
  for (const [path, title] of PAGE_TITLES) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(40);
    descriptions.add(description ?? "");
  }
  expect(descriptions.size).toBe(PAGE_TITLES.length);
});

test("features: start and demo buttons, six feature blocks with Try buttons, and a closing call to action", async ({
  page,
}) => {
  await page.goto("/features");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Start Free Trial" }).first()).toHaveAttribute(
    "href",
    "/signup",
  );
  for (const stat of ["25,000+", "89%", "40%", "3x"]) await expect(page.getByText(stat, { exact: true })).toBeVisible();

  const tour = page.locator("#product-tour");
  await expect(tour).not.toBeInViewport();
  await page.getByRole("button", { name: "Watch demo" }).click();
  await expect(tour).toBeInViewport();
  await expect(tour).toBeFocused();
  await tour.getByRole("tab", { name: /Get your debrief/ }).click();
  await expect(tour.getByRole("tabpanel")).toContainText("Overall score");
  // The steps are listed top to bottom: the up and down arrows move between them and wrap.
  await expect(tour.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
  await page.keyboard.press("ArrowDown");
  const firstStep = tour.getByRole("tab").first();
  await expect(firstStep).toBeFocused();
  await expect(firstStep).toHaveAttribute("aria-selected", "true");
  await expect(tour.getByRole("tabpanel")).toHaveAttribute(
    "aria-labelledby",
    (await firstStep.getAttribute("id")) ?? "",
  );
  await page.keyboard.press("ArrowUp");
  await expect(tour.getByRole("tab", { name: /Get your debrief/ })).toBeFocused();
  await expect(tour.getByRole("tabpanel")).toContainText("Overall score");

  const tryLinks = page.getByRole("link", { name: /^Try / });
  await expect(tryLinks).toHaveCount(6);
  for (const name of [
    "Try AI Mock Interviews",
    "Try Coding Challenge Generator",
    "Try System Design Trainer",
    "Try Company-Specific Preparation",
    "Try Progress Analytics",
    "Try Real-Time Code Review",
  ]) {
    await expect(page.getByRole("link", { name })).toHaveAttribute("href", "/signup");
  }
  await expect(page.getByRole("heading", { name: "Technology built for interview practice" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What engineers say" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Talk to Sales" })).toHaveAttribute("href", "/contact");
});

test("about: mission, values, a 2022 to 2024 timeline, four team members and the next steps", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: /Make great interview preparation available/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "What we believe" }).getByRole("listitem")).toHaveCount(4);
  await expect(page.getByRole("region", { name: /From idea to/ }).getByRole("listitem")).toHaveText([
    /^2022/,
    /^2023/,
    /^2024/,
  ]);
  const team = page.getByRole("region", { name: "The people behind PrepPilot" }).getByRole("listitem");
  await expect(team).toHaveCount(4);
  await expect(team.first()).toContainText("Jordan Lee");
  await expect(team.first()).toContainText("Co-founder & CEO");
  await expect(team.first()).toContainText("JL");
  await expect(page.getByRole("link", { name: "View Careers" })).toHaveAttribute("href", "/careers");
  await expect(page.getByRole("main").getByRole("link", { name: "Start Free Trial" })).toHaveAttribute(
    "href",
    "/signup",
  );
});

test("careers: perks, a department filter defaulting to all, and the empty openings list", async ({ page }) => {
  await page.goto("/careers");
  await expect(page.getByText("$5,000 annual learning budget")).toBeVisible();
  await expect(page.getByText("Unlimited PTO")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our values" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Learn About Us" })).toHaveAttribute("href", "/about");

  const openings = page.locator("#openings");
  await page.getByRole("button", { name: "View Open Positions" }).click();
  await expect(openings).toBeInViewport();

  const filter = page.getByRole("group", { name: "Filter by department" }).getByRole("button");
  await expect(filter).toHaveText([
    "All Departments",
    "Engineering",
    "Product",
    "Design",
    "Marketing",
    "Sales",
    "Operations",
  ]);
  await expect(page.getByRole("button", { name: "All Departments" })).toHaveAttribute("aria-pressed", "true");
  await expect(openings.getByRole("heading", { name: "No open positions right now" })).toBeVisible();

  await page.getByRole("button", { name: "Engineering" }).click();
  await expect(page.getByRole("button", { name: "Engineering" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "All Departments" })).toHaveAttribute("aria-pressed", "false");
  await expect(openings.getByRole("heading", { name: "No open positions in Engineering right now" })).toBeVisible();
  await expect(openings.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
});

test("help centre: categories and popular articles, a live search with an empty state, and support", async ({
  page,
}) => {
  await page.goto("/help");
  const categories = page.getByRole("region", { name: "Browse by category" }).getByRole("listitem");
  await expect(categories).toHaveCount(4);
  for (const [title, count] of [
    ["Getting Started", 12],
    ["Mock Interviews", 8],
    ["Account & Billing", 15],
    ["Privacy & Security", 6],
  ] as const) {
    await expect(categories.filter({ hasText: title })).toContainText(`${count} articles`);
  }
  const popular = page.getByRole("region", { name: "Popular articles" }).getByRole("listitem");
  await expect(popular).toHaveCount(4);
  await expect(popular.first()).toContainText("min read");
  await expect(popular.first()).toContainText("views");

  const search = page.getByLabel("Search for help");
  await search.fill("BILLING");
  await expect(page.getByRole("region", { name: "Matching categories" }).getByRole("listitem")).toHaveText([
    /Account & Billing/,
  ]);
  const matches = page.getByRole("region", { name: "Matching articles" }).getByRole("listitem");
  await expect(matches.first()).toContainText("Managing your subscription and billing");
  await expect(matches.filter({ hasText: "How we protect your data" })).toHaveCount(0);

  await search.fill("authenticator");
  await expect(page.getByRole("region", { name: "Matching categories" })).toHaveCount(0);
  await expect(matches).toHaveText([/Turning on two-factor authentication/]);

  await search.fill("kubernetes");
  await expect(page.getByRole("heading", { name: "No results for “kubernetes”" })).toBeVisible();

  await search.fill("");
  await expect(page.getByRole("region", { name: "Popular articles" }).getByRole("listitem")).toHaveCount(4);

  await expect(page.getByText("Our support team replies within 24 hours")).toBeVisible();
  await expect(page.getByRole("link", { name: "Live Chat" })).toHaveAttribute("href", "/contact?inquiry=support");
  await expect(page.getByRole("link", { name: "Email Support" })).toHaveAttribute(
    "href",
    "mailto:support@preppilot.dev",
  );
});

test("interview guide: three phases over 8-12 weeks, three interview types, four companies", async ({ page }) => {
  await page.goto("/interview-guide");
  await expect(page.getByRole("heading", { name: "Three phases, 8-12 weeks" })).toBeVisible();
  const phases = page
    .getByRole("region", { name: "Three phases, 8-12 weeks" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { level: 3 }),
    });
  await expect(phases).toHaveCount(3);
  await expect(phases.nth(0)).toContainText("Preparation");
  await expect(phases.nth(0)).toContainText("2-4 weeks");
  await expect(phases.nth(1)).toContainText("Practice");
  await expect(phases.nth(1)).toContainText("4-6 weeks");
  await expect(phases.nth(2)).toContainText("Interview");
  await expect(phases.nth(2)).toContainText("2-4 weeks");
  for (const type of ["Technical interviews", "System design interviews", "Behavioral interviews"]) {
    await expect(page.getByRole("heading", { name: type })).toBeVisible();
  }
  for (const company of ["Google", "Meta", "Amazon", "Microsoft"]) {
    await expect(page.getByRole("heading", { name: company, exact: true })).toBeVisible();
  }
});

test("success stories: stats, a featured carousel that wraps, and six more stories", async ({ page }) => {
  await page.goto("/success-stories");
  await expect(page.getByText("89%", { exact: true })).toBeVisible();
  const active = page.locator('[data-testid="featured-story"][data-active="true"]');
  await expect(active).toContainText("Alex Thompson");
  await page.getByRole("button", { name: "Previous story" }).click();
  await expect(active).toContainText("Daniel Osei");
  await page.getByRole("button", { name: "Next story" }).click();
  await expect(active).toContainText("Alex Thompson");
  await page.getByRole("button", { name: "Next story" }).click();
  await expect(active).toContainText("Maya Singh");
  await page.getByRole("button", { name: "Show story 3: Daniel Osei" }).click();
  await expect(active).toContainText("Daniel Osei");
  await expect(page.getByRole("button", { name: "Show story 3: Daniel Osei" })).toHaveAttribute("aria-current", "true");

  const more = page.getByRole("region", { name: "From every background, to every company" }).getByRole("article");
  await expect(more).toHaveCount(6);
  const first = more.first();
  for (const text of ["Lucia Fernandez", "Frontend Engineer at Airbnb", "Previously", "+52%", "9 weeks"]) {
    await expect(first).toContainText(text);
  }
  await expect(first.getByRole("heading", { name: "Challenges" })).toBeVisible();
  await expect(first.getByRole("heading", { name: "Results" })).toBeVisible();
});
