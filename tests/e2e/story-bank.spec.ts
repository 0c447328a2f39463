import {
  type BehavioralThemeId,
  classifyQuestionThemes,
  getBehavioralTheme,
} from "@/shared/star-stories/behavioral-themes";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";

// The STAR story bank in a behavioral mock: the library serves five questions at random, so the journey reads
// them first, writes a story in the bank for the first question's themes, sees it suggested beside that
// question, and after Finish sees the report name a theme of the other questions that no story covers.

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const STORY = {
  title: "The billing cut-over",
  situation: "Our billing database had to move two weeks before the holiday freeze.",
  task: "I owned the cut-over and had to keep checkout running.",
  action: "I wrote a dual-write shim, compared both stores every night and rehearsed the switch twice.",
  result: "We switched with no failed payment, and the rehearsal became the team's checklist.",
};

test("write a story, see it suggested in a behavioral mock, and see the report name a theme no story covers", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  await page.goto("/dashboard?tab=interviews");
  await page.getByLabel("Interview type").selectOption("behavioral");
  await page.getByRole("button", { name: "Start Interview" }).click();
  await expect(page.getByText("Question 1 of 5")).toBeVisible({ timeout: 30_000 });
  const interviewUrl = page.url();
  const sessionId = new URL(interviewUrl).searchParams.get("session");
  const { interview } = (await (await page.request.get(`/api/interviews/${sessionId}`)).json()) as {
    interview: { questions: { question: string }[] };
  };
  const [first, ...others] = interview.questions.map((question) => classifyQuestionThemes(question.question));
  const storyThemes = first ?? [];
  const uncovered = [...new Set(others.flat())].filter((theme) => !storyThemes.includes(theme));
  expect(storyThemes.length, "the first question probes a theme").toBeGreaterThan(0);
  expect(uncovered.length, "another question probes a theme the first does not").toBeGreaterThan(0);

  // No story yet: the first question says which theme to write one for.
  const suggestions = page.getByRole("region", { name: "Stories that fit" });
  await expect(suggestions).toContainText(`No story in your bank shows ${labelOf(storyThemes[0]).toLowerCase()} yet`);

  await page.getByRole("link", { name: "Story bank", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Story bank", exact: true })).toBeVisible();
  await expect(page.getByText("No stories yet.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Add a story" }).click();
  await page.getByLabel("Title").fill(STORY.title);
  for (const part of ["Situation", "Task", "Action", "Result"] as const)
    await page.getByLabel(part, { exact: true }).fill(STORY[part.toLowerCase() as Lowercase<typeof part>]);
  for (const theme of storyThemes) await page.getByRole("button", { name: labelOf(theme), exact: true }).click();
  await page.getByRole("button", { name: "Save story" }).click();
  await expect(page.getByRole("list", { name: "Your stories" })).toContainText(STORY.title);
  await expect(page.getByText(`${storyThemes.length} of 12 themes have a story`)).toBeVisible();
  const saved = await (await page.request.get("/api/star-stories")).json();
  expect(saved.stories).toEqual([expect.objectContaining({ ...STORY, themes: storyThemes })]);

  // Back in the interview, the story is suggested for the first question and unfolds to its STAR parts.
  await page.goto(interviewUrl);
  await expect(page.getByText("Question 1 of 5")).toBeVisible();
  await suggestions.getByText(STORY.title).click();
  await expect(suggestions.getByText(STORY.action)).toBeVisible();

  for (const next of [2, 3, 4, 5]) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(`Question ${next} of 5`)).toBeVisible();
  }
  await page.getByRole("button", { name: "Finish" }).click();
  const coverage = page.getByRole("region", { name: "Story coverage" });
  await expect(coverage).toBeVisible();
  const missing = coverage.locator("p", { hasText: "No story covers yet" });
  for (const theme of uncovered) await expect(missing).toContainText(labelOf(theme));
  for (const theme of storyThemes) await expect(missing).not.toContainText(labelOf(theme));
  await coverage.getByRole("link", { name: /in your story bank/ }).click();
  await expect(page.getByRole("heading", { name: "Story bank", exact: true })).toBeVisible();
});

function labelOf(theme: BehavioralThemeId | undefined): string {
  if (!theme) throw new Error("no theme");
  return getBehavioralTheme(theme).label;
}
