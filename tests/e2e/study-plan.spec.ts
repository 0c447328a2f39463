import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";

// In Settings → Study plan the user sets an interview date, a company and a role
// level, sees the weeks with their goals, downloads the sessions as an .ics file, and removes the plan. The planning
// rules are unit-tested (shared/study-plan); saving, replanning and isolation in features/study-plan.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

test("set an interview date, see the plan's weeks and download its calendar", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard?tab=settings&section=study-plan");
  await expect(page.getByRole("tab", { name: "Study plan", selected: true })).toBeVisible();
  const date = page.getByLabel("Interview date");

  // A date in the past is refused with a message, and what was typed stays.
  await date.fill(dayFromNow(-3));
  await page.getByRole("button", { name: "Create plan" }).click();
  await expect(page.getByText("Choose an interview date after today.")).toBeVisible();
  await expect(date).toHaveValue(dayFromNow(-3));
  await expect(date).toHaveAttribute("aria-invalid", "true");
  expect(await (await page.request.get("/api/study-plan")).json()).toEqual({ settings: null, plan: null });

  // Eight weeks ahead, for Amazon at senior level.
  await date.fill(dayFromNow(56));
  await page.getByLabel("Target company").selectOption({ label: "Amazon" });
  await page.getByLabel("Role level").selectOption({ label: "Senior Engineer" });
  await page.getByRole("button", { name: "Create plan" }).click();
  await expect(page.getByText("Study plan saved.")).toBeVisible();
  const weeks = page.getByRole("list", { name: "Weeks of the plan" });
  const weekItems = weeks.locator(":scope > li");
  await expect(weekItems).toHaveCount(8);
  const thisWeek = weeks.locator('[aria-current="date"]');
  await expect(thisWeek.getByRole("heading", { name: "Week 1" })).toBeVisible();
  await expect(thisWeek.getByText("Preparation")).toBeVisible();
  await expect(thisWeek.getByText("Coding problems")).toBeVisible();
  await expect(thisWeek.getByText(/^0 of \d+$/).first()).toBeVisible();
  await expect(weekItems.last().getByText("Interview", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Week 1 of 8, preparation phase\. Interview on /)).toBeVisible();

  await expectCalendarDownload(page);

  // A reload keeps the settings in the form.
  await page.reload();
  await expect(page.getByLabel("Interview date")).toHaveValue(dayFromNow(56));
  await expect(page.getByLabel("Target company")).toHaveValue("amazon");
  await expect(page.getByRole("button", { name: "Update plan" })).toBeVisible();

  const panel = page.getByRole("tabpanel", { name: "Study plan" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await panel.screenshot({ path: test.info().outputPath("study-plan-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("button", { name: "Download calendar (.ics)" })).toBeVisible();
  await panel.screenshot({ path: test.info().outputPath("study-plan-390.png") });

  // The dashboard's compact summary of this week links to the plan.
  await page.goto("/dashboard");
  const summary = page.getByRole("region", { name: "This week" });
  await expect(summary.getByText("Week 1 of 8, preparation phase")).toBeVisible();
  await expect(summary.getByText("Mock interviews")).toBeVisible();
  await summary.screenshot({ path: test.info().outputPath("this-week-390.png") });
  await summary.getByRole("link", { name: "See your study plan" }).click();
  await expect(page.getByRole("tab", { name: "Study plan", selected: true })).toBeVisible();

  // Removing the plan asks first; Cancel keeps it.
  await page.getByRole("button", { name: "Remove plan" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove your study plan?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("list", { name: "Weeks of the plan" })).toBeVisible();
  await page.getByRole("button", { name: "Remove plan" }).click();
  await confirm.getByRole("button", { name: "Remove plan" }).click();
  await expect(page.getByRole("list", { name: "Weeks of the plan" })).toHaveCount(0);
  await expect(page.getByLabel("Interview date")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Create plan" })).toBeVisible();
  expect(await (await page.request.get("/api/study-plan")).json()).toEqual({ settings: null, plan: null });
  await page.goto("/dashboard");
  await expect(
    page.getByRole("region", { name: "This week" }).getByRole("link", { name: "Plan my weeks" }),
  ).toBeVisible();
});

/** The sessions as a calendar file: one event per session, the first mock interview behavioral (Amazon). */
async function expectCalendarDownload(page: Page) {
  const downloaded = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download calendar (.ics)" }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe("preppilot-study-plan.ics");
  const calendar = await readFile(await download.path(), "utf8");
  expect(calendar).toContain("BEGIN:VCALENDAR");
  const { plan } = (await (await page.request.get("/api/study-plan")).json()) as { plan: { sessions: unknown[] } };
  expect(calendar.split("BEGIN:VEVENT")).toHaveLength(plan.sessions.length + 1);
  expect(calendar).toContain("SUMMARY:Mock interview: behavioral");
  await expect(page.getByText(`Saved preppilot-study-plan.ics with ${plan.sessions.length} sessions`)).toBeVisible();
}
