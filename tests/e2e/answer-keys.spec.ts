import type { Page } from "@playwright/test";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";
import { readLibraryQuestion, readLibraryScenario } from "./library-content";

// Practise like the real thing (docs/decisions/016-answer-keys-after-the-answer.md): an interview question
// shows its follow-ups one at a time after the answer and its answer key only in the report; a design's
// evaluation criteria come with its review; a problem's difficulty and tags can stay hidden while solving.

test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const saveStatus = (page: Page) => page.getByTestId("answer-save-status");

test("an interview shows no answer key before the answer, asks follow-ups one at a time, and the report has it all", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const started = await page.request.post("/api/interviews", { data: { type: "technical" } });
  expect(started.status()).toBe(201);
  const { interview } = (await started.json()) as { interview: { id: string; questions: { question: string }[] } };
  const key = readLibraryQuestion(interview.questions[0]?.question ?? "");
  const [firstFollowUp = "", secondFollowUp = "", lastFollowUp = ""] = key.followUpQuestions;
  await page.goto(`/dashboard?tab=interviews&session=${interview.id}`);
  await expect(page.getByText("Question 1 of 5")).toBeVisible();

  // Before an answer: the question alone. Neither the page nor the API has the key or a follow-up.
  const lab = page.getByRole("region", { name: "Interview Lab" });
  for (const text of [key.expectedAnswer, ...key.evaluationCriteria, ...key.followUpQuestions])
    await expect(lab.getByText(text, { exact: true })).toHaveCount(0);
  const payload = await (await page.request.get(`/api/interviews/${interview.id}`)).json();
  expect(payload.interview.questions[0]).not.toHaveProperty("expectedAnswer");
  expect(payload.interview.questions[0]).not.toHaveProperty("evaluationCriteria");
  expect(payload.interview.questions[0].followUpQuestions).toEqual([]);
  await expect(page.getByTestId("follow-up-count")).toHaveText(`0 of ${key.followUpQuestions.length} asked`);
  const nextFollowUp = page.getByRole("button", { name: /^Show follow-up \d$/ });
  await expect(nextFollowUp).toHaveCount(0);

  // The saved answer brings the first follow-up, asked on request; the next waits for its answer.
  await page.getByLabel("Your answer", { exact: true }).fill("A hash map hashes the key to a bucket.");
  await expect(saveStatus(page)).toHaveText("Saved");
  await page.getByRole("button", { name: "Show follow-up 1" }).click();
  const first = page.getByLabel(`Follow-up 1: ${firstFollowUp}`);
  await expect(first).toBeFocused();
  await expect(lab.getByText(secondFollowUp)).toHaveCount(0);
  await expect(nextFollowUp).toHaveCount(0);
  await expect(page.getByText("Answer this follow-up to be asked the next one.")).toBeVisible();
  await first.fill("A good hash spreads similar strings apart.");
  await expect(saveStatus(page)).toHaveText("Saved");
  await page.getByRole("button", { name: "Show follow-up 2" }).click();
  await expect(page.getByLabel(`Follow-up 2: ${secondFollowUp}`)).toBeVisible();
  await expect(first).toHaveValue("A good hash spreads similar strings apart.");
  await expect(page.getByTestId("follow-up-count")).toHaveText(`2 of ${key.followUpQuestions.length} asked`);
  await expect(lab.getByText(key.expectedAnswer)).toHaveCount(0);

  for (const next of [2, 3, 4, 5]) {
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByText(`Question ${next} of 5`)).toBeVisible();
  }
  await page.getByRole("button", { name: "Finish" }).click();

  // The report: every follow-up, the evaluation criteria, the expected answer and (once checked) the key points.
  const question = page.getByRole("article").first();
  await expect(question).toContainText(`Follow-up ${key.followUpQuestions.length}: ${lastFollowUp}`);
  const answerKey = question.getByTestId("answer-key");
  await expect(answerKey.getByRole("heading", { name: "Evaluation criteria" })).toBeVisible();
  for (const criterion of key.evaluationCriteria) await expect(answerKey).toContainText(criterion);
  await expect(answerKey.getByText(key.expectedAnswer)).toBeVisible();
  await expect(question.getByRole("list", { name: "Key points" })).toContainText(key.keyPoints[0]?.point ?? "", {
    timeout: 30_000,
  });
});

test("a design's evaluation criteria are not in its brief; they come with the review", async ({ page }) => {
  await signUpAndSignIn(page);
  const generated = await page.request.post("/api/design/scenarios", { data: { complexity: "basic" } });
  const { scenario } = (await generated.json()) as { scenario: { id: string; title: string } };
  expect(scenario).not.toHaveProperty("evaluationCriteria");
  const criteria = readLibraryScenario(scenario.title).evaluationCriteria;
  const diagram = {
    components: [
      { id: "client", kind: "client", label: "Browser", position: { x: 0, y: 0 } },
      { id: "api", kind: "service", label: "API", position: { x: 260, y: 0 } },
    ],
    connections: [{ id: "e1", from: "client", to: "api", label: "HTTPS" }],
  };
  const saved = await page.request.put(`/api/design/scenarios/${scenario.id}/design`, {
    data: { baseVersion: 0, diagram },
  });
  expect(saved.status()).toBe(200);
  await page.goto(`/dashboard/design/${scenario.id}`);
  await expect(page.getByRole("heading", { level: 1, name: scenario.title })).toBeVisible();

  // The brief is what an interviewer gives: the problem, its requirements and constraints.
  await page.getByRole("tab", { name: "Brief" }).click();
  await expect(page.getByRole("heading", { name: "Requirements", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Constraints" })).toBeVisible();
  await expect(page.getByText("Evaluation criteria", { exact: true })).toHaveCount(0);
  for (const criterion of criteria) await expect(page.getByText(criterion, { exact: true })).toHaveCount(0);

  await page.getByRole("tab", { name: "Review" }).click();
  await expect(page.getByTestId("design-evaluation-criteria")).toHaveCount(0);
  await page.getByRole("button", { name: "Review my design" }).click();
  await expect(page.getByTestId("automatic-review")).toBeVisible();
  const shown = page.getByTestId("design-evaluation-criteria");
  await expect(shown.getByRole("heading", { name: "Evaluation criteria" })).toBeVisible();
  for (const criterion of criteria) await expect(shown).toContainText(criterion);
});

test("hiding labels hides a problem's difficulty and tags on its page, survives a reload, and Settings has it", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const generated = await page.request.post("/api/practice/problems", { data: { difficulty: "easy" } });
  const { problem } = (await generated.json()) as { problem: { id: string; title: string } };
  await page.goto(`/dashboard/problems/${problem.id}`);
  await expect(page.getByRole("heading", { level: 1, name: problem.title })).toBeVisible();
  const statement = page.getByRole("article").filter({ has: page.getByRole("heading", { level: 1 }) });
  const difficulty = statement.getByText("Easy", { exact: true });
  await expect(difficulty).toBeVisible();
  await expect(page.getByTestId("solve-target")).toBeVisible();

  const hide = page.getByRole("switch", { name: "Hide difficulty and tags while solving" });
  await expect(hide).not.toBeChecked();
  const saving = page.waitForResponse((response) => response.url().endsWith("/api/preferences") && response.ok());
  await hide.click();
  await saving;
  await expect(difficulty).toHaveCount(0);
  await expect(statement.getByTestId("problem-tag")).toHaveCount(0);
  await expect(page.getByTestId("solve-target")).toHaveCount(0);
  await expect(page.getByTestId("problem-labels-hidden")).toHaveText(/Difficulty and tags hidden/);

  // Stored for the user: a reload keeps them hidden, and "Show labels" shows this problem's alone.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: problem.title })).toBeVisible();
  await expect(hide).toBeChecked();
  await expect(page.getByTestId("problem-labels-hidden")).toBeVisible();
  await expect(difficulty).toHaveCount(0);
  await page.getByRole("button", { name: "Show labels" }).click();
  await expect(difficulty).toBeVisible();
  await expect(page.getByTestId("solve-target")).toBeVisible();

  // The same switch in Settings, under Practice; turned off there, it is off for the user.
  await page.goto("/dashboard?tab=settings&section=practice");
  const inSettings = page.getByRole("switch", { name: "Hide difficulty and tags while solving" });
  await expect(inSettings).toBeChecked();
  const turningOff = page.waitForResponse((response) => response.url().endsWith("/api/preferences") && response.ok());
  await inSettings.click();
  await turningOff;
  const stored = await (await page.request.get("/api/preferences")).json();
  expect(stored.preferences).toMatchObject({ hideProblemLabels: false });
});
