import { signUpAndSignIn } from "../fixtures/auth";
import { test } from "./fixtures";
import { enqueueAnswers, expect } from "./openai-helpers";

// The "openai" project (openai-helpers.ts): a coding interview with a model as the interviewer. What the model
// reads (the problem, the candidate's code and words) is checked by coding-round.routes.test.ts.

test.describe.configure({ timeout: 120_000 });
// The failed answer below is a 502, which Chromium logs as a console error.
test.use({ allowedConsoleErrors: [/the server responded with a status of 502/] });

test("with a model, the AI interviewer answers in the transcript; a failed answer keeps the message", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard?tab=interviews");
  await page.getByLabel("Interview type").selectOption("coding");
  await page.getByRole("button", { name: "Start Interview" }).click();
  await expect(page.getByRole("heading", { name: "Coding interview" })).toBeVisible();
  await expect(page.getByText("AI interviewer")).toBeVisible();

  const reply = "Nested loops would work. What would a hash map of the values you have seen buy you?";
  await enqueueAnswers(request, { content: JSON.stringify({ reply }) });
  const box = page.getByLabel("Your questions and your approach");
  await box.fill("I would check every pair with nested loops.");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText(reply)).toBeVisible();
  await expect(box).toHaveValue("");

  // An answer that is nothing but code never reaches the candidate; their message stays to send again.
  await enqueueAnswers(request, { content: JSON.stringify({ reply: "```js\nreturn seen.get(target - x);\n```" }) });
  await box.fill("Could I use a hash map instead?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("alert")).toContainText("The interviewer could not answer");
  await expect(box).toHaveValue("Could I use a hash map instead?");
  await expect(page.getByText("return seen.get")).toHaveCount(0);
});
