import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test } from "./fixtures";

// Shared cores: patience limits, not assertions about speed.
const expect = baseExpect.configure({ timeout: 20_000 });

// The public /api-docs page renders /api/openapi.json with our own components.

test("api-docs lists every endpoint of the OpenAPI document with its access, inputs and errors", async ({ page }) => {
  const document = (await (await page.request.get("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operationCount = Object.values(document.paths).reduce((total, item) => total + Object.keys(item).length, 0);
  await page.goto("/api-docs");
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  await expect(page.getByText(`${operationCount} endpoints:`)).toBeVisible();
  await expect(page.locator("details")).toHaveCount(operationCount);

  const submissions = page.locator("details", { hasText: "/api/practice/problems/{id}/submissions" }).filter({
    hasText: "Store a submission judged in the browser",
  });
  await expect(submissions.getByText("Signed in")).toBeVisible();
  await submissions.locator("summary").click();
  await expect(submissions.getByText("Body (application/json)")).toBeVisible();
  await expect(submissions.getByText("verdict", { exact: true })).toBeVisible();
  await expect(submissions.getByText("VALIDATION_FAILED")).toBeVisible();
  await expect(submissions.getByText("UNAUTHORIZED")).toBeVisible();

  const contact = page.locator("details", { hasText: "Send a message to us" });
  await expect(contact.getByText("Public")).toBeVisible();
  await contact.locator("summary").click();
  await expect(contact.getByText(/1–100 characters/).first()).toBeVisible();
  await page.screenshot({ path: `test-results/api-docs-${page.viewportSize()?.width}.png`, fullPage: false });

  // The loaded reference, with two endpoints open, has no serious or critical WCAG 2 A/AA violations.
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter(({ impact }) => impact === "serious" || impact === "critical");
  expect(serious.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("api-docs at 390 px fits the phone's width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/api-docs");
  const contact = page.locator("details", { hasText: "Send a message to us" });
  await contact.locator("summary").click();
  await contact.scrollIntoViewIfNeeded();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/api-docs-390.png" });
});
