import type { Page } from "@playwright/test";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect, test } from "./fixtures";
import { submitAccepted } from "./solve-helpers";

// The Problem Library (Practice Arena → Problem Library / Roadmap): a candidate finds a problem by
// its title and by its pattern, opens it on its solve page, and sees it solved in the list after.

const SHOTS_DIR = process.env.SHOTS_DIR;
/** The first catalogue of a fresh server reads content/ (every problem with its tests): seconds on a busy machine. */
const FIRST_LOAD = { timeout: 30_000 };

async function shoot(page: Page, name: string) {
  // A phone's whole page; a wide screen's first screenful (its full page is a long table).
  const fullPage = name.endsWith("390");
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage });
}

/** The row of the library's list whose title is `title`. */
function row(page: Page, title: string) {
  return page.getByTestId("library-row").filter({ has: page.getByRole("button", { name: title, exact: true }) });
}

async function listProblemIds(page: Page, slug: string) {
  const response = await page.request.get("/api/practice/library");
  const { problems } = (await response.json()) as { problems: { slug: string | null; problemId: string | null }[] };
  return problems.filter((entry) => entry.slug === slug).map((entry) => entry.problemId);
}

test("find a problem by searching its title, open it, solve it, and see it solved in the library", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard?tab=practice");
  await page.getByRole("link", { name: "Problem Library" }).click();
  await expect(page).toHaveURL(/view=library/);
  await expect(page.getByText(/^\d+ problems$/)).toBeVisible(FIRST_LOAD);
  await shoot(page, "library-1280");

  await page.getByLabel("Search the library").fill("power");
  const pow = row(page, "Compute x to the Power n");
  await expect(page.getByTestId("library-row")).toHaveCount(1);
  // Tagged as what it is, not as an array problem.
  await expect(pow).toContainText("Math");
  await expect(pow).toContainText("Math & geometry");
  await expect(pow).not.toContainText("Array");
  await expect(pow.getByTestId("library-status")).toHaveText("New");

  await pow.getByRole("button", { name: "Compute x to the Power n" }).click();
  await expect(page).toHaveURL(/\/dashboard\/problems\/problem_/);
  await expect(page.getByRole("heading", { level: 1, name: "Compute x to the Power n" })).toBeVisible();
  await expect(page.getByTestId("problem-tag")).toHaveText(["Math", "Recursion"]);
  await shoot(page, "problem-1280");
  const problemId = page.url().split("/").pop()?.split("?")[0] as string;
  expect(await listProblemIds(page, "compute-x-to-the-power-n")).toEqual([problemId]);

  await submitAccepted(page, problemId);
  // My problems lists it with its tags too.
  await page.goto("/dashboard?tab=practice");
  const card = page.getByRole("list", { name: "Problems" }).getByRole("listitem").filter({ hasText: "Compute x" });
  await expect(card).toContainText("Solved");
  await expect(card).toContainText("Recursion");
  await page.getByRole("link", { name: "Problem Library" }).click();
  await page.getByLabel("Sort by").selectOption("status");
  await page.getByLabel("Status", { exact: true }).selectOption("solved");
  await expect(page.getByTestId("library-row")).toHaveCount(1);
  await expect(row(page, "Compute x to the Power n").getByTestId("library-status")).toHaveText("Solved");

  // Opening it again goes to the same problem: the library never makes a second copy.
  await row(page, "Compute x to the Power n").getByRole("button").click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/problems/${problemId}$`));
  expect(await listProblemIds(page, "compute-x-to-the-power-n")).toEqual([problemId]);
});

test("find a problem by its pattern on the roadmap and in the filters, and open it", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard?tab=practice&view=roadmap");
  const steps = page.getByTestId("roadmap-step");
  await expect(steps).toHaveCount(18, FIRST_LOAD);
  await expect(steps.first()).toContainText("Arrays & hashing");
  const bits = steps.filter({ has: page.locator("summary", { hasText: "Bit manipulation" }) });
  await expect(bits.locator("summary")).toContainText("0 / 5 solved");
  await bits.locator("summary").click();
  await shoot(page, "roadmap-1280");
  await bits.getByRole("button", { name: "Find the Single Number" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Find the Single Number" })).toBeVisible();

  // The pattern filter of the list finds the same kind of problem, and the roadmap counts the start.
  await page.goto("/dashboard?tab=practice&view=library");
  await page.getByLabel("Pattern", { exact: true }).selectOption("tries");
  await expect(page.getByTestId("library-row")).toHaveCount(5);
  await page.getByLabel("List", { exact: true }).selectOption("essentials");
  await expect(page.getByTestId("library-row")).toHaveCount(2);
  await page.getByRole("button", { name: "Implement Trie (Prefix Tree)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Implement Trie (Prefix Tree)" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the library's filters fold behind a button and the rows fit the screen", async ({ page }) => {
    await signUpAndSignIn(page);
    await page.goto("/dashboard?tab=practice&view=library");
    await expect(page.getByText(/^\d+ problems$/)).toBeVisible(FIRST_LOAD);
    await expect(page.getByLabel("Pattern", { exact: true })).toBeHidden();
    await page.getByRole("button", { name: "Filters" }).click();
    await page.getByLabel("Difficulty", { exact: true }).selectOption("hard");
    await expect(page.getByRole("button", { name: "Filters (1)" })).toHaveAttribute("aria-expanded", "true");
    await shoot(page, "library-390");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole("link", { name: "Roadmap" }).click();
    await page
      .locator("summary")
      .filter({ has: page.getByText("Trees", { exact: true }) })
      .click();
    await shoot(page, "roadmap-390");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
