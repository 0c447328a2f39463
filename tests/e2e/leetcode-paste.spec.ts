import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";
import { typeCode } from "./solve-helpers";

// A candidate from LeetCode pastes a solution written there, whole, and it is judged as LeetCode would:
// Python's `class Solution` with camelCase methods and typing names it never imported, JavaScript using
// LeetCode's MinPriorityQueue global. The files are the terminal judge's corpus (tests/leetcode-corpus).
test.describe.configure({ timeout: 360_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const PYTHON_TIMEOUT = 180_000;

function readCorpusFile(language: "python" | "javascript", file: string): string {
  return fs.readFileSync(path.join(process.cwd(), "tests/leetcode-corpus", language, file), "utf8");
}

/** Opens each library problem from the Problem Library (as a click on its title does): slug → problem id. */
async function openFromLibrary(page: Page, slugs: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const slug of slugs) {
    const opened = await page.request.post(`/api/practice/library/${slug}/open`);
    expect(opened.status()).toBe(200);
    const { problem } = (await opened.json()) as { problem: { id: string } };
    found.set(slug, problem.id);
  }
  return found;
}

async function submit(page: Page, problemId: string, language: "python" | "javascript", code: string) {
  await page.goto(`/dashboard/problems/${problemId}`);
  await expect(page.getByRole("textbox", { name: "Code editor" })).toBeVisible();
  await page.getByLabel("Language").selectOption(language);
  // LeetCode's form is what the editor starts from.
  const starter = language === "python" ? "class " : "var ";
  await expect(page.getByRole("textbox", { name: "Code editor" })).toContainText(starter);
  await typeCode(page, code);
  await page.getByRole("button", { name: /^Submit/ }).click();
}

test("a LeetCode Python `class Solution` and a JavaScript file using MinPriorityQueue are Accepted", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const ids = await openFromLibrary(page, ["two-sum", "kth-largest-element-in-a-stream"]);
  const heading = page.getByRole("heading", { level: 3, name: /^(Run|Submission): / });

  const javascript = readCorpusFile("javascript", "kth-largest-element-in-a-stream.js");
  expect(javascript).toContain("new MinPriorityQueue(");
  await submit(page, ids.get("kth-largest-element-in-a-stream") ?? "", "javascript", javascript);
  await expect(heading).toHaveText("Submission: Accepted");

  const python = readCorpusFile("python", "two-sum.py");
  expect(python).toMatch(/^class Solution:\n {4}def twoSum\(self, nums: List\[int\]/);
  await submit(page, ids.get("two-sum") ?? "", "python", python);
  await expect(heading).toHaveText("Submission: Accepted", { timeout: PYTHON_TIMEOUT });
});

test.describe("Pyodide ended by its stack", () => {
  // Pyodide reports its own end on the worker's console before the judge reports the test.
  // One pattern: Playwright reads a longer array given to test.use as a value and its options.
  test.use({
    allowedConsoleErrors: [
      /^(Pyodide has suffered a fatal error|The cause of the fatal error was|RangeError: Maximum call stack size exceeded)/,
    ],
  });

  test("recursion through a builtin past the worker's stack is a Runtime Error that says so, and the next run works", async ({
    page,
  }) => {
    await signUpAndSignIn(page);
    const ids = await openFromLibrary(page, ["two-sum"]);
    const heading = page.getByRole("heading", { level: 3, name: /^(Run|Submission): / });
    const python = readCorpusFile("python", "two-sum.py");
    const nested =
      "def depth(k):\n    return 0 if k == 0 else 1 + sum(map(depth, [k - 1]))\n\n" +
      python.replace("seen = {}", "seen = {}\n        depth(20000)");
    await submit(page, ids.get("two-sum") ?? "", "python", nested);
    await expect(heading).toHaveText("Submission: Runtime Error", { timeout: PYTHON_TIMEOUT });
    await expect(
      page.getByText(/RecursionError: the recursion went deeper than the browser's stack allows/).first(),
    ).toBeVisible();
    // A fresh Pyodide judges the next run.
    await typeCode(page, python);
    await page.getByRole("button", { name: /^Submit/ }).click();
    await expect(heading).toHaveText("Submission: Accepted", { timeout: PYTHON_TIMEOUT });
  });
});
