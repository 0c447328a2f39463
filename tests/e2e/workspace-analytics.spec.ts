import { signUpAndSignIn } from "../fixtures/auth";
import { removeAiAccess } from "./ai-access";
import { expect as baseExpect, test } from "./fixtures";
import { submitAccepted } from "./solve-helpers";

// Eight engineers share two cores: the first load of a tab can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const card = (page: import("@playwright/test").Page, label: string) =>
  page
    .getByRole("region", { name: "Your figures" })
    .locator("div.rounded-xl", { has: page.locator("dt", { hasText: label }) });

/** The value of one of the dashboard's stat cards. */
const dashboardStat = (page: import("@playwright/test").Page, label: string) =>
  page
    .getByRole("region", { name: "Your progress" })
    .locator("dt", { hasText: label })
    .locator("xpath=following-sibling::dd[1]");

test("a new user's Analytics Hub shows zeros with their hints, the trial banner, weekly bars and skills", async ({
  page,
}) => {
  // Many checks over a year of heat-map cells on a shared machine: more than the default 30 s.
  test.setTimeout(90_000);
  await signUpAndSignIn(page);
  await page.goto("/dashboard?tab=analytics");
  await expect(page.getByRole("heading", { level: 2, name: "Analytics Hub" })).toBeVisible();
  await expect(page.getByText("Trial Active - 14 days remaining")).toBeVisible();

  for (const [label, hint] of [
    ["Problems Solved", "Start practicing"],
    ["Mock Interviews", "Schedule your first"],
    ["Study Hours", "Begin studying"],
  ] as const) {
    await expect(card(page, label).locator("dd")).toHaveText("0");
    await expect(card(page, label)).toContainText(hint);
  }
  // Average Score is one figure per track, never one mean of interview and design scores.
  const average = page.getByTestId("average-score");
  await expect(average.getByRole("definition")).toHaveText(["Coding–Interviews–Design–", "–", "–", "–"]);
  await expect(average).toContainText("Complete assessments");
  await expect(page.getByText("+12%")).toHaveCount(0);

  // Mon–Sun, each zero day drawn at the 20% minimum of section 9.
  const weekly = page.getByRole("region", { name: "Weekly Activity" });
  const days = weekly.getByRole("listitem");
  await expect(days).toHaveCount(7);
  await expect(days.first()).toContainText("Mon");
  await expect(days.last()).toContainText("Sun");
  const bar = days.first().getByTestId("weekly-bar");
  const track = await bar.locator("..").boundingBox();
  const filled = await bar.boundingBox();
  expect(Math.round(((filled?.width ?? 0) / (track?.width ?? 1)) * 100)).toBe(20);
  await expect(days.first()).toContainText("0 problems");

  for (const skill of ["Algorithms", "System Design", "Data Structures", "Coding"]) {
    await expect(page.getByRole("progressbar", { name: skill })).toHaveAttribute("aria-valuenow", "0");
  }
  await expect(page.getByRole("region", { name: "Recent Achievements" })).toContainText("Welcome to PrepPilot!");

  // The heat map: a year of days, each named with its date and count, and a legend.
  const heatmap = page.getByRole("region", { name: "Activity in the Last 12 Months" });
  await expect(heatmap).toContainText("No practice recorded yet");
  expect(await heatmap.getByRole("img").count()).toBeGreaterThanOrEqual(365);
  await expect(heatmap.getByRole("img").last()).toHaveAttribute("aria-label", /: no practice sessions$/);
  await expect(heatmap).toContainText("Less");
  await expect(heatmap).toContainText("More");

  // With AI access, the insights come from the user's own figures.
  await page.getByRole("button", { name: "Generate Insights" }).click();
  await expect(page.getByTestId("insights-panel")).toContainText("Your readiness is 0% (Not started)");
});

test("real practice shows in the heat map, the streak and the recent activity", async ({ page }) => {
  await signUpAndSignIn(page);
  // Start a problem through the real practice API, as the Practice Arena does.
  const generated = await page.request.post("/api/practice/problems", {
    data: { difficulty: "easy", topic: "arrays" },
  });
  expect(generated.status()).toBe(201);
  const { problem } = (await generated.json()) as { problem: { id: string; title: string } };
  expect((await page.request.post(`/api/practice/problems/${problem.id}/start`)).status()).toBe(204);

  await page.goto("/dashboard?tab=analytics");
  const heatmap = page.getByRole("region", { name: "Activity in the Last 12 Months" });
  await expect(heatmap).toContainText("1 practice session");
  await expect(heatmap.getByRole("img", { name: /: 1 practice session$/ })).toHaveCount(1);
  // On a phone the year scrolls sideways and opens at its end, where today's square is.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  const today = heatmap.getByRole("img", { name: /: 1 practice session$/ });
  await expect(today).toHaveCount(1);
  const todayBox = await today.boundingBox();
  const heatmapBox = await heatmap.boundingBox();
  expect(todayBox && heatmapBox && todayBox.x + todayBox.width <= heatmapBox.x + heatmapBox.width).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(dashboardStat(page, "Current Streak")).toHaveText("1");
  await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText(
    `Started the coding problem “${problem.title}”`,
  );
});

test("a solved problem and an evaluated interview fill the stat cards, their weekly hints and the recent activity", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  // The dashboard is open (its figures cached) while the practice happens, as when the user works in another tab.
  await page.goto("/dashboard");
  await expect(dashboardStat(page, "Problems Solved")).toHaveText("0");

  const generated = await page.request.post("/api/practice/problems", {
    data: { difficulty: "easy", topic: "arrays" },
  });
  expect(generated.status()).toBe(201);
  const { problem } = (await generated.json()) as { problem: { id: string; title: string } };
  expect((await page.request.post(`/api/practice/problems/${problem.id}/start`)).status()).toBe(204);
  await submitAccepted(page, problem.id);

  // A technical interview with its five answers rated 5, 4, 3, 4, 4, finished on the last question: score 4
  // until the evaluations are in. Nothing was written, so the automatic check scores each answer 1.
  const started = await page.request.post("/api/interviews", { data: { type: "technical" } });
  expect(started.status()).toBe(201);
  const { interview } = (await started.json()) as { interview: { id: string } };
  const patchInterview = (data: object) => page.request.patch(`/api/interviews/${interview.id}`, { data });
  for (const [position, rating] of [5, 4, 3, 4, 4].entries()) {
    expect((await patchInterview({ action: "rate", position, rating })).status()).toBe(200);
  }
  for (let step = 0; step < 4; step++) expect((await patchInterview({ action: "next" })).status()).toBe(200);
  expect((await patchInterview({ action: "finish" })).status()).toBe(200);
  await expect
    .poll(async () => {
      const read = await page.request.get(`/api/interviews/${interview.id}`);
      return ((await read.json()) as { interview: { score: number | null } }).interview.score;
    })
    .toBe(1);

  // Back on the Analytics Hub through the app (no reload): the figures are fetched again, not the cached zeros.
  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Analytics Hub" }).click();
  await expect(card(page, "Problems Solved").locator("dd")).toHaveText("1");
  await expect(card(page, "Problems Solved")).toContainText("+1 vs last week");
  await expect(card(page, "Problems Solved")).not.toContainText("Start practicing");
  await expect(card(page, "Mock Interviews").locator("dd")).toHaveText("1");
  // Per track: the clean solve scores 5 for coding, the evaluated score replaces the self-ratings' 4, no design.
  const average = page.getByTestId("average-score");
  await expect(average.getByRole("definition")).toHaveText([
    "Coding5 / 5Interviews1 / 5Design–",
    "5 / 5",
    "1 / 5",
    "–",
  ]);
  await expect(average).toContainText("Per track, out of 5");
  // Skill Progress is the readiness's: one clean easy arrays problem is 17% of Arrays, a third of Data Structures.
  await expect(page.getByRole("progressbar", { name: "Data Structures" })).toHaveAttribute("aria-valuenow", "6");

  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(dashboardStat(page, "Problems Solved")).toHaveText("1");
  const recent = page.getByRole("region", { name: "Recent Activity" });
  await expect(recent).toContainText(`Solved the coding problem “${problem.title}”`);
  await expect(recent).toContainText("Completed a technical mock interview (score 4)");
  // Newest first: the evaluation, the interview, then the solve and the start.
  await expect(recent.getByRole("listitem").first()).toContainText(
    "Got the evaluation of a technical mock interview (score 1)",
  );
  await expect(recent.getByRole("listitem").nth(1)).toContainText("Completed a technical mock interview");
});

test("without AI access the banner says the trial expired and Generate Insights opens the upgrade modal", async ({
  page,
}) => {
  // The operator CLI that removes the trial starts a process of its own: more than the default 30 s.
  test.setTimeout(90_000);
  const { credentials } = await signUpAndSignIn(page);
  removeAiAccess(credentials.email);
  await page.goto("/dashboard?tab=analytics");
  await expect(page.getByText("Trial Expired - Upgrade to access insights")).toBeVisible();
  await expect(page.getByTestId("side-nav").getByTestId("plan-label")).toHaveText("No Subscription");

  await page.getByRole("button", { name: "Generate Insights" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Upgrade to unlock Insights");
  await expect(dialog).toContainText("Professional");
  await expect(dialog).toContainText("Enterprise");
  await expect(dialog).toContainText("Your account has no plan. Choose one to use every feature.");
  // Signed-in users are sent away from /contact: the upgrade prompt opens the form itself (contact-sales.spec.ts).
  await expect(dialog.getByRole("button", { name: "Contact sales" })).toBeVisible();
  await dialog.getByRole("button", { name: "Choose Enterprise" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Redirecting you to checkout for the Enterprise plan");
  await dialog.getByRole("button", { name: "Maybe Later" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("insights-panel")).toHaveCount(0);
});

test("Recent Activity shows the eight latest events and loads more with a button, down to the welcome", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  // Eight readings of the Concept Library: eight events after the sign-up's welcome, without generating.
  const concepts = ["cdn", "redis", "graphql", "websockets", "message-queues", "load-balancing", "cap-theorem"];
  for (const concept of [...concepts, "database-sharding"]) {
    const read = await page.request.post(`/api/design/concepts/${concept}/study`, { data: { seconds: 60 } });
    expect(read.status()).toBe(200);
  }
  await page.goto("/dashboard");
  const recent = page.getByRole("region", { name: "Recent Activity" });
  const events = recent.getByRole("listitem");
  const loadMore = recent.getByRole("button", { name: "Load more activity" });
  await expect(events).toHaveCount(8);
  await expect(recent).not.toContainText("Welcome to PrepPilot!");
  await loadMore.click();
  await expect(events).toHaveCount(9);
  await expect(events.last()).toContainText("Welcome to PrepPilot!");
  await expect(loadMore).toBeHidden();
});
