import { CLOCK_OFFSET_HEADER } from "../../src/server/lib/fault-injection";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";
import { submitAccepted } from "./solve-helpers";

// The dashboard's next best session and the Analytics Hub's readiness chart, and
// "Generate AI Insights" with the built-in library: the insights are the automatic ones, labelled as such.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const SCREENSHOTS = process.env.READINESS_SCREENSHOTS;

test("the next best session moves from a first problem to the due review, and the Hub charts readiness", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard");
  const next = page.getByRole("region", { name: "Next best session" });
  await expect(next).toContainText("Solve an easy Arrays problem");
  await expect(next).toContainText("Arrays is not practised yet — your weakest topic.");
  // The arena opens with the session's difficulty and topic chosen, ready to generate.
  await next.getByRole("button", { name: "Open the Practice Arena" }).click();
  await expect(page).toHaveURL(/\?tab=practice&difficulty=easy&topic=arrays$/);
  await expect(page.getByLabel("Difficulty")).toHaveValue("easy");
  await expect(page.getByLabel("Topic")).toHaveValue("arrays");
  await expect(page.getByLabel("Company")).toHaveValue("all");
  // An address naming no option leaves the filter at All.
  await page.goto("/dashboard?tab=practice&difficulty=impossible&topic=arrays");
  await expect(page.getByLabel("Difficulty")).toHaveValue("all");
  await expect(page.getByLabel("Topic")).toHaveValue("arrays");

  const generated = await page.request.post("/api/practice/problems", {
    data: { difficulty: "easy", topic: "arrays" },
  });
  expect(generated.status()).toBe(201);
  const { problem } = (await generated.json()) as { problem: { id: string } };
  expect((await page.request.post(`/api/practice/problems/${problem.id}/start`)).status()).toBe(204);
  // One hint revealed on the page counts against this solve.
  expect(
    (await page.request.put(`/api/practice/problems/${problem.id}/hints`, { data: { revealed: 1 } })).status(),
  ).toBe(200);
  await submitAccepted(page, problem.id);

  // The solve made a review card, due from the next day: then reviewing it comes first.
  await page.goto("/dashboard");
  await expect(next).not.toContainText("Review");
  await page.setExtraHTTPHeaders({ [CLOCK_OFFSET_HEADER]: String(24 * 60 * 60 * 1000) });
  await page.reload();
  await expect(next).toContainText(/Review 1 due card \(~\d+ min\)/);
  await expect(next.getByRole("button", { name: "Go to Due today" })).toBeVisible();
  if (SCREENSHOTS) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await next.screenshot({ path: `${SCREENSHOTS}/next-session-${width}.png` });
    }
  }

  await page.goto("/dashboard?tab=analytics");
  const readiness = page.getByTestId("readiness");
  await expect(readiness.getByTestId("readiness-chart").locator("svg").first()).toBeVisible();
  // One easy problem with a hint: 0.5 × 0.85 of the area's goal of 3.
  await expect(readiness).toContainText("Arrays: 14% (Arrays: 1 solved, 1 hint revealed)");
  await expect(readiness.getByTestId("weakest-areas").getByRole("listitem")).toHaveCount(3);
  await expect(readiness.getByTestId("weakest-areas")).toContainText("Strings: not practised yet");
  await readiness.getByRole("button", { name: "Interviews & design" }).click();
  await expect(readiness).toContainText("Behavioral interviews: 0%");
  await readiness.getByRole("button", { name: "Topics" }).click();
  if (SCREENSHOTS) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await readiness.screenshot({ path: `${SCREENSHOTS}/readiness-${width}.png` });
    }
  }

  await page.getByRole("button", { name: "Generate Insights" }).click();
  const insights = page.getByTestId("insights-panel");
  await expect(insights.getByRole("heading", { name: "Automatic insights (no AI)" })).toBeVisible();
  // The automatic insights describe the same readiness report: its figure and the next best session.
  await expect(insights).toContainText(/Your readiness is \d+% \(Getting started\)/);
  await expect(insights).toContainText("Next best session: ");

  // A next best session of a mock interview links to the start form with its type chosen.
  await page.goto("/dashboard?tab=interviews&type=behavioral");
  await expect(page.getByLabel("Interview type")).toHaveValue("behavioral");
});
