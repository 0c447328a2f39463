import type { Page } from "@playwright/test";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";
import { getSlug, readReferenceSolution, typeCode } from "./solve-helpers";

// A whole coding interview with the scripted interviewer (no AI): approach, Accepted code, complexity, a
// follow-up, Finish, and the report with its five criteria and the evidence quoted from the round.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const APPROACH =
  "Can the input be empty? My approach: walk the input once and keep a hash map of what I have seen, so each step is a constant-time lookup.";
const ANALYSIS =
  "Time is O(n) and space is O(n). I would test the examples, an empty input, duplicates and the largest input.";
const FOLLOW_UP_ANSWER =
  "I would process the input as a stream in chunks, keep only a small summary in memory, and spread the work across machines.";

async function say(page: Page, label: string, text: string) {
  await page.getByLabel(label).fill(text);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: text.slice(0, 40) })).toBeVisible();
}

test("a coding interview from the start form to the report", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard?tab=interviews");
  await page.getByLabel("Interview type").selectOption("coding");
  await page.getByLabel("Company (optional)").selectOption("google");
  await page.getByLabel("Role level (optional)").selectOption("software-engineer");
  await page.getByLabel("Length").selectOption("30");
  await page.getByRole("button", { name: "Start Interview" }).click();

  await expect(page.getByRole("heading", { name: "Coding interview" })).toBeVisible();
  await expect(page.getByText("Scripted interviewer")).toBeVisible();
  await expect(page.getByRole("timer", { name: "Time left" })).toHaveText(/^(30:00|29:\d\d)$/);
  const roundId = new URL(page.url()).searchParams.get("session") ?? "";
  const round = await (await page.request.get(`/api/interviews/coding/${roundId}`)).json();
  const slug = await getSlug(page, round.round.problemId);

  await say(page, "Your questions and your approach", APPROACH);
  await page.getByRole("button", { name: "Start coding" }).click();
  await typeCode(page, readReferenceSolution(slug, "js"));
  await page.getByRole("button", { name: /^Submit/ }).click();
  await expect(page.getByText(/^All \d+ tests passed\.$/)).toBeVisible({ timeout: 60_000 });
  // No help during the round: no code review, and no solution after Accepted.
  await expect(page.getByRole("button", { name: "Review my code" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Show the solution" })).toHaveCount(0);

  await page.getByRole("button", { name: "Done coding: discuss complexity" }).click();
  await say(page, "Time and space complexity, and how you would test it", ANALYSIS);
  await page.getByRole("button", { name: "On to the follow-ups" }).click();
  await expect(page.getByText(/^Your code passes\. A follow-up:/)).toBeVisible();
  await say(page, "Your answer to the follow-up", FOLLOW_UP_ANSWER);

  // A reload resumes the round where it was.
  await page.reload();
  await expect(page.locator('[aria-current="step"]')).toContainText("Follow-ups");

  await page.getByRole("button", { name: "Finish" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Finish" }).click();

  await expect(page.getByText("Coding interview report")).toBeVisible();
  const rubric = page.getByRole("list", { name: "Rubric" });
  for (const name of ["Communication", "Problem solving", "Coding", "Testing and verification", "Complexity analysis"])
    await expect(rubric.getByRole("heading", { name, exact: true })).toBeVisible();
  await expect(rubric).toContainText(/Accepted \d+\/\d+ tests on the first Submit\./);
  await expect(rubric).toContainText("“Can the input be empty?");
  await expect(rubric).toContainText(/Stated O\(n\) time; the problem's is O\(/);
  await expect(page.getByTestId("coding-overall-score")).toHaveText(/^Overall \d\.\d \/ 5$/);
  await expect(page.getByRole("heading", { name: "Time per phase" })).toBeVisible();

  // The history lists it with its score.
  const history = page.getByRole("list", { name: "Past interviews" });
  await expect(history.getByRole("listitem").first()).toContainText("Coding");
  await expect(history.getByTestId("interview-score").first()).toHaveText(/^Score \d\.\d \/ 5$/);
});
