import type { APIRequestContext } from "@playwright/test";
import { REVIEW_DIMENSIONS } from "@/shared/design/design-review";
import { signUpAndSignIn } from "../fixtures/auth";
import { type FakeAnswer, SAMPLE_ANSWERS } from "../fixtures/fake-openai";
import { expect as baseExpect, test } from "./fixtures";
import { typeCode } from "./solve-helpers";

// The "openai" project (playwright.config.ts): an app server with AI_PROVIDER=openai pointed at the fake
// OpenAI-compatible server of tests/fixtures/fake-openai-server.ts. Each test queues the model's answer
// just before the click that asks for it; the project runs its tests one at a time, as the queue is shared.

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** Generation takes longest of all. */
const GENERATION_TIMEOUT = 30_000;

async function enqueueAnswers(request: APIRequestContext, ...answers: FakeAnswer[]) {
  const response = await request.post(`http://127.0.0.1:${process.env.E2E_FAKE_OPENAI_PORT}/__enqueue`, {
    data: answers,
  });
  expect(response.status()).toBe(204);
}

test("the arena, the interview lab and the design lab show the model's content as AI-generated", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page);

  await page.goto("/dashboard?tab=practice");
  const problems = page.getByRole("list", { name: "Problems" }).getByRole("listitem");
  await enqueueAnswers(request, { content: SAMPLE_ANSWERS.problem });
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(problems).toHaveCount(1, { timeout: GENERATION_TIMEOUT });
  await expect(problems.first().getByRole("heading")).toHaveText("Pair With Target Sum");
  await expect(problems.first()).toContainText("AI-generated");
  await expect(problems.first()).not.toContainText("From the PrepPilot library");

  await page.goto("/dashboard?tab=interviews");
  await page.getByLabel("Interview type").selectOption("technical");
  await enqueueAnswers(request, { content: SAMPLE_ANSWERS.interview });
  await page.getByRole("button", { name: "Start Interview" }).click();
  await expect(page.getByText("Question 1 of 5")).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(page.getByText("Question 1: how does a hash map handle collisions?")).toBeVisible();
  await expect(page.getByText("AI-generated")).toBeVisible();
  for (const next of [2, 3, 4, 5]) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(`Question ${next} of 5`)).toBeVisible();
    await expect(page.getByText(`Question ${next}: how does a hash map handle collisions?`)).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);

  await page.goto("/dashboard?tab=system-design");
  const scenarios = page.getByRole("list", { name: "Scenarios" }).getByRole("listitem");
  await enqueueAnswers(request, { content: SAMPLE_ANSWERS.scenario });
  await page.getByRole("button", { name: "Generate Scenario" }).click();
  await expect(scenarios).toHaveCount(1, { timeout: GENERATION_TIMEOUT });
  await expect(scenarios.first().getByTestId("scenario-title")).toHaveText("Design a URL Shortener");
  await expect(scenarios.first()).toContainText("AI-generated");
  await expect(page.getByTestId("session-counter")).toHaveText("1");
});

test("the AI evaluation of an interview answer highlights its evidence in the answer; a failed one is retried", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard?tab=interviews");
  await page.getByLabel("Interview type").selectOption("technical");
  await enqueueAnswers(request, { content: SAMPLE_ANSWERS.interview });
  await page.getByRole("button", { name: "Start Interview" }).click();
  await expect(page.getByText("Question 1 of 5")).toBeVisible({ timeout: GENERATION_TIMEOUT });

  const answer =
    "I would use separate chaining: each bucket holds a linked list. When the load factor passes 0.75 the table doubles.";
  await page.getByLabel("Your answer", { exact: true }).fill(answer);
  for (const next of [2, 3, 4, 5]) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(`Question ${next} of 5`)).toBeVisible();
  }
  // Only the answered question reaches the model (the others score 1 without it); its first evaluation
  // is unusable, so it fails and offers a retry.
  await enqueueAnswers(request, { content: "Great answer!" });
  await page.getByRole("button", { name: "Finish" }).click();
  const report = page.getByRole("region", { name: /Technical interview/ });
  const first = report.getByRole("article").first();
  const retry = first.getByRole("button", { name: "Retry evaluation" });
  await expect(retry).toBeVisible();
  await expect(first).toContainText("The AI could not evaluate this answer");
  // The answer is kept through the failure.
  await expect(first).toContainText("each bucket holds a linked list");

  const evaluation = {
    criteria: [
      { criterion: "Communication", score: 4, reason: "Clear.", evidence: ["each bucket holds a linked list"] },
      { criterion: "Problem solving", score: 3, reason: "Standard approach.", evidence: [] },
      { criterion: "Technical depth", score: 4, reason: "Knows the load factor.", evidence: ["I used a B-tree"] },
      { criterion: "Correctness and testing", score: 2, reason: "No tests mentioned.", evidence: [] },
    ],
    strengths: ["Names the load factor"],
    improvement: "Say how you would test a collision-heavy input.",
    missed: ["Open addressing"],
  };
  await enqueueAnswers(request, { content: JSON.stringify(evaluation) });
  await retry.click();
  await expect(report.getByTestId("overall-score")).toHaveText(/^\d\.\d \/ 5$/, { timeout: 30_000 });
  await expect(report.getByText("AI evaluation").first()).toBeVisible();
  const highlight = first.locator("mark").filter({ hasText: "each bucket holds a linked list" });
  await expect(highlight).toBeVisible();
  await expect(highlight).toHaveAttribute("title", /Communication/);
  await expect(first).toContainText("Say how you would test a collision-heavy input.");
  await expect(first).toContainText("1 quote the AI gave was not in your answer and was dropped.");
});

test("Review my code shows the AI's remarks beside the lines they name, and drops those about missing lines", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page);
  await enqueueAnswers(request, { content: SAMPLE_ANSWERS.problem });
  const generated = await page.request.post("/api/practice/problems", { data: {} });
  expect(generated.status()).toBe(201);
  const { problem } = (await generated.json()) as { problem: { id: string } };
  await page.goto(`/dashboard/problems/${problem.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Pair With Target Sum" })).toBeVisible();

  await typeCode(
    page,
    [
      "function twoSum(nums, target) {",
      "  for (let i = 0; i < nums.length; i++)",
      "    for (let j = i + 1; j < nums.length; j++) if (nums[i] + nums[j] === target) return [i, j];",
      "}",
    ].join("\n"),
  );
  const review = {
    summary: "Correct, but quadratic where a hash map gives linear time.",
    complexity: { time: "O(n^2)", space: "O(1)" },
    remarks: [
      {
        line: 2,
        endLine: 3,
        category: "complexity",
        message: "The nested loops are O(n^2); a map of seen values is O(n).",
      },
      { line: 4, endLine: 4, category: "edge-case", message: "Nothing is returned when no pair exists." },
      { line: 40, endLine: 41, category: "correctness", message: "A remark about lines that do not exist." },
    ],
  };
  await enqueueAnswers(request, { content: JSON.stringify(review) });
  await page.getByRole("button", { name: "Review my code" }).click();
  const panel = page.getByRole("region", { name: "Code review" });
  await expect(panel.getByRole("heading", { name: "AI review" })).toBeVisible();
  await expect(panel).toContainText("Correct, but quadratic where a hash map gives linear time.");
  const remarks = panel.getByRole("list", { name: "Remarks" }).getByRole("listitem");
  await expect(remarks).toHaveCount(2);
  await expect(remarks.first().getByRole("button", { name: "Lines 2–3" })).toBeVisible();
  await expect(remarks.nth(1).getByRole("button", { name: "Line 4" })).toBeVisible();
  await expect(panel).toContainText("1 remark pointed at lines that are not in your code and was dropped.");
  // The remarks mark their lines in the editor's gutter too.
  await expect(page.locator(".cm-gutter-lint .cm-lint-marker").first()).toBeVisible();
});

test.describe("when the model's answer is unusable", () => {
  // The server answers AI_FAILED with a 502, which the browser logs as a failed resource; that is expected.
  test.use({ allowedConsoleErrors: [/the server responded with a status of 502/] });

  test("a malformed or empty answer shows the section-8 banner, which dismisses, and adds nothing", async ({
    page,
    request,
  }) => {
    await signUpAndSignIn(page);

    await page.goto("/dashboard?tab=practice");
    const problems = page.getByRole("list", { name: "Problems" }).getByRole("listitem");
    const generate = page.getByRole("button", { name: "Generate", exact: true });
    await enqueueAnswers(request, { content: SAMPLE_ANSWERS.problem });
    await generate.click();
    await expect(problems).toHaveCount(1, { timeout: GENERATION_TIMEOUT });

    // Prose instead of JSON, and JSON missing most fields: neither may become a problem.
    for (const content of ["Sure! Here is a problem about arrays.", JSON.stringify({ title: "Half a problem" })]) {
      await enqueueAnswers(request, { content });
      await generate.click();
      const banner = page.getByRole("alert").filter({ hasText: "Failed to generate coding problem" });
      await expect(banner).toBeVisible({ timeout: GENERATION_TIMEOUT });
      await expect(generate).toBeEnabled();
      await expect(problems).toHaveCount(1);
      await expect(page.getByText("Half a problem")).toHaveCount(0);
      await banner.getByRole("button", { name: "Dismiss error" }).click();
      await expect(banner).toHaveCount(0);
    }
    await page.reload();
    await expect(problems).toHaveCount(1);
    await expect(problems.first().getByRole("heading")).toHaveText("Pair With Target Sum");

    await page.goto("/dashboard?tab=system-design");
    await enqueueAnswers(request, { content: "" });
    await page.getByRole("button", { name: "Generate Scenario" }).click();
    const banner = page.getByRole("alert").filter({ hasText: "No response from OpenAI" });
    await expect(banner).toBeVisible({ timeout: GENERATION_TIMEOUT });
    await expect(page.getByText("No scenarios yet.")).toBeVisible();
    await expect(page.getByTestId("session-counter")).toHaveText("0");
    await banner.getByRole("button", { name: "Dismiss error" }).click();
    await expect(banner).toHaveCount(0);
  });
});

test("the AI review of a design cites its components, drops invented ones, survives a reload; a failed one is retried", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page);
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

  // Reliability cites a component of the diagram and one the model made up.
  const answer = {
    dimensions: REVIEW_DIMENSIONS.map((dimension, index) => ({
      dimension,
      score: 3 + (index % 2),
      reason: `About ${dimension}.`,
      citations: dimension === "reliability" ? ["Redirect cache", "Kafka cluster"] : [],
    })),
    risks: ["The links database is a single instance."],
    nextChange: "Add a read replica behind the links database.",
  };
  await enqueueAnswers(request, { content: JSON.stringify(answer) });
  await retry.click();
  // Scores 3 and 4 in turn over seven dimensions: a mean of 3.4.
  await expect(ai).toContainText("3.4/ 5 from the AI", { timeout: 30_000 });
  await expectDoneAiReview();

  // The review is stored: a reload shows it again, without asking the model.
  await page.reload();
  await page.getByRole("tab", { name: "Review" }).click();
  await expectDoneAiReview();

  async function expectDoneAiReview() {
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
});

test.describe("AI insights", () => {
  // The failed request below answers 502, which Chromium logs as a console error.
  test.use({ allowedConsoleErrors: [/status of 502/] });

  test("Generate AI Insights shows the model's plan from the user's figures; a failed one says so and is retried", async ({
    page,
    request,
  }) => {
    await signUpAndSignIn(page);
    await page.goto("/dashboard?tab=analytics");
    await expect(page.getByTestId("readiness")).toContainText("Weakest areas");

    // An answer that is not the plan's JSON fails validation: a clear message and Try again.
    await enqueueAnswers(request, { content: "Practise more!" });
    await page.getByRole("button", { name: "Generate AI Insights" }).click();
    const panel = page.getByTestId("insights-panel");
    await expect(panel.getByRole("alert")).toContainText("The AI could not write your insights. Please try again.");

    const plan = {
      summary: "You have not practised yet: start with arrays.",
      steps: [
        { action: "Solve an easy Arrays problem", why: "Arrays is at 0% and is your first topic." },
        { action: "Take a behavioral mock interview", why: "Behavioral interviews are not practised yet." },
      ],
    };
    await enqueueAnswers(request, { content: JSON.stringify(plan) });
    await panel.getByRole("button", { name: "Try again" }).click();
    await expect(panel.getByRole("heading", { name: "AI insights" })).toBeVisible();
    await expect(panel).toContainText("AI-generated from your own figures only");
    await expect(panel.getByRole("listitem")).toHaveCount(2);
    await expect(panel.getByRole("listitem").first()).toContainText("Solve an easy Arrays problem");
    await expect(panel).not.toContainText("Automatic insights (no AI)");
  });
});
