import type { Page } from "@playwright/test";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";
import { submitAccepted } from "./solve-helpers";

// One readiness: after some practice the dashboard home, the Analytics Hub, the study plan and the next
// best session show the same readiness (number and label) and the same recommendation, and the Hub's
// Average Score is one figure per track. The rules are unit-tested in shared/readiness; the endpoints'
// agreement in features/analytics/one-readiness.routes.test.ts.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

const SCREENSHOTS = process.env.READINESS_SCREENSHOTS;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An easy arrays problem solved, and a behavioral interview rated 4 on every answer and finished. */
async function practise(page: Page) {
  const generated = await page.request.post("/api/practice/problems", {
    data: { difficulty: "easy", topic: "arrays" },
  });
  expect(generated.status()).toBe(201);
  const { problem } = (await generated.json()) as { problem: { id: string } };
  expect((await page.request.post(`/api/practice/problems/${problem.id}/start`)).status()).toBe(204);
  await submitAccepted(page, problem.id);

  const started = await page.request.post("/api/interviews", { data: { type: "behavioral" } });
  expect(started.status()).toBe(201);
  const { interview } = (await started.json()) as { interview: { id: string } };
  const patch = (data: object) => page.request.patch(`/api/interviews/${interview.id}`, { data });
  for (let position = 0; position < 5; position++) {
    expect((await patch({ action: "rate", position, rating: 4 })).status()).toBe(200);
  }
  for (let step = 0; step < 4; step++) expect((await patch({ action: "next" })).status()).toBe(200);
  expect((await patch({ action: "finish" })).status()).toBe(200);
  // Nothing was written, so the automatic evaluation scores each answer 1: wait until it is in.
  await expect
    .poll(async () => {
      const read = await page.request.get(`/api/interviews/${interview.id}`);
      return ((await read.json()) as { interview: { score: number | null } }).interview.score;
    })
    .toBe(1);

  const plan = await page.request.put("/api/study-plan", {
    data: {
      interviewDate: new Date(Date.now() + 21 * DAY_MS).toISOString().slice(0, 10),
      company: "google",
      roleLevel: "software-engineer",
      timeZone: "UTC",
    },
  });
  expect(plan.status()).toBe(200);
}

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("the dashboard, the Analytics Hub, the study plan and the next best session show one readiness", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  await practise(page);
  const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const report = (await (await page.request.get(`/api/analytics/readiness?tz=${encodeURIComponent(tz)}`)).json()) as {
    readiness: { overall: { score: number; label: string } };
    nextSession: { action: string };
  };
  const { score, label } = report.readiness.overall;
  expect(score).toBeGreaterThan(0);
  const figure = `Readiness ${score}% · ${label}`;
  const action = report.nextSession.action;

  // The dashboard home: the Skill Level card and the next best session.
  await page.goto("/dashboard");
  const stats = page.getByRole("region", { name: "Your progress" });
  const skillLevel = stats.locator("div.rounded-xl", { has: page.locator("dt", { hasText: "Skill Level" }) });
  await expect(skillLevel.locator("dd")).toHaveText(`${score}%`);
  await expect(skillLevel).toContainText(`Readiness · ${label}`);
  const next = page.getByRole("region", { name: "Next best session" });
  await expect(next.getByTestId("readiness-figure")).toHaveText(figure);
  await expect(next).toContainText(action);
  await shoot(page, "dashboard");

  // The Analytics Hub: the readiness card, its tracks, Average Score per track and the automatic insights.
  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Analytics Hub" }).click();
  const readiness = page.getByTestId("readiness");
  await expect(readiness.getByTestId("readiness-figure")).toHaveText(figure);
  await expect(readiness.getByTestId("readiness-tracks")).toContainText(/Coding \d+%Interviews \d+%Design \d+%/);
  const average = page.getByTestId("average-score");
  await expect(average).toContainText("Average Score");
  await expect(average.getByRole("term")).toHaveText(["Average Score", "Coding", "Interviews", "Design"]);
  // The clean solve is coding's 5; the interview's evaluation (1) is interviews'; no design is scored.
  await expect(average.getByRole("definition").nth(1)).toHaveText("5 / 5");
  await expect(average.getByRole("definition").nth(2)).toHaveText("1 / 5");
  await expect(average.getByRole("definition").nth(3)).toHaveText("–");
  await page.getByRole("button", { name: /Insights/ }).click();
  const insights = page.getByTestId("insights-panel");
  await expect(insights).toContainText(`Your readiness is ${score}% (${label})`);
  await expect(insights).toContainText(`Next best session: ${action}.`);
  await shoot(page, "analytics-hub");

  // The study plan: today's suggestion is the same session, from the same readiness.
  await page.goto("/dashboard?tab=settings&section=study-plan");
  const today = page.getByTestId("study-plan-today");
  await expect(today.getByTestId("readiness-figure")).toHaveText(figure);
  await expect(today.getByTestId("study-plan-today-action")).toHaveText(action);
  await expect(page.getByRole("list", { name: "Weeks of the plan" })).toBeVisible();
  await shoot(page, "study-plan");
});
