import type { Locator, Page } from "@playwright/test";
import { signUpAndSignIn } from "../fixtures/auth";
import { removeAiAccess } from "./ai-access";
import { expect as baseExpect, test } from "./fixtures";
import { getSlug, readReferenceSolution, submitAccepted, typeCode } from "./solve-helpers";

// Long journeys with real generation on a machine shared with other test runs: more than the
// default 30 s per test and 5 s per assertion.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** Generation takes longest of all. */
const GENERATION_TIMEOUT = 30_000;

test("generate problems with filters, filter the list, open one with hints and clear all", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard?tab=practice");
  await expect(page.getByRole("heading", { level: 2, name: "Practice Arena" })).toBeVisible();
  await expect(page.getByText("No problems yet.")).toBeVisible();

  const problems = page.getByRole("list", { name: "Problems" }).getByRole("listitem");
  const generate = page.getByRole("button", { name: "Generate", exact: true });

  await page.getByLabel("Difficulty").selectOption("easy");
  await page.getByLabel("Topic").selectOption("strings");
  await generate.click();
  await expect(problems).toHaveCount(1, { timeout: GENERATION_TIMEOUT });
  await expect(problems.first()).toContainText("Easy");
  // The coarse topic, or the library problem's finer tags ("String", …) once they are read.
  await expect(problems.first()).toContainText("String");
  await expect(problems.first()).toContainText("From the PrepPilot library");

  await page.getByLabel("Difficulty").selectOption("hard");
  await page.getByLabel("Topic").selectOption("trees");
  await page.getByLabel("Company").selectOption("apple");
  await generate.click();
  // The filters that shaped the problem also filter the list: only the new hard problem is shown.
  await expect(problems.first()).toContainText("Hard", { timeout: GENERATION_TIMEOUT });
  await expect(problems).toHaveCount(1);
  await expect(problems.first()).toContainText("Tree");
  await expect(problems.first()).toContainText("Apple");
  const hardTitle = (await problems.first().getByRole("heading").textContent()) ?? "";
  await page.getByLabel("Company").selectOption("all");
  await page.getByLabel("Topic").selectOption("all");
  await page.getByLabel("Difficulty").selectOption("all");
  // Newest first.
  await expect(problems).toHaveCount(2);
  await expect(problems.first()).toContainText(hardTitle);
  await expect(problems.nth(1)).toContainText("Easy");

  const stats = page.getByLabel("Problem statistics");
  await expect(stats).toContainText("Total2");
  await expect(stats).toContainText("Easy1");
  await expect(stats).toContainText("Hard1");
  await expect(stats).toContainText("Started0");
  await expect(stats).toContainText("Solved0");

  await expectFiltersAndSearch(page, problems, hardTitle);

  await problems
    .first()
    .getByRole("button", { name: /^Start / })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/problems\/[^/]+$/);
  const hardId = page.url().split("/").pop() ?? "";
  await expect(page.getByRole("heading", { level: 1, name: hardTitle })).toBeVisible();
  await expect(page.getByText("From the PrepPilot library")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Examples" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Code editor" })).toBeVisible();
  await expectHintsOneByOne(page);

  await page.getByRole("link", { name: "Back to Practice Arena" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=practice$/);
  await expect(stats).toContainText("Started1");
  await expect(stats).toContainText("Solved0");
  await expect(problems.getByTestId("solved-marker")).toHaveCount(0);

  // An accepted submission (the judge itself is covered by solve.spec.ts) solves it for good; the
  // arena's card and strip follow.
  await submitAccepted(page, hardId);
  await page.reload();
  await expect(problems).toHaveCount(2);
  await expect(problems.first().getByTestId("solved-marker")).toHaveText("Solved");
  await expect(problems.nth(1).getByTestId("solved-marker")).toHaveCount(0);
  await expect(stats).toContainText("Started1");
  await expect(stats).toContainText("Solved1");

  await page.getByRole("button", { name: "Clear All" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Clear All" }).click();
  await expect(page.getByText("No problems yet.")).toBeVisible();
  await expect(page.getByLabel("Problem statistics")).toContainText("Total0");
});

test("the list comes by pages: Load more adds the next one, and generating or clearing keeps it right", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  // Pages of one problem (the server's real cursor paging), so a few problems make several pages
  // without running into the generation rate limit.
  await page.route(
    (url) => url.pathname === "/api/practice/problems",
    (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const url = new URL(route.request().url());
      url.searchParams.set("limit", "1");
      return route.continue({ url: url.toString() });
    },
  );
  const titles: string[] = [];
  for (let index = 0; index < 3; index++) {
    const generated = await page.request.post("/api/practice/problems", { data: {} });
    expect(generated.status()).toBe(201);
    titles.unshift(((await generated.json()) as { problem: { title: string } }).problem.title);
  }
  await page.goto("/dashboard?tab=practice");
  const problems = page.getByRole("list", { name: "Problems" }).getByRole("listitem");
  const loadMore = page.getByRole("button", { name: "Load more problems" });
  await expect(problems).toHaveCount(1);
  // The stat cards count every problem, not only the page shown.
  await expect(page.getByLabel("Problem statistics")).toContainText("Total3");
  await loadMore.click();
  await expect(problems).toHaveCount(2);
  await loadMore.click();
  await expect(problems).toHaveCount(3);
  await expect(loadMore).toBeHidden();
  await expect(problems.getByRole("heading")).toHaveText(titles);

  // A new problem comes first and the pages already shown are read again, so nothing is lost or repeated.
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(page.getByLabel("Problem statistics")).toContainText("Total4", { timeout: GENERATION_TIMEOUT });
  await expect(problems).toHaveCount(3);
  await expect(problems.getByRole("heading").nth(0)).not.toHaveText(titles[0] ?? "");
  await expect(problems.getByRole("heading").nth(1)).toHaveText(titles[0] ?? "");
  await loadMore.click();
  await expect(problems).toHaveCount(4);
  await expect(problems.getByRole("heading")).toHaveText([/\S/, ...titles]);
  await expect(loadMore).toBeHidden();

  await page.getByRole("button", { name: "Clear All" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Clear All" }).click();
  await expect(page.getByText("No problems yet.")).toBeVisible();
  await expect(loadMore).toBeHidden();
});

test("without AI access Generate shows a lock and opens the upgrade modal", async ({ page }) => {
  const { credentials } = await signUpAndSignIn(page);
  removeAiAccess(credentials.email);
  await page.goto("/dashboard?tab=practice");
  const generate = page.getByRole("button", { name: "Generate", exact: true });
  await expect(generate.getByTestId("lock-marker")).toBeVisible();
  await generate.click();
  await expect(page.getByRole("dialog", { name: "Upgrade to unlock Practice Arena" })).toBeVisible();
  await expect(page.getByText("No problems yet.")).toBeVisible();
});

test("submitting needs no AI access, and a submission the server cannot store says so and keeps the code", async ({
  page,
}) => {
  const { credentials } = await signUpAndSignIn(page);
  await page.goto("/dashboard?tab=practice");
  const problems = page.getByRole("list", { name: "Problems" }).getByRole("listitem");
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(problems).toHaveCount(1, { timeout: GENERATION_TIMEOUT });
  await problems
    .first()
    .getByRole("button", { name: /^Start / })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/problems\/[^/]+$/);
  const problemId = page.url().split("/").pop() ?? "";
  // Solving is not an AI feature: it works after the trial is gone.
  removeAiAccess(credentials.email);
  await page.reload();
  await typeCode(page, readReferenceSolution(await getSlug(page, problemId), "js"));

  // Stands in for a failure the test cannot cause otherwise; the answer has the API's error shape.
  await page.route("**/api/practice/problems/*/submissions", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 429, json: { error: { code: "RATE_LIMITED", message: "Too many requests." } } })
      : route.continue(),
  );
  await page.getByRole("button", { name: /^Submit/ }).click();
  await expect(page.getByText("Too many requests. Submit again to save it.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Solved on /)).toHaveCount(0);

  await page.unroute("**/api/practice/problems/*/submissions");
  await page.getByRole("button", { name: /^Submit/ }).click();
  await expect(page.getByText(/^Solved on /)).toBeVisible({ timeout: 30_000 });
  await page.getByRole("link", { name: "Back to Practice Arena" }).click();
  await expect(page.getByLabel("Problem statistics")).toContainText("Solved1");
  await expect(problems.first().getByTestId("solved-marker")).toBeVisible();
});

/** Section 5: each filter must match or be all; search matches title or description, any case. */
async function expectFiltersAndSearch(page: Page, problems: Locator, hardTitle: string) {
  await page.getByLabel("Topic").selectOption("trees");
  await expect(problems).toHaveCount(1);
  await expect(problems.first()).toContainText("Tree");
  await page.getByLabel("Topic").selectOption("all");
  await page.getByLabel("Difficulty").selectOption("easy");
  await expect(problems).toHaveCount(1);
  await expect(problems.first()).toContainText("Easy");
  await page.getByLabel("Difficulty").selectOption("all");
  await expect(problems).toHaveCount(2);
  await page.getByLabel("Search problems").fill(hardTitle.slice(0, 8).toUpperCase());
  await expect(problems).toHaveCount(1);
  await expect(problems.first()).toContainText(hardTitle);
  await page.getByLabel("Search problems").fill("no problem has this text");
  await expect(page.getByText("No problems match your search and filters.")).toBeVisible();
  await page.getByLabel("Search problems").fill("");
}

/** The hints open one at a time, each button naming the next. */
async function expectHintsOneByOne(page: Page) {
  await expect(page.getByText(/^Hint \d:/)).toHaveCount(0);
  await page.getByRole("button", { name: "Show hint 1 of 3" }).click();
  await expect(page.getByText(/^Hint \d:/)).toHaveCount(1);
  await page.getByRole("button", { name: "Show hint 2 of 3" }).click();
  await expect(page.getByText(/^Hint \d:/)).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Show hint 3 of 3" })).toBeVisible();
}
