import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { BEHAVIORAL_THEME_IDS } from "@/shared/star-stories/behavioral-themes";
import { STAR_STORY } from "../fixtures/api-resources";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";
import { FOOTER_ROUTES, SPEC_PUBLIC_ROUTES } from "./public-routes";

// Eight people share this machine's two cores: lazy pages, smooth scrolls and axe runs can take far
// longer than the 5 s default here. These are patience limits, not assertions about speed.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

// Every public page the product lists, plus the pages the footer links to.
const PUBLIC_ROUTES = [...SPEC_PUBLIC_ROUTES, ...FOOTER_ROUTES];

/** Serious and critical WCAG 2 A/AA violations, one readable line per failing element. */
async function findSeriousViolations(page: Page, include?: string) {
  // The public pages render their sections below the first screen only as they near the viewport
  // (content-visibility in styles.css); axe reads colours from the rendered page, so everything is
  // rendered first, as it is once the visitor scrolls to it.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>(
      "[data-lazy-sections] > *, [data-lazy-sections] + *",
    )) {
      element.style.contentVisibility = "visible";
    }
  });
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `[${violation.impact}] ${violation.id}: ${violation.help}\n    at ${node.target.join(" ")}\n    ${node.failureSummary?.replaceAll("\n", "\n    ")}`,
      ),
    );
}

for (const route of PUBLIC_ROUTES) {
  test(`${route} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The consent banner shows on a first visit, so it is checked along with every page.
    expect(await findSeriousViolations(page), `axe violations on ${route}`).toEqual([]);
  });
}

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the open mobile menu has no serious or critical accessibility violations", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(await findSeriousViolations(page)).toEqual([]);
  });
});

test("the open Resources menu over the home hero has no serious or critical accessibility violations", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Resources" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  expect(await findSeriousViolations(page)).toEqual([]);
});

test("the design page, with a diagram, a selection and its review, has no serious or critical accessibility violations", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const created = await page.request.post("/api/design/scenarios", {
    data: { complexity: "basic", company: "amazon" },
  });
  const { scenario } = (await created.json()) as { scenario: { id: string } };
  const diagram = {
    components: [
      { id: "web", kind: "client", label: "Browser", position: { x: 0, y: 0 } },
      { id: "api", kind: "service", label: "API", position: { x: 240, y: 0 }, note: "Stateless" },
      { id: "db", kind: "sql-database", label: "Orders DB", position: { x: 480, y: 0 } },
    ],
    connections: [
      { id: "e1", from: "web", to: "api", label: "HTTPS" },
      { id: "e2", from: "api", to: "db", label: "writes" },
    ],
  };
  await page.request.put(`/api/design/scenarios/${scenario.id}/design`, { data: { baseVersion: 0, diagram } });
  await page.goto(`/dashboard/design/${scenario.id}`);
  await page.getByTestId("design-node").filter({ hasText: "API" }).click();
  await expect(page.getByRole("complementary", { name: "Selection" })).toBeVisible();
  await page.getByRole("tab", { name: "Review" }).click();
  await page.getByRole("button", { name: "Review my design" }).click();
  await expect(page.getByTestId("automatic-review")).toBeVisible();
  expect(await findSeriousViolations(page)).toEqual([]);
});

test("the dashboard's next best session and the Analytics Hub's readiness chart have no serious or critical accessibility violations", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Next best session" })).toContainText("Solve an easy Arrays problem");
  expect(await findSeriousViolations(page, '[data-testid="next-session"]')).toEqual([]);
  await page.goto("/dashboard?tab=analytics");
  await expect(page.getByTestId("readiness-chart").locator("svg").first()).toBeVisible();
  await page.getByRole("button", { name: "Generate Insights" }).click();
  await expect(page.getByRole("heading", { name: "Automatic insights (no AI)" })).toBeVisible();
  expect(await findSeriousViolations(page, '[data-testid="readiness"]')).toEqual([]);
  expect(await findSeriousViolations(page, '[data-testid="insights-panel"]')).toEqual([]);
  // The Average Score card lists one figure per track.
  expect(await findSeriousViolations(page, '[data-testid="average-score"]')).toEqual([]);
});

test("Settings → Study plan with a plan, and the dashboard's This week, have no serious or critical accessibility violations", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const interviewDate = new Date(Date.now() + 40 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const saved = await page.request.put("/api/study-plan", {
    data: { interviewDate, company: "google", roleLevel: "staff-engineer", timeZone: "UTC" },
  });
  expect(saved.status()).toBe(200);
  await page.goto("/dashboard?tab=settings&section=study-plan");
  await expect(page.getByRole("list", { name: "Weeks of the plan" })).toBeVisible();
  await expect(page.getByTestId("study-plan-today")).toBeVisible();
  expect(await findSeriousViolations(page)).toEqual([]);
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "This week" })).toBeVisible();
  expect(await findSeriousViolations(page)).toEqual([]);
});

test("the story bank with its form's errors, and a behavioral mock's story suggestions, have no serious or critical accessibility violations", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const story = { ...STAR_STORY, themes: [...BEHAVIORAL_THEME_IDS] };
  expect((await page.request.post("/api/star-stories", { data: story })).status()).toBe(201);
  await page.goto("/dashboard?tab=interviews&view=stories");
  await page.getByRole("button", { name: "Add a story" }).click();
  await page.getByRole("button", { name: "Save story" }).click();
  await expect(page.getByText("Write the situation.")).toBeVisible();
  expect(await findSeriousViolations(page)).toEqual([]);

  const started = await page.request.post("/api/interviews", { data: { type: "behavioral" } });
  const { interview } = (await started.json()) as { interview: { id: string } };
  await page.goto(`/dashboard?tab=interviews&session=${interview.id}`);
  const suggestions = page.getByRole("region", { name: "Stories that fit" });
  await suggestions.getByText(STAR_STORY.title).click();
  await expect(suggestions.getByText(STAR_STORY.action)).toBeVisible();
  expect(await findSeriousViolations(page)).toEqual([]);
});
