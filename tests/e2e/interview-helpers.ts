import { expect, type Page } from "@playwright/test";

/** Generation takes longest of all. */
export const GENERATION_TIMEOUT = 30_000;

/** Starts a mock interview of the type from the Interview Lab, and waits for its first question. */
export async function startInterview(page: Page, type: string) {
  await page.goto("/dashboard?tab=interviews");
  await page.getByLabel("Interview type").selectOption(type);
  await page.getByRole("button", { name: "Start Interview" }).click();
  await expect(page.getByText("Question 1 of 5")).toBeVisible({ timeout: GENERATION_TIMEOUT });
}
