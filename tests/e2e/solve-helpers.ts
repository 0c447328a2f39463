import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

// The problem page's editor and the library's reference solutions, for the journeys that solve problems.

/** content/problems/<slug>/solution.js or .py: the library's own proven solution. */
export function readReferenceSolution(slug: string, extension: "js" | "py"): string {
  return fs.readFileSync(path.join(process.cwd(), "content/problems", slug, `solution.${extension}`), "utf8");
}

/** One section of content/problems/<slug>/editorial.md, as written (markdown). */
export function readEditorialSection(slug: string, title: string): string {
  const editorial = fs.readFileSync(path.join(process.cwd(), "content/problems", slug, "editorial.md"), "utf8");
  return editorial.split(`## ${title}\n`)[1]?.split("\n## ")[0]?.trim() ?? "";
}

export async function getSlug(page: Page, problemId: string): Promise<string> {
  const response = await page.request.get(`/api/practice/problems/${problemId}`);
  const { problem } = (await response.json()) as { problem: { slug: string } };
  return problem.slug;
}

/** Replaces the editor's text; insertText puts code in exactly (no auto-closed brackets or re-indenting). */
export async function typeCode(page: Page, code: string) {
  const editor = page.getByRole("textbox", { name: "Code editor" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(code);
}

/**
 * Stores an accepted submission through the API, as the page does after the browser judged every
 * test: for journeys about what solving changes elsewhere, not about the judge.
 */
export async function submitAccepted(page: Page, problemId: string) {
  const judged = await page.request.get(`/api/practice/problems/${problemId}/judge`);
  const { judge } = (await judged.json()) as { judge: { tests: unknown[] } };
  const total = judge.tests.length;
  const data = { language: "javascript", code: "// accepted", verdict: "accepted", passed: total, total, runtimeMs: 2 };
  const response = await page.request.post(`/api/practice/problems/${problemId}/submissions`, { data });
  if (response.status() !== 201) throw new Error(`submission failed: ${response.status()} ${await response.text()}`);
}
