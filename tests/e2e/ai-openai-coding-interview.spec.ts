import { signUpAndSignIn } from "../fixtures/auth";
import { test } from "./fixtures";
import { enqueueAnswers, expect, readLastModelRequest } from "./openai-helpers";
import { typeCode } from "./solve-helpers";

// The "openai" project (openai-helpers.ts): a coding interview with a model as the interviewer, whose answers
// are grounded in what the candidate typed in the editor and said (the model's request is read back from the
// fake server); coding-round-ai.routes.test.ts covers the follow-ups and the nudges.

test.describe.configure({ timeout: 120_000 });
// The failed answer below is a 502, which Chromium logs as a console error.
test.use({ allowedConsoleErrors: [/the server responded with a status of 502/] });

test("with a model, the AI interviewer answers in the transcript, grounded in the candidate's code; a failed answer keeps the message", async ({
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

  // In the Code phase the model reads the code as it is in the editor (saved as a draft) and the words.
  await page.getByRole("button", { name: "Start coding" }).click();
  await typeCode(
    page,
    "function twoSum(nums, target) {\n  const seenSoFar = new Map(); // my draft\n  return [];\n}\n",
  );
  await expect(page.getByTestId("draft-save-status")).toHaveText("Saved");
  const grounded = "Your seenSoFar map is never filled: where would you add each value?";
  await enqueueAnswers(request, { content: JSON.stringify({ reply: grounded }) });
  const thinking = page.getByLabel("Think aloud while you code");
  await thinking.fill("I keep a map of what I have seen.");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText(grounded)).toBeVisible();
  const asked = await readLastModelRequest(request);
  expect(asked).toContain("const seenSoFar = new Map(); // my draft");
  expect(asked).toContain("I keep a map of what I have seen.");
});
