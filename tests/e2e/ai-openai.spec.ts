import { signUpAndSignIn } from "../fixtures/auth";
import { SAMPLE_ANSWERS } from "../fixtures/fake-openai";
import { test } from "./fixtures";
import { enqueueAnswers, expect, GENERATION_TIMEOUT } from "./openai-helpers";

// The "openai" project (openai-helpers.ts): generated content shows as AI-generated, and an unusable answer
// from the model shows a banner and adds nothing.

test.describe.configure({ timeout: 120_000 });

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
