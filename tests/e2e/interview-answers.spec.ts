import type { Locator, Page } from "@playwright/test";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";
import { startInterview } from "./interview-helpers";
import { readLibraryQuestion } from "./library-content";

// Answering a mock interview: typed and dictated answers that are saved as they are written,
// and the report with the automatic check (no AI) after Finish. The library provider serves the questions.
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The question's own expected answer, from the library (the page keeps it for the report): it says every
 * key point, so the automatic check finds them.
 */
async function readExpectedAnswer(page: Page) {
  const question = (await page.locator("#active-question-title").textContent()) ?? "";
  return readLibraryQuestion(question.trim()).expectedAnswer;
}

const saveStatus = (page: Page) => page.getByTestId("answer-save-status");

test("answer five questions by typing, keep them through a reload, finish and read the automatic report", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  await startInterview(page, "technical");

  // The timer counts against the technical suggestion; follow-ups wait for a saved answer.
  await expect(page.getByRole("timer")).toContainText("0:0");
  await expect(page.getByText("/ 5 min")).toBeVisible();
  await expect(
    page.getByText("The interviewer asks a follow-up once your answer is saved, one question at a time."),
  ).toBeVisible();
  await expect(page.getByLabel(/^Follow-up 1:/)).toHaveCount(0);

  const answers: string[] = [];
  const answer = page.getByLabel("Your answer", { exact: true });
  for (let position = 0; position < 5; position += 1) {
    await expect(page.getByText(`Question ${position + 1} of 5`)).toBeVisible();
    const text = position === 3 ? "" : await readExpectedAnswer(page);
    answers.push(text);
    if (text) await answer.fill(text);
    if (position === 0) {
      // Once the answer is saved, the interviewer asks the first follow-up (answer-keys.spec.ts asks more).
      await page.getByRole("button", { name: "Show follow-up 1" }).click();
      const followUp = page.getByLabel(/^Follow-up 1:/);
      await expect(followUp).toBeVisible();
      await followUp.fill("I would add a test for the empty input first.");
      await expect(saveStatus(page)).toHaveText("Saved");
    }
    if (position === 1) {
      await expect(saveStatus(page)).toHaveText("Saved");
      // A reload in the middle keeps what was written, on the same question.
      await page.reload();
      await expect(page.getByText("Question 2 of 5")).toBeVisible();
      await expect(answer).toHaveValue(text);
      await page.getByRole("button", { name: "Previous" }).click();
      await expect(page.getByText("Question 1 of 5")).toBeVisible();
      await expect(answer).toHaveValue(answers[0] ?? "");
      await expect(page.getByLabel(/^Follow-up 1:/)).toHaveValue("I would add a test for the empty input first.");
      await page.getByRole("button", { name: "Next", exact: true }).click();
      await expect(page.getByText("Question 2 of 5")).toBeVisible();
    }
    // Next and Finish save whatever is still waiting, so there is no need to wait for "Saved".
    await page.getByRole("button", { name: position === 4 ? "Finish" : "Next", exact: true }).click();
  }

  // Finish opens the report of this interview, deep-linkable by its id.
  const report = page.getByRole("region", { name: /Technical interview/ });
  await expect(report).toBeVisible();
  await expect(page).toHaveURL(/[?&]session=/);
  const reportUrl = page.url();
  await expect(report.getByText("Automatic check (no AI)").first()).toBeVisible();
  // Evaluations arrive in the background; the page polls until every one is done.
  await expect(report.getByTestId("overall-score")).toHaveText(/^\d\.\d \/ 5$/, { timeout: 30_000 });
  await expect(report.getByText("Evaluating…")).toHaveCount(0);

  await expectReportOfTheAnswers(report);

  // The history lists the interview and opens its report.
  await page.getByRole("button", { name: "New interview" }).click();
  await expect(page.getByRole("button", { name: "Start Interview" })).toBeVisible();
  const row = page.getByRole("list", { name: "Past interviews" }).getByRole("listitem").first();
  await expect(row).toContainText("Technical");
  await expect(row).toContainText("Finished");
  await expect(row.getByTestId("interview-score")).toHaveText(/Score \d\.\d \/ 5|Not rated/);
  // Four of the five questions were answered (the fourth was left empty).
  await expect(page.getByLabel("Interview statistics")).toContainText("Questions answered4");
  await row.getByRole("button", { name: "Open report" }).click();
  await expect(page).toHaveURL(reportUrl);
  await expect(report.getByTestId("overall-score")).toBeVisible();

  // A reload of the report's link lands on the same report.
  await page.reload();
  await expect(report.getByTestId("overall-score")).toBeVisible();
});

/**
 * A stand-in for the Web Speech API: it hears "I led the migration" (settled) and "and then" (still a
 * guess when the user stops), or fails at once with `failWith`.
 */
function fakeSpeechRecognition(options: { failWith?: string }) {
  class FakeSpeechRecognition {
    continuous = false;
    interimResults = false;
    lang = "";
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      const result = (transcript: string, isFinal: boolean) => Object.assign([{ transcript }], { isFinal });
      setTimeout(() => {
        if (options.failWith) {
          this.onerror?.({ error: options.failWith });
          this.onend?.();
          return;
        }
        this.onresult?.({ resultIndex: 0, results: [result(" I led the", false)] });
        setTimeout(() => {
          this.onresult?.({ resultIndex: 0, results: [result(" I led the migration", true)] });
          // Still being said when the user presses stop: shown, never saved.
          this.onresult?.({
            resultIndex: 1,
            results: [result(" I led the migration", true), result(" and then", false)],
          });
        }, 200);
      }, 100);
    }
    stop() {
      setTimeout(() => this.onend?.(), 50);
    }
    abort() {
      this.onend?.();
    }
  }
  Object.assign(window, { SpeechRecognition: FakeSpeechRecognition, webkitSpeechRecognition: undefined });
}

test("dictation appends what was said to the answer, which stays editable", async ({ page }) => {
  await page.addInitScript(fakeSpeechRecognition, {});
  await signUpAndSignIn(page);
  await startInterview(page, "behavioral");
  await expect(page.getByText("/ 2–3 min")).toBeVisible();

  const answer = page.getByLabel("Your answer", { exact: true });
  await answer.fill("At my last job,");
  const microphone = page.getByRole("button", { name: "Dictate your answer" });
  await expect(microphone).toHaveAttribute("aria-pressed", "false");
  await microphone.click();
  await expect(microphone).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("status").filter({ hasText: "Listening…" })).toBeVisible();
  await expect(answer).toHaveValue("At my last job, I led the migration");
  await expect(page.getByTestId("dictation-interim")).toHaveText("and then");
  await microphone.click();
  await expect(microphone).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("Listening…")).toHaveCount(0);
  await expect(page.getByTestId("dictation-interim")).toHaveCount(0);
  await expect(answer).toHaveValue("At my last job, I led the migration");

  // The dictated words are ordinary text: edited and saved like typed ones.
  await answer.press("End");
  await answer.pressSequentially(" to Postgres.");
  await expect(saveStatus(page)).toHaveText("Saved");
  await page.reload();
  await expect(answer).toHaveValue("At my last job, I led the migration to Postgres.");
});

test("a denied microphone is said in words", async ({ page }) => {
  await page.addInitScript(fakeSpeechRecognition, { failWith: "not-allowed" });
  await signUpAndSignIn(page);
  await startInterview(page, "behavioral");
  const microphone = page.getByRole("button", { name: "Dictate your answer" });
  await microphone.click();
  await expect(page.getByRole("alert").filter({ hasText: "Microphone access was denied." })).toBeVisible();
  await expect(microphone).toHaveAttribute("aria-pressed", "false");
});

test("without speech recognition the microphone explains why, and an answer stops at its cap", async ({ page }) => {
  await page.addInitScript(() => {
    Object.assign(window, { SpeechRecognition: undefined, webkitSpeechRecognition: undefined });
  });
  await signUpAndSignIn(page);
  await startInterview(page, "system-design");
  await expect(page.getByText("/ 8 min")).toBeVisible();

  const microphone = page.getByRole("button", { name: "Dictate your answer" });
  await expect(microphone).toBeDisabled();
  await expect(
    page.getByText(
      "Dictation needs a browser with speech recognition, such as Chrome or Edge. You can type your answer.",
    ),
  ).toBeVisible();

  const answer = page.getByLabel("Your answer", { exact: true });
  await expect(page.getByText("Up to 10,000 characters.").first()).toBeVisible();
  await answer.fill("a".repeat(9_500));
  await expect(page.getByText("9,500 / 10,000 characters")).toBeVisible();
  await answer.fill("a".repeat(10_000));
  await expect(page.getByText("An answer can be at most 10,000 characters.")).toBeVisible();
  await answer.press("End");
  await answer.press("b");
  await expect(answer).toHaveValue("a".repeat(10_000));
  await expect(saveStatus(page)).toHaveText("Saved");
});

test("an answer typed after the interview ended in another tab is refused with a message, and the report opens", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  await startInterview(page, "technical");
  const answer = page.getByLabel("Your answer", { exact: true });
  await answer.fill("Threads share memory; processes do not.");
  await expect(saveStatus(page)).toHaveText("Saved");

  // Another tab ends the interview (the same user's session, through the API).
  const id = new URL(page.url()).searchParams.get("session");
  const ended = await page.request.patch(`/api/interviews/${id}`, { data: { action: "end" } });
  expect(ended.status()).toBe(200);

  await answer.press("End");
  await answer.pressSequentially(" More words.");
  await expect(page.getByRole("alert").filter({ hasText: "This interview is already over" })).toBeVisible();
  const report = page.getByRole("region", { name: /Technical interview/ });
  await expect(report.getByText("This interview was ended before its last question")).toBeVisible();
  // What the server had is kept.
  await expect(report.getByText("Threads share memory; processes do not.")).toBeVisible();
});

test("End Interview asks first once an answer is written, and Cancel keeps the interview going", async ({ page }) => {
  await signUpAndSignIn(page);
  await startInterview(page, "behavioral");
  await page.getByLabel("Your answer", { exact: true }).fill("I led the migration of our billing service.");
  await page.getByRole("button", { name: "End Interview" }).click();
  const dialog = page.getByRole("alertdialog", { name: "End this interview?" });
  await expect(dialog).toContainText("not evaluated");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Question 1 of 5")).toBeVisible();
  await expect(page.getByLabel("Your answer", { exact: true })).toHaveValue(
    "I led the migration of our billing service.",
  );

  await page.getByRole("button", { name: "End Interview" }).click();
  await dialog.getByRole("button", { name: "End Interview" }).click();
  await expect(page.getByRole("button", { name: "Start Interview" })).toBeVisible();
  const row = page.getByRole("list", { name: "Past interviews" }).getByRole("listitem").first();
  await expect(row).toContainText("Ended");
});

/** The report's questions: the first answer's key points covered and quoted, its scores and follow-up; the empty one says so. */
async function expectReportOfTheAnswers(report: Locator) {
  const questions = report.getByRole("article");
  await expect(questions).toHaveCount(5);
  const first = questions.first();
  // The first answer is the expected answer: its key points are covered and highlighted with their quote.
  const highlight = first.locator('mark[title*="Key point: "]').filter({ hasText: /\w/ }).first();
  await expect(highlight).toBeVisible();
  await expect(first.getByRole("list", { name: "Key points" })).toContainText("Covered:");
  await expect(
    first
      .getByRole("list", { name: "Scores per criterion" })
      .getByText(/^\d(\.\d)?\/5$/)
      .first(),
  ).toBeVisible();
  await expect(first.getByText("I would add a test for the empty input first.")).toBeVisible();
  // The question left unanswered says so, and so does an unanswered follow-up.
  await expect(questions.nth(3).getByText("No answer").first()).toBeVisible();
  await expect(report.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
}
