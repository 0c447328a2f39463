import type { Page } from "@playwright/test";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";
import { getSlug, readEditorialSection, readReferenceSolution, typeCode } from "./solve-helpers";

// Solving a problem for real: the user's code runs in this browser's workers (QuickJS for
// JavaScript and TypeScript, Pyodide for Python) and is judged against the problem's tests.
// Python's first start takes seconds on a busy machine, so these journeys get generous time. One
// journey starts Pyodide three times (a first run, and twice after a Time Limit Exceeded ends its
// worker); on a CI run with both workers busy a start has taken over 90 s.
test.describe.configure({ timeout: 360_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const PYTHON_TIMEOUT = 180_000;

/** Generates an easy library problem through the API and opens its page. */
async function openProblem(page: Page, { isPhone = false } = {}) {
  const generated = await page.request.post("/api/practice/problems", { data: { difficulty: "easy" } });
  expect(generated.status()).toBe(201);
  const { problem } = (await generated.json()) as { problem: { id: string; title: string } };
  await page.goto(`/dashboard/problems/${problem.id}`);
  await expect(page.getByRole("heading", { level: 1, name: problem.title })).toBeVisible();
  // On a phone the editor waits behind the Code tab.
  if (!isPhone) await expect(page.getByRole("textbox", { name: "Code editor" })).toBeVisible();
  return { ...problem, slug: await getSlug(page, problem.id) };
}

function resultHeading(page: Page) {
  return page.getByRole("heading", { level: 3, name: /^(Run|Submission): / });
}

test("solve a library problem to Accepted in JavaScript, TypeScript and Python; the dashboard counts it once", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  // Pages of two submissions (the server's real cursor paging): the third comes with Load more.
  await page.route(
    (url) => /^\/api\/practice\/problems\/[^/]+\/submissions$/.test(url.pathname),
    (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const url = new URL(route.request().url());
      url.searchParams.set("limit", "2");
      return route.continue({ url: url.toString() });
    },
  );
  const problem = await openProblem(page);
  const javascript = readReferenceSolution(problem.slug, "js");

  // The starter code is generated from the signature, and submitting it is judged, not crashed.
  await expect(page.getByRole("textbox", { name: "Code editor" })).toContainText("Write your code here");

  await typeCode(page, javascript);
  await page.getByRole("button", { name: /^Submit/ }).click();
  await expect(resultHeading(page)).toHaveText("Submission: Accepted");
  await expect(page.getByText(/^All \d+ tests passed\.$/)).toBeVisible();
  await expect(page.getByText(/^Solved on [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();

  // TypeScript: the same solution with a type annotation, transpiled in the worker.
  await page.getByLabel("Language").selectOption("typescript");
  await typeCode(page, `${javascript}\nconst checked: number = 1;\n`);
  await page.getByRole("button", { name: /^Submit/ }).click();
  await expect(resultHeading(page)).toHaveText("Submission: Accepted");

  await page.getByLabel("Language").selectOption("python");
  await typeCode(page, readReferenceSolution(problem.slug, "py"));
  await page.getByRole("button", { name: /^Submit/ }).click();
  await expect(resultHeading(page)).toHaveText("Submission: Accepted", { timeout: PYTHON_TIMEOUT });

  // Every submission is listed; opening one loads its code into the editor.
  await page.getByRole("tab", { name: "Submissions" }).click();
  const submissions = page.getByRole("list", { name: "Submissions" }).getByRole("listitem");
  const loadMore = page.getByRole("button", { name: "Load more submissions" });
  await expect(submissions).toHaveCount(2);
  await expect(submissions.first()).toContainText("Python");
  await loadMore.click();
  await expect(submissions).toHaveCount(3);
  await expect(loadMore).toBeHidden();
  await submissions.last().getByRole("button", { name: "Open in editor" }).click();
  await expect(page.getByRole("textbox", { name: "Code editor" })).toContainText(
    javascript.split("\n")[0]?.trim() ?? "",
  );

  // The reference solution unlocked with the first Accepted.
  await page.getByRole("tab", { name: "Solution" }).click();
  await expect(page.getByRole("region", { name: "Reference solution in JavaScript" })).toBeVisible();
  await expect(page.getByText("Time complexity")).toBeVisible();
  // With the editorial above it: its six sections, the library's own words.
  const editorial = page.getByRole("region", { name: "Editorial" });
  for (const title of [
    "Intuition",
    "Brute force",
    "Optimal approach",
    "Complexity",
    "Pitfalls and edge cases",
    "Dry run",
  ])
    await expect(editorial.getByRole("region", { name: title })).toBeVisible();
  const intuition = readEditorialSection(problem.slug, "Intuition").split("\n")[0]?.slice(0, 40) ?? "";
  await expect(editorial.getByRole("region", { name: "Intuition" })).toContainText(intuition.replace(/[`*_]/g, ""));

  await page.goto("/dashboard");
  await expect(
    page.getByRole("region", { name: "Recent Activity" }).getByText(`Solved the coding problem “${problem.title}”`),
  ).toBeVisible();
  const solved = page
    .getByRole("region", { name: "Your progress" })
    .locator("dt", { hasText: "Problems Solved" })
    .locator("xpath=following-sibling::dd[1]");
  // Three accepted submissions in three languages solve the problem once.
  await expect(solved).toHaveText("1");
});

test("a wrong answer shows the first failing test; an endless loop is Time Limit Exceeded and the next run passes", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const problem = await openProblem(page);

  await typeCode(page, "function placeholder() {}\n");
  await page.getByRole("button", { name: /^Run/ }).click();
  await expect(resultHeading(page)).toHaveText("Run: Runtime Error");
  await expect(page.getByText(/does not define/).first()).toBeVisible();

  // A wrong answer: the entry point returns null (a class without methods fails at its first call).
  const javascript = readReferenceSolution(problem.slug, "js");
  const judged = await page.request.get(`/api/practice/problems/${problem.id}/judge`);
  const { judge } = (await judged.json()) as {
    judge: { signature: { kind: string; name?: string; className?: string } };
  };
  const { signature } = judge;
  await typeCode(
    page,
    signature.kind === "function"
      ? `function ${signature.name}() {\n  return null;\n}\n`
      : `class ${signature.className} {}\n`,
  );
  await page.getByRole("button", { name: /^Submit/ }).click();
  await expect(resultHeading(page)).toHaveText(/^Submission: (Wrong Answer|Runtime Error)$/);
  await expect(page.getByText(/^\d+ \/ \d+ tests passed/)).toBeVisible();
  const failing = page.getByRole("list", { name: "First failing test" });
  await expect(failing).toContainText("Input");
  await expect(failing).toContainText("Expected");
  await expect(page.getByText(/^Solved on /)).toHaveCount(0);

  // An endless loop ends as Time Limit Exceeded, the page stays usable, and the next run works.
  await typeCode(page, `${javascript}\nwhile (true) {}\n`);
  await page.getByRole("button", { name: /^Run/ }).click();
  await expect(resultHeading(page)).toHaveText(/^Run: Time Limit Exceeded$/);
  await expect(page.getByRole("button", { name: /^Run/ })).toBeEnabled();

  // Console output is shown under its test and is never a failure.
  await typeCode(page, `console.log("checking from the test");\n${javascript}`);
  await page.getByRole("button", { name: /^Run/ }).click();
  await expect(resultHeading(page)).toHaveText("Run: Accepted");

  await page.getByLabel("Language").selectOption("python");
  await typeCode(page, "import time\n\ndef forever(*args):\n    while True:\n        pass\n");
  await page.getByRole("button", { name: /^Run/ }).click();
  await expect(resultHeading(page)).toHaveText(/^Run: Runtime Error$/, { timeout: PYTHON_TIMEOUT });
  const python = readReferenceSolution(problem.slug, "py");
  await typeCode(page, `${python}\nwhile True:\n    pass\n`);
  await page.getByRole("button", { name: /^Run/ }).click();
  await expect(resultHeading(page)).toHaveText(/^Run: Time Limit Exceeded$/, { timeout: PYTHON_TIMEOUT });
  await typeCode(page, `print("hello from python")\n${python}`);
  await page.getByRole("button", { name: /^Run/ }).click();
  await expect(resultHeading(page)).toHaveText("Run: Accepted", { timeout: PYTHON_TIMEOUT });
  await expect(page.getByText("hello from python").first()).toBeVisible();
});

test("syntax errors name their line, custom inputs are checked before running, and a reload restores the draft", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const problem = await openProblem(page);

  await typeCode(page, "function broken( {\n  return 1;\n}\n");
  await page.getByRole("button", { name: /^Run/ }).click();
  await expect(resultHeading(page)).toHaveText("Run: Syntax Error");
  await expect(page.getByText(/^Line \d+, column \d+$/)).toBeVisible();

  // A custom input that is not JSON, or does not fit the signature, gets a message and never runs.
  await page.getByRole("tab", { name: "Test cases" }).click();
  await page.getByRole("button", { name: "Add test case" }).click();
  const custom = page.getByRole("textbox", { name: "Custom test 1" });
  await custom.fill("[1, 2");
  await expect(page.getByText(/^This is not valid JSON: /)).toBeVisible();
  await custom.fill('"just a string"');
  await expect(page.getByText(/^This input does not fit the problem: /)).toBeVisible();
  await page.getByRole("button", { name: "Remove custom input 1" }).click();

  // The draft is saved on the server while typing, with the language, and comes back after a reload.
  await page.getByLabel("Language").selectOption("typescript");
  // The mark goes first: the editor draws only the lines in view, and a long solution pushes the last ones out.
  const mark = `// my draft ${Date.now()}`;
  const draft = `${mark}\n${readReferenceSolution(problem.slug, "js")}`;
  await typeCode(page, draft);
  await expect(page.getByTestId("draft-save-status")).toHaveText("Saved");
  await page.getByLabel("Notes").fill("Two pointers after sorting.");
  await expect(page.getByTestId("notes-save-status")).toHaveText("Saved");
  await page.reload();
  await expect(page.getByLabel("Language")).toHaveValue("typescript");
  await expect(page.getByRole("textbox", { name: "Code editor" })).toContainText(mark);
  await expect(page.getByLabel("Notes")).toHaveValue("Two pointers after sorting.");

  // Past the three hints the editorial opens one section at a time; the next stays on the server.
  for (let hint = 1; hint <= 3; hint++) await page.getByRole("button", { name: `Show hint ${hint} of 3` }).click();
  await page.getByRole("button", { name: "Show “Intuition” (1 of 6)" }).click();
  await expect(page.getByRole("region", { name: "Intuition" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Show “Brute force” (2 of 6)" })).toBeVisible();
  const opened = await (await page.request.get(`/api/practice/problems/${problem.id}/editorial`)).json();
  expect(opened.editorial.sections.map((section: { title: string }) => section.title)).toEqual(["Intuition"]);

  // Giving up shows the solution; before that the API never sends it.
  const locked = await page.request.get(`/api/practice/problems/${problem.id}/solution`);
  expect(locked.status()).toBe(409);
  await page.getByRole("tab", { name: "Solution" }).click();
  await page.getByRole("button", { name: "Give up and show the solution" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Show the solution" }).click();
  await expect(page.getByRole("region", { name: "Reference solution in Python" })).toBeVisible();
});

test("on a phone the statement, the code and the results are tabs", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndSignIn(page);
  const problem = await openProblem(page, { isPhone: true });
  await page.getByRole("tab", { name: "Code", exact: true }).click();
  await typeCode(page, readReferenceSolution(problem.slug, "js"));
  await page.getByRole("button", { name: /^Run/ }).click();
  await expect(page.getByRole("tab", { name: "Results", exact: true })).toHaveAttribute("aria-selected", "true");
  await expect(resultHeading(page)).toHaveText("Run: Accepted");
  await page.getByRole("tab", { name: "Statement", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Examples" })).toBeVisible();
});
