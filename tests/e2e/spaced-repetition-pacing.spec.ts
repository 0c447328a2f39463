import { CLOCK_OFFSET_HEADER } from "../../src/server/lib/fault-injection";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";
import { getSlug, readReferenceSolution, submitAccepted, typeCode } from "./solve-helpers";

// Reviews that pace themselves. What was solved today is not due today; from the
// next day the list fits the minutes per day (Settings) and says how many wait; review mode is
// labelled, timed, and writes a review draft of its own that never overwrites the accepted draft.
// The server's clock moves by a test-only header (x-clock-offset-ms, FAULT_INJECTION=on).
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const DAY_MS = 24 * 60 * 60 * 1000;
const SHOTS = process.env.REVIEW_SCREENSHOTS;

test("after a first session nothing is due today; the next day the list fits the minutes per day", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard");
  for (let index = 0; index < 3; index += 1) {
    const generated = await page.request.post("/api/practice/problems", { data: { difficulty: "easy" } });
    const { problem } = (await generated.json()) as { problem: { id: string } };
    await submitAccepted(page, problem.id);
  }
  // Three problems solved: no review today.
  await page.reload();
  const dueToday = page.getByRole("region", { name: "Due today" });
  await expect(dueToday).toContainText(/Nothing due today\. The next card is due on/);
  await expect(page.getByRole("region", { name: "Next best session" })).not.toContainText("Review");

  // The next day: three new coding cards of 20 minutes, and the default 30 minutes a day.
  await page.setExtraHTTPHeaders({ [CLOCK_OFFSET_HEADER]: String(DAY_MS) });
  await page.reload();
  await expect(dueToday).toContainText("1 card, about 20 min (of your 30 min a day)");
  await expect(dueToday.getByRole("heading", { name: "Coding (1, about 20 min)" })).toBeVisible();
  await expect(dueToday).toContainText("2 more due cards wait for a later day");
  await expect(page.getByRole("region", { name: "Next best session" })).toContainText("Review 1 due card (~20 min)");
  if (SHOTS) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await dueToday.screenshot({ path: `${SHOTS}/due-today-${width}.png` });
    }
  }

  // Graded: the card leaves today's list with its confirmation; its 20 minutes count, and the 10 left
  // fit no other new coding card.
  await dueToday.getByRole("button", { name: "Grade" }).click();
  await dueToday.getByRole("button", { name: /^Good/ }).click();
  await expect(dueToday.getByRole("status")).toContainText(/^Graded Good: “.+” comes back on/);
  await expect(dueToday).toContainText("Today's reviews are done.");
  await expect(dueToday).toContainText("2 more due cards wait for a later day");
  if (SHOTS) await dueToday.screenshot({ path: `${SHOTS}/due-today-done-${page.viewportSize()?.width}.png` });

  // Settings, beside the other review limits: a clear message for a value out of range, then 60 minutes.
  await dueToday.getByRole("link", { name: "Settings" }).click();
  const minutes = page.getByLabel("Minutes per day");
  await expect(minutes).toHaveValue("30");
  await minutes.fill("10");
  await page.getByRole("button", { name: "Save limits" }).click();
  await expect(page.getByText("Minutes per day must be between 20 and 480")).toBeVisible();
  await expect(minutes).toHaveAttribute("aria-invalid", "true");
  if (SHOTS) {
    const form = page.locator("form", { has: minutes });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await form.screenshot({ path: `${SHOTS}/review-limits-${width}.png` });
    }
  }
  await minutes.fill("60");
  await page.getByLabel("New cards per day").fill("2");
  await page.getByRole("button", { name: "Save limits" }).click();
  await expect(page.getByText("Review limits saved.")).toBeVisible();

  // 40 of the 60 minutes are left, but one of today's two new cards was already reviewed: one enters, one waits.
  await page.goto("/dashboard");
  await expect(dueToday).toContainText("1 card, about 20 min (of your 60 min a day)");
  await expect(dueToday).toContainText("1 more due card waits for a later day");
});

test("review mode is labelled, timed, and keeps its own draft: the accepted draft stays", async ({ page }) => {
  await signUpAndSignIn(page);
  const generated = await page.request.post("/api/practice/problems", { data: { difficulty: "easy" } });
  const { problem } = (await generated.json()) as { problem: { id: string; title: string } };
  const javascript = readReferenceSolution(await getSlug(page, problem.id), "js");
  await page.goto(`/dashboard/problems/${problem.id}`);
  await typeCode(page, javascript);
  await page.getByRole("button", { name: /^Submit/ }).click();
  await expect(page.getByRole("heading", { level: 3, name: "Submission: Accepted" })).toBeVisible();
  await expect(page.getByTestId("draft-save-status")).toHaveText("Saved");
  // Solved today: no grade bar, the card is not due today.
  await expect(page.getByRole("region", { name: `How did “${problem.title}” go?` })).toHaveCount(0);

  // The next day, the review: labelled, from the starter code, its timer running from zero.
  await page.setExtraHTTPHeaders({ [CLOCK_OFFSET_HEADER]: String(DAY_MS) });
  await page.goto(`/dashboard/problems/${problem.id}?review=1`);
  const banner = page.getByRole("region", { name: "Review mode" });
  await expect(banner).toContainText(/Review\s*A review of a problem you solved on .+: solve it again from scratch\./);
  const editor = page.getByRole("textbox", { name: "Code editor" });
  await expect(editor).toContainText("Write your code here");
  const timer = page.getByRole("timer");
  const readSeconds = async () => {
    const [minutes = 0, seconds = 0] = ((await timer.textContent()) ?? "").split(":").map(Number);
    return minutes * 60 + seconds;
  };
  const started = await readSeconds();
  expect(started).toBeLessThan(30);
  await expect.poll(readSeconds, { timeout: 10_000 }).toBeGreaterThanOrEqual(started + 2);
  if (SHOTS) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/review-mode-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // Typed in review mode: saved as the review draft, there again after a reload.
  const reviewCode = "function reviewAttempt(nums) {\n  return nums.length;\n}";
  await typeCode(page, reviewCode);
  const readDrafts = async () => {
    const response = await page.request.get(`/api/practice/problems/${problem.id}/work`);
    const { work } = (await response.json()) as {
      work: { drafts: { code: string }[]; repetitionDrafts: { code: string }[] };
    };
    return {
      drafts: work.drafts.map(({ code }) => code),
      repetitionDrafts: work.repetitionDrafts.map(({ code }) => code),
    };
  };
  // On the server, beside the accepted draft and not over it.
  await expect.poll(readDrafts).toEqual({ drafts: [javascript], repetitionDrafts: [reviewCode] });
  await page.reload();
  await expect(editor).toContainText("function reviewAttempt(nums)");

  // The normal solve page still shows the accepted code, untouched.
  await banner.getByRole("link", { name: "Open my draft" }).click();
  await expect(page).toHaveURL(`/dashboard/problems/${problem.id}`);
  await expect(page.getByRole("region", { name: "Review mode" })).toHaveCount(0);
  await expect(editor).not.toContainText("reviewAttempt");
  const firstLine = javascript
    .split("\n")
    .map((line) => line.trim())
    .find((line) => line.length > 0 && !line.startsWith("//"));
  await expect(editor).toContainText(firstLine ?? "missing");
  expect(await readDrafts()).toEqual({ drafts: [javascript], repetitionDrafts: [reviewCode] });
});
