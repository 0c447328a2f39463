import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";

// Long journeys with real generation on a machine shared with other test runs: more than the
// default 30 s per test and 5 s per assertion.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** Generation takes longest of all. */
const GENERATION_TIMEOUT = 30_000;

test("start a technical interview, walk through it, finish, end another, and see the history", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard?tab=interviews");
  await expect(page.getByRole("heading", { level: 2, name: "Interview Lab" })).toBeVisible();
  await expect(page.getByText("No interviews yet.")).toBeVisible();

  const start = page.getByRole("button", { name: "Start Interview" });
  await expect(start).toBeDisabled();
  await page.getByLabel("Interview type").selectOption("technical");
  await page.getByLabel("Company (optional)").selectOption("google");
  await expect(start).toBeEnabled();
  await start.click();

  await expect(page.getByText("Question 1 of 5")).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(page).toHaveURL(/[?&]session=/);
  await expect(page.getByRole("heading", { name: "Follow-up questions" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await page.getByText("Show expected answer and evaluation criteria").click();
  await expect(page.getByRole("heading", { name: "Expected answer" })).toBeVisible();

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Question 2 of 5")).toBeVisible();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText("Question 1 of 5")).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Question 2 of 5")).toBeVisible();

  // The session is in the URL: a reload lands on the same question.
  await page.reload();
  await expect(page.getByText("Question 2 of 5")).toBeVisible();
  // Leaving the session out of the URL keeps it open: the history offers to resume it.
  await page.goto("/dashboard?tab=interviews");
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByText("Question 2 of 5")).toBeVisible();

  for (const next of [3, 4, 5]) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(`Question ${next} of 5`)).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page.getByRole("button", { name: "Start Interview" })).toBeVisible();
  await expect(page.getByText(/Question \d of 5/)).toHaveCount(0);
  await expect(page).not.toHaveURL(/session=/);

  const stats = page.getByLabel("Interview statistics");
  await expect(stats).toContainText("Sessions completed1");
  await expect(stats).toContainText("Questions answered5");
  await expect(stats).toContainText("Most practised typeTechnical");

  await page.getByLabel("Interview type").selectOption("behavioral");
  await page.getByRole("button", { name: "Start Interview" }).click();
  await expect(page.getByText("Question 1 of 5")).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await page.getByRole("button", { name: "End Interview" }).click();
  await expect(page.getByRole("button", { name: "Start Interview" })).toBeVisible();

  const history = page.getByRole("list", { name: "Past interviews" }).getByRole("listitem");
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText("Behavioral");
  await expect(history.first()).toContainText("Ended");
  await expect(history.nth(1)).toContainText("Technical");
  await expect(history.nth(1)).toContainText("Google");
  await expect(history.nth(1)).toContainText("Finished");
});
