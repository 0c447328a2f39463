import type { Page } from "@playwright/test";
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
  await expect(page.getByText("From the PrepPilot library")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Follow-up questions" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  // As in a real interview, the answer key waits for the report (answer-keys.spec.ts follows it there).
  await expect(page.getByText("Expected answer", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Evaluation criteria", { exact: true })).toHaveCount(0);

  const rating = await rateTheFirstTwoAnswers(page);

  // The session is in the URL: a reload lands on the same question, with its saved rating.
  await page.reload();
  await expect(page.getByText("Question 2 of 5")).toBeVisible();
  await expect(rating.getByRole("radio", { name: /Good/ })).toBeChecked();
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
  // Finish opens the interview's report; once the automatic check is done, New interview goes back to the
  // start form. Five unanswered questions score 1 each, whatever the self-ratings said.
  await expect(page.getByRole("heading", { name: /^Technical interview · Google/ })).toBeVisible();
  await expect(page.getByText(/Question \d of 5/)).toHaveCount(0);
  await expect(page.getByTestId("overall-score")).toHaveText("1.0 / 5", { timeout: 30_000 });
  await page.getByRole("button", { name: "New interview" }).click();
  await expect(page.getByRole("button", { name: "Start Interview" })).toBeVisible();
  await expect(page).not.toHaveURL(/session=/);

  const stats = page.getByLabel("Interview statistics");
  await expect(stats).toContainText("Sessions completed1");
  // Walking past a question does not answer it: none was written here (interview-answers.spec.ts writes them).
  await expect(stats).toContainText("Questions answered0");
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
  // The evaluated score replaces the mean of the self-ratings (5 and 4). Ended ones have no score.
  await expect(history.nth(1).getByTestId("interview-score")).toHaveText("Score 1.0 / 5");
  await expect(history.first().getByTestId("interview-score")).toHaveCount(0);
});

test("the history comes by pages: Load more adds the next, the cards count the whole history, a new interview comes first", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  // Pages of one interview (the server's real cursor paging), so a few interviews make several pages.
  await page.route(
    (url) => url.pathname === "/api/interviews",
    (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const url = new URL(route.request().url());
      url.searchParams.set("limit", "1");
      return route.continue({ url: url.toString() });
    },
  );
  // Each start ends the one before; only the oldest gets an answer.
  const types = ["technical", "behavioral", "system-design"];
  for (const [index, type] of types.entries()) {
    const started = await page.request.post("/api/interviews", { data: { type } });
    expect(started.status()).toBe(201);
    const { interview } = (await started.json()) as { interview: { id: string } };
    if (index === 0) {
      const saved = await page.request.put(`/api/interviews/${interview.id}/questions/0/answers/0`, {
        data: { text: "Because the cache absorbs the reads." },
      });
      expect(saved.status()).toBe(200);
    }
  }
  await page.goto("/dashboard?tab=interviews");
  const history = page.getByRole("list", { name: "Past interviews" }).getByRole("listitem");
  const loadMore = page.getByRole("button", { name: "Load more interviews" });
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText("System Design");
  // The cards count the whole history: the answer was given in the interview on the last page.
  await expect(page.getByLabel("Interview statistics")).toContainText("Questions answered1");
  await loadMore.click();
  await expect(history).toHaveCount(2);
  await loadMore.click();
  await expect(history).toHaveCount(3);
  await expect(loadMore).toBeHidden();
  await expect(history.nth(2)).toContainText("Technical");

  // A new interview comes first and the pages already shown are read again, so nothing is lost or repeated.
  await page.getByLabel("Interview type").selectOption("behavioral");
  await page.getByRole("button", { name: "Start Interview" }).click();
  await expect(page.getByText("Question 1 of 5")).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(history).toHaveCount(3);
  await expect(history.first()).toContainText("Active");
  await expect(history.nth(1)).toContainText("System Design");
  await loadMore.click();
  await expect(history).toHaveCount(4);
  await expect(history.nth(3)).toContainText("Technical");
  await expect(loadMore).toBeHidden();
});

test("a failed rating is rolled back with a banner, and a finished interview takes the automatic check's score", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard?tab=interviews");
  await page.getByLabel("Interview type").selectOption("behavioral");
  await page.getByRole("button", { name: "Start Interview" }).click();
  await expect(page.getByText("Question 1 of 5")).toBeVisible({ timeout: GENERATION_TIMEOUT });

  // Stands in for a failure the test cannot cause otherwise; the answer has the API's error shape.
  await page.route("**/api/interviews/*", (route) =>
    route.request().method() === "PATCH" && route.request().postDataJSON()?.action === "rate"
      ? route.fulfill({ status: 429, json: { error: { code: "RATE_LIMITED", message: "Too many requests." } } })
      : route.continue(),
  );
  const rating = page.getByRole("group", { name: "How did your answer go?" });
  await rating.getByRole("radio", { name: /Weak/ }).click();
  const banner = page.getByRole("alert").filter({ hasText: "Too many requests." });
  await expect(banner).toBeVisible();
  await expect(rating.getByRole("radio", { checked: true })).toHaveCount(0);
  await banner.getByRole("button", { name: "Dismiss error" }).click();
  await expect(banner).toHaveCount(0);

  // Rating is optional: the walk-through goes on without one.
  for (const next of [2, 3, 4, 5]) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(`Question ${next} of 5`)).toBeVisible();
  }
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page.getByTestId("overall-score")).toHaveText("1.0 / 5", { timeout: 30_000 });
  await page.getByRole("button", { name: "New interview" }).click();
  await expect(page.getByRole("button", { name: "Start Interview" })).toBeVisible();
  const history = page.getByRole("list", { name: "Past interviews" }).getByRole("listitem");
  await expect(history.first()).toContainText("Finished");
  // Without self-ratings the score is the evaluation's: five unanswered questions score 1 each.
  await expect(history.first().getByTestId("interview-score")).toHaveText("Score 1.0 / 5");
});

/** The self-rating: optional, saved as soon as it is chosen, one per question; a second choice replaces the first. */
async function rateTheFirstTwoAnswers(page: Page) {
  const rating = page.getByRole("group", { name: "How did your answer go?" });
  await expect(rating.getByRole("radio")).toHaveCount(5);
  await expect(rating.getByRole("radio", { checked: true })).toHaveCount(0);
  await rating.getByRole("radio", { name: /Nailed it/ }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Question 2 of 5")).toBeVisible();
  await expect(rating.getByRole("radio", { checked: true })).toHaveCount(0);
  await rating.getByRole("radio", { name: /Okay/ }).click();
  // A second choice replaces the first.
  await rating.getByRole("radio", { name: /Good/ }).click();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText("Question 1 of 5")).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(rating.getByRole("radio", { name: /Nailed it/ })).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Question 2 of 5")).toBeVisible();
  return rating;
}
