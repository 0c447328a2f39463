import { signUpAndSignIn } from "../fixtures/auth";
import { SAMPLE_ANSWERS } from "../fixtures/fake-openai";
import { test } from "./fixtures";
import { enqueueAnswers, expect, GENERATION_TIMEOUT } from "./openai-helpers";
import { typeCode } from "./solve-helpers";

// The "openai" project (openai-helpers.ts): the model's feedback on the user's work: the evaluation of an
// interview answer, the review of code, and the insights from the user's figures.

test.describe.configure({ timeout: 120_000 });

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
