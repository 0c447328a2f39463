import type { Page } from "@playwright/test";
import { CLOCK_OFFSET_HEADER } from "../../src/server/lib/fault-injection";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";
import { getSlug, readReferenceSolution, typeCode } from "./solve-helpers";

// A solved problem becomes a review card, due from the next day on the dashboard;
// grading it Good moves it to a later day; a review opens the problem from an empty editor.
// The server's clock moves by a test-only header (x-clock-offset-ms, FAULT_INJECTION=on).
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

type Due = { total: number; nextDue: string | null; tracks: { cards: { subjectId: string }[] }[] };

/** The due list as the server sees it with its clock moved by `offsetMs`. */
async function getDue(page: Page, offsetMs: number): Promise<Due> {
  const response = await page.request.get("/api/spaced-repetition/due?tz=UTC", {
    headers: { [CLOCK_OFFSET_HEADER]: String(offsetMs) },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Due;
}

test("solve a problem, see it due the next day, grade it Good, and review it from an empty editor", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const generated = await page.request.post("/api/practice/problems", { data: { difficulty: "easy" } });
  const { problem } = (await generated.json()) as { problem: { id: string; title: string } };
  const javascript = readReferenceSolution(await getSlug(page, problem.id), "js");

  await page.goto(`/dashboard/problems/${problem.id}`);
  await expect(page.getByRole("heading", { level: 1, name: problem.title })).toBeVisible();
  await typeCode(page, javascript);
  await page.getByRole("button", { name: /^Submit/ }).click();
  await expect(page.getByRole("heading", { level: 3, name: "Submission: Accepted" })).toBeVisible();

  // The first Accepted submission made a card, due from the next day: the dashboard has nothing today.
  await page.goto("/dashboard");
  const dueToday = page.getByRole("region", { name: "Due today" });
  await expect(dueToday).toContainText(/Nothing due today\. The next card is due on/);

  // The next day (the server's clock moved), Due today lists it under Coding, linking to a review of
  // the problem; its grade bar suggests a grade with its reason.
  const DAY_MS = 24 * 60 * 60 * 1000;
  await page.setExtraHTTPHeaders({ [CLOCK_OFFSET_HEADER]: String(DAY_MS) });
  await page.reload();
  await expect(dueToday.getByRole("heading", { name: /^Coding \(1, about \d+ min\)$/ })).toBeVisible();
  const link = dueToday.getByRole("link", { name: problem.title });
  await expect(link).toHaveAttribute("href", `/dashboard/problems/${problem.id}?review=1`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await dueToday.screenshot({ path: test.info().outputPath("due-today-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await dueToday.screenshot({ path: test.info().outputPath("due-today-390.png") });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Grade it Good from the card: it leaves today at once, due a day or more later.
  await dueToday.getByRole("button", { name: "Grade" }).click();
  const gradeBar = dueToday.getByRole("region", { name: `How did “${problem.title}” go?` });
  await expect(gradeBar.getByText(/^Suggested: (Again|Hard|Good|Easy)\. /)).toBeVisible();
  await dueToday.getByRole("button", { name: /^Good/ }).click();
  await expect(dueToday.getByRole("status")).toContainText(`Graded Good: “${problem.title}” comes back on`);
  const due = await getDue(page, DAY_MS);
  expect(due.total).toBe(0);
  expect(new Date(due.nextDue ?? 0).getTime()).toBeGreaterThan(Date.now() + 2 * DAY_MS);
  await page.reload();
  await expect(page.getByRole("region", { name: "Due today" })).toContainText(
    /Nothing due today\. The next card is due on/,
  );

  // Its day comes: with the server's clock moved past it, the card is due again, and its link opens a
  // review (labelled as such) from the starter code, not the accepted solution saved as the draft.
  const offsetMs = new Date(due.nextDue ?? 0).getTime() - Date.now() + 60 * 60 * 1000;
  await page.setExtraHTTPHeaders({ [CLOCK_OFFSET_HEADER]: String(offsetMs) });
  await page.goto("/dashboard");
  await page.getByRole("region", { name: "Due today" }).getByRole("link", { name: problem.title }).click();
  await expect(page).toHaveURL(`/dashboard/problems/${problem.id}?review=1`);
  await expect(page.getByRole("region", { name: "Review mode" })).toContainText("A review of a problem you solved on");
  const editor = page.getByRole("textbox", { name: "Code editor" });
  await expect(editor).toContainText("Write your code here");
  // The solution's first line of its own: the editor draws only the lines near its viewport, and a
  // long solution's first "return" can lie below them.
  const solutionLine = javascript
    .split("\n")
    .slice(1)
    .map((line) => line.trim())
    .find((line) => line.length > 0 && !line.startsWith("//"));
  if (!solutionLine) throw new Error("the reference solution has no body");
  await expect(editor).not.toContainText(solutionLine);
  // Without ?review=1 the saved draft is back.
  await page.goto(`/dashboard/problems/${problem.id}`);
  await expect(page.getByRole("textbox", { name: "Code editor" })).toContainText(solutionLine);
});
