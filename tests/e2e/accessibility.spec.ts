import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { FOOTER_ROUTES, SPEC_PUBLIC_ROUTES } from "./public-routes";

// Eight people share this machine's two cores: lazy pages, smooth scrolls and axe runs can take far
// longer than the 5 s default here. These are patience limits, not assertions about speed.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

// Every public page of the spec's route table, plus the pages the footer links to.
const PUBLIC_ROUTES = [...SPEC_PUBLIC_ROUTES, ...FOOTER_ROUTES];

/** Serious and critical WCAG 2 A/AA violations, one readable line per failing element. */
async function findSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
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
