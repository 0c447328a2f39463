import { signUpAndSignIn } from "../fixtures/auth";
import { removeAiAccess } from "./ai-access";
import { expect as baseExpect, test } from "./fixtures";
import { readLibraryScenario } from "./library-content";

// Long journeys with real generation on a machine shared with other test runs: more than the
// default 30 s per test and 5 s per assertion.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** Generation takes longest of all. */
const GENERATION_TIMEOUT = 30_000;

test("generate scenarios, open and close details, use the concept library and clear all", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard?tab=system-design");
  await expect(page.getByRole("heading", { level: 2, name: "System Design Lab" })).toBeVisible();
  // A user with AI access sees no premium badge.
  await expect(page.getByText("Premium feature")).toHaveCount(0);
  await expect(page.getByTestId("session-counter")).toHaveText("0");
  await expect(page.getByLabel("Complexity")).toHaveValue("intermediate");
  await expect(page.getByLabel("Company")).toHaveValue("google");

  const scenarios = page.getByRole("list", { name: "Scenarios" }).getByRole("listitem");
  const generate = page.getByRole("button", { name: "Generate Scenario" });
  await page.getByLabel("Complexity").selectOption("basic");
  await generate.click();
  await expect(scenarios).toHaveCount(1, { timeout: GENERATION_TIMEOUT });
  await expect(page.getByTestId("session-counter")).toHaveText("1");
  await page.getByLabel("Complexity").selectOption("advanced");
  await page.getByLabel("Company").selectOption("netflix");
  await generate.click();
  await expect(scenarios).toHaveCount(2, { timeout: GENERATION_TIMEOUT });
  await expect(page.getByTestId("session-counter")).toHaveText("2");
  await expect(page.getByLabel("System design statistics")).toContainText("Scenarios Generated2");

  // Newest first, with the complexity's colour and a two-line description.
  const newest = scenarios.first();
  await expect(newest.getByTestId("complexity-badge")).toHaveText("Advanced");
  await expect(newest.getByTestId("complexity-badge")).toHaveClass(/bg-red-100/);
  await expect(scenarios.nth(1).getByTestId("complexity-badge")).toHaveClass(/bg-green-100/);
  await expect(newest).toContainText("Netflix");
  await expect(newest).toContainText("From the PrepPilot library");
  await expect(newest.getByTestId("scenario-description")).toHaveCSS("-webkit-line-clamp", "2");

  const title = (await newest.getByTestId("scenario-title").textContent()) ?? "";
  await newest.getByRole("button").click();
  const details = page.getByRole("dialog", { name: title });
  await expect(details).toBeVisible();
  await expect(details.getByRole("heading", { name: "Requirements", exact: true })).toBeVisible();
  await expect(details.getByRole("heading", { name: "Constraints" })).toBeVisible();
  // Library scenarios always state their non-functional requirements (scale, latency, availability…).
  await expect(details.getByRole("heading", { name: "Non-functional requirements" })).toBeVisible();
  await expect(
    details.getByRole("heading", { name: "Non-functional requirements" }).locator("+ ul").getByRole("listitem").first(),
  ).not.toBeEmpty();
  await details.getByRole("button", { name: "Close scenario details" }).click();
  await expect(details).toHaveCount(0);
  await newest.getByRole("button").click();
  await expect(details).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(details).toHaveCount(0);

  // A concept opens in a panel of its own (tests/e2e/concept-library.spec.ts follows it further).
  await page.getByText("CAP Theorem", { exact: true }).click();
  await expect(page.getByRole("dialog", { name: "CAP Theorem" })).toContainText("When the network between");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "CAP Theorem" })).toHaveCount(0);

  await page.getByRole("button", { name: "Clear All" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Clear All" }).click();
  await expect(page.getByText("No scenarios yet.")).toBeVisible();
  await expect(page.getByLabel("System design statistics")).toContainText("Scenarios Generated0");
  // The session counter counts generations, not the list.
  await expect(page.getByTestId("session-counter")).toHaveText("2");
});

test("the scenario list comes by pages: Load more adds the next, the cards count them all, details load when opened", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  // Pages of one scenario (the server's real cursor paging), so a few scenarios make several pages.
  await page.route(
    (url) => url.pathname === "/api/design/scenarios",
    (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const url = new URL(route.request().url());
      url.searchParams.set("limit", "1");
      return route.continue({ url: url.toString() });
    },
  );
  const titles: string[] = [];
  for (const complexity of ["basic", "intermediate", "advanced"]) {
    const generated = await page.request.post("/api/design/scenarios", { data: { complexity, company: "google" } });
    expect(generated.status()).toBe(201);
    titles.unshift(((await generated.json()) as { scenario: { title: string } }).scenario.title);
  }
  await page.goto("/dashboard?tab=system-design");
  const scenarios = page.getByRole("list", { name: "Scenarios" }).getByRole("listitem");
  const loadMore = page.getByRole("button", { name: "Load more scenarios" });
  const stats = page.getByLabel("System design statistics");
  await expect(scenarios).toHaveCount(1);
  // The stat cards count every scenario, not only the page shown.
  await expect(stats).toContainText("Scenarios Generated3");
  await loadMore.click();
  await expect(scenarios).toHaveCount(2);
  await loadMore.click();
  await expect(scenarios).toHaveCount(3);
  await expect(loadMore).toBeHidden();
  await expect(scenarios.getByTestId("scenario-title")).toHaveText(titles);

  // The list holds summaries: the oldest scenario's requirements come when its details open.
  await scenarios.last().getByRole("button").click();
  const details = page.getByRole("dialog", { name: titles[2] });
  await expect(details.getByRole("heading", { name: "Requirements", exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(details).toHaveCount(0);

  // A new scenario comes first and the pages already shown are read again, so nothing is lost or repeated.
  await page.getByLabel("Company").selectOption("amazon");
  await page.getByRole("button", { name: "Generate Scenario" }).click();
  await expect(stats).toContainText("Scenarios Generated4", { timeout: GENERATION_TIMEOUT });
  await expect(scenarios).toHaveCount(3);
  await expect(scenarios.getByTestId("scenario-title").nth(1)).toHaveText(titles[0] ?? "");
  await loadMore.click();
  await expect(scenarios.getByTestId("scenario-title")).toHaveText([/\S/, ...titles]);
  await expect(loadMore).toBeHidden();
});

test("a review rates the design once and fills the stat cards; it needs no AI access", async ({ page }) => {
  const { credentials } = await signUpAndSignIn(page);
  await page.goto("/dashboard?tab=system-design");
  const stats = page.getByLabel("System design statistics");
  const scenarios = page.getByRole("list", { name: "Scenarios" }).getByRole("listitem");
  await page.getByRole("button", { name: "Generate Scenario" }).click();
  await expect(scenarios).toHaveCount(1, { timeout: GENERATION_TIMEOUT });
  await expect(stats).toContainText("Average Score0");
  await expect(stats).toContainText("Concepts Mastered0");

  // Reviewing a scenario the user has is not an AI feature: it works after the trial is gone.
  removeAiAccess(credentials.email);
  await page.reload();
  // What the review looks for comes with the review, not before (answer-keys.spec.ts: on the design page).
  const scenarioTitle = (await scenarios.first().getByTestId("scenario-title").textContent()) ?? "";
  const [criterion = ""] = readLibraryScenario(scenarioTitle).evaluationCriteria;
  await scenarios.first().getByRole("button").click();
  const details = page.getByRole("dialog");
  const review = details.getByRole("group", { name: "How did your design go?" });
  const save = review.getByRole("button", { name: "Save review" });
  await expect(details.getByRole("heading", { name: "Requirements", exact: true })).toBeVisible();
  await expect(details.getByText(criterion)).toHaveCount(0);
  await expect(save).toBeDisabled();
  await review.getByRole("radio", { name: /Good/ }).click();
  await save.click();
  await expect(review.getByText(/^Reviewed on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(review.getByText(criterion)).toBeVisible();
  await expect(review.getByRole("radio", { name: /Good/ })).toBeChecked();
  await expect(review.getByRole("radio", { name: /Good/ })).toBeDisabled();
  await expect(save).toHaveCount(0);
  await page.keyboard.press("Escape");

  await expect(stats).toContainText("Average Score4 / 5");
  // One good review masters no concept: that takes good designs for two scenarios (concept-library.spec.ts).
  await expect(stats).toContainText("Concepts Mastered0Needed");
  // The review is kept: a reload shows it again.
  await page.reload();
  await scenarios.first().getByRole("button").click();
  await expect(review.getByRole("radio", { name: /Good/ })).toBeChecked();
  await expect(review.getByText(/^Reviewed on /)).toBeVisible();

  // The details panel and the canvas card open the scenario on its design page; the way back returns.
  const title = (await details.getByRole("heading").first().textContent()) ?? "";
  await details.getByRole("link", { name: "Open the design canvas" }).click();
  await expect(page).toHaveURL(/\/dashboard\/design\/scenario_/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Load balancer" })).toBeVisible();
  await page.getByRole("link", { name: "Back to System Design Lab" }).click();
  // "Generated this session" lasts the tab's session: a visit to the canvas and a reload keep it.
  await expect(page.getByTestId("session-counter")).toHaveText("1");
  const canvasCard = page.getByRole("region", { name: "Design canvas" });
  await expect(canvasCard.getByRole("listitem")).toHaveText([`${title}Design it`]);
  await canvasCard.getByRole("link", { name: "Design it" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("without AI access the lab shows the premium badge and the upgrade modal", async ({ page }) => {
  const { credentials } = await signUpAndSignIn(page);
  removeAiAccess(credentials.email);
  await page.goto("/dashboard?tab=system-design");
  await expect(page.getByText("Premium feature")).toBeVisible();
  const generate = page.getByRole("button", { name: "Generate Scenario" });
  await expect(generate.getByTestId("lock-marker")).toBeVisible();
  await generate.click();
  await expect(page.getByRole("dialog", { name: "Upgrade to unlock System Design Lab" })).toBeVisible();
  await expect(page.getByText("No scenarios yet.")).toBeVisible();
  await expect(page.getByTestId("session-counter")).toHaveText("0");
});

test("a failed generation shows a dismissible banner with the server's message", async ({ page }) => {
  await signUpAndSignIn(page);
  // Stands in for a quota the test cannot use up quickly; the answer has the API's error shape.
  await page.route("**/api/design/scenarios", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 429,
          json: { error: { code: "QUOTA_EXCEEDED", message: "You have used this month's scenarios." } },
        })
      : route.continue(),
  );
  await page.goto("/dashboard?tab=system-design");
  await page.getByRole("button", { name: "Generate Scenario" }).click();
  const banner = page.getByRole("alert").filter({ hasText: "You have used this month's scenarios." });
  await expect(banner).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate Scenario" })).toBeEnabled();
  await expect(page.getByTestId("session-counter")).toHaveText("0");
  await banner.getByRole("button", { name: "Dismiss error" }).click();
  await expect(banner).toHaveCount(0);
});
