import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { REVIEW_DIMENSIONS } from "@/shared/design/design-review";
import { signUpAndSignIn } from "../fixtures/auth";
import { SAMPLE_ANSWERS } from "../fixtures/fake-openai";
import { test } from "./fixtures";
import { enqueueAnswers, expect, GENERATION_TIMEOUT } from "./openai-helpers";

// The "openai" project (openai-helpers.ts): the AI review of a saved design.

test.describe.configure({ timeout: 120_000 });

test("the AI review of a design cites its components, drops invented ones, survives a reload; a failed one is retried", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page);
  const scenario = await createSavedScenario(page, request);

  await page.goto(`/dashboard/design/${scenario.id}`);
  await expect(page.getByRole("heading", { level: 1, name: scenario.title })).toBeVisible();
  await page.getByRole("tab", { name: "Review" }).click();

  // The model's first answer is prose, not the review's JSON: the AI part fails, the automatic one stands.
  await enqueueAnswers(request, { content: "The design looks solid to me." });
  await page.getByRole("button", { name: "Review my design" }).click();
  const automatic = page.getByTestId("automatic-review");
  await expect(automatic.getByRole("heading", { name: "Automatic review (no AI)" })).toBeVisible();
  const ai = page.getByTestId("ai-review");
  const retry = ai.getByRole("button", { name: "Retry the AI review" });
  await expect(retry).toBeVisible({ timeout: 30_000 });
  await expect(ai).toContainText("The AI could not review this design.");
  await expect(automatic).toBeVisible();

  await enqueueAnswers(request, { content: JSON.stringify(AI_REVIEW) });
  await retry.click();
  // Scores 3 and 4 in turn over seven dimensions: a mean of 3.4.
  await expect(ai).toContainText("3.4/ 5 from the AI", { timeout: 30_000 });
  await expectDoneAiReview(ai, retry);

  // The review is stored: a reload shows it again, without asking the model.
  await page.reload();
  await page.getByRole("tab", { name: "Review" }).click();
  await expectDoneAiReview(ai, retry);
});

/** A scenario the model generated (a request of its own under the model), with a design saved on it. */
async function createSavedScenario(page: Page, request: APIRequestContext) {
  // Under the model, generating a scenario is a request of its own.
  await enqueueAnswers(request, { content: SAMPLE_ANSWERS.scenario });
  const generated = await page.request.post("/api/design/scenarios", {
    data: { complexity: "intermediate" },
    timeout: GENERATION_TIMEOUT,
  });
  expect(generated.status()).toBe(201);
  const { scenario } = (await generated.json()) as { scenario: { id: string; title: string } };

  const component = (id: string, kind: string, label: string, x: number) => ({
    id,
    kind,
    label,
    position: { x, y: 0 },
  });
  const saved = await page.request.put(`/api/design/scenarios/${scenario.id}/design`, {
    data: {
      baseVersion: 0,
      diagram: {
        components: [
          component("client", "client", "Browser", 0),
          component("api", "service", "Link service", 260),
          component("cache", "cache", "Redirect cache", 520),
          component("db", "sql-database", "Links DB", 780),
        ],
        connections: [
          { id: "e1", from: "client", to: "api", label: "HTTPS" },
          { id: "e2", from: "api", to: "cache", label: "reads" },
          { id: "e3", from: "api", to: "db", label: "writes" },
        ],
      },
      phaseNotes: { requirements: "Redirects outnumber new links 100:1", api: "POST /links\nGET /{code}" },
    },
  });
  expect(saved.status()).toBe(200);
  return scenario;
}

/** Reliability cites a component of the diagram and one the model made up. */
const AI_REVIEW = {
  dimensions: REVIEW_DIMENSIONS.map((dimension, index) => ({
    dimension,
    score: 3 + (index % 2),
    reason: `About ${dimension}.`,
    citations: dimension === "reliability" ? ["Redirect cache", "Kafka cluster"] : [],
  })),
  risks: ["The links database is a single instance."],
  nextChange: "Add a read replica behind the links database.",
};

/** The done AI review: its score, the cited component, not the invented one, and nothing to retry. */
async function expectDoneAiReview(ai: Locator, retry: Locator) {
  await expect(ai).toContainText("3.4/ 5 from the AI");
  await expect(ai.getByText("Reliability", { exact: true })).toBeVisible();
  await expect(ai.locator("q").filter({ hasText: /^Redirect cache$/ })).toBeVisible();
  await expect(ai.locator("q").filter({ hasText: "Kafka cluster" })).toHaveCount(0);
  await expect(ai).not.toContainText("Kafka cluster");
  await expect(ai).toContainText("The links database is a single instance.");
  await expect(ai).toContainText("Add a read replica behind the links database.");
  await expect(ai).toContainText("1 citation that named nothing in your design was left out.");
  await expect(retry).toHaveCount(0);
}
