import type { Page } from "@playwright/test";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";
import { typeCode } from "./solve-helpers";

// "Review my code" with the library provider: the server answers with an automatic review, and the
// browser completes it: ESLint or Ruff in a lint worker, the complexity timed in the runner's worker.
// Ruff's WebAssembly and Pyodide take seconds to start on a busy machine: generous time.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

type Signature = { kind: "function"; name: string } | { kind: "class"; className: string; methods: { name: string }[] };

/** Generates an easy library problem through the API and opens its page; answers with its signature. */
async function openProblem(page: Page) {
  const generated = await page.request.post("/api/practice/problems", { data: { difficulty: "easy" } });
  expect(generated.status()).toBe(201);
  const { problem } = (await generated.json()) as { problem: { id: string; title: string } };
  const judged = await page.request.get(`/api/practice/problems/${problem.id}/judge`);
  const { judge } = (await judged.json()) as { judge: { signature: Signature } };
  await page.goto(`/dashboard/problems/${problem.id}`);
  await expect(page.getByRole("heading", { level: 1, name: problem.title })).toBeVisible();
  return { ...problem, signature: judge.signature };
}

/** JavaScript with an unused variable on line 2 and `==` on line 3, whatever the problem's entry point. */
function writeFlawedJavaScript(signature: Signature): string {
  if (signature.kind === "function")
    return [
      `function ${signature.name}(...args) {`,
      "  const unused = 1;",
      "  if (args.length == 0) return null;",
      "  return null;",
      "}",
    ].join("\n");
  const methods = signature.methods.map((method) => `  ${method.name}() { return null; }`);
  return [
    `class ${signature.className} {`,
    "  constructor(...args) { const unused = 1;",
    "    if (args.length == 0) return; }",
    ...methods,
    "}",
  ].join("\n");
}

const toPythonName = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();

test("review JavaScript: the linter's remarks beside their lines and in the Review tab, an estimate, typing all along", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const problem = await openProblem(page);
  const editor = page.getByRole("textbox", { name: "Code editor" });
  await typeCode(page, writeFlawedJavaScript(problem.signature));

  await page.getByRole("button", { name: "Review my code" }).click();
  // The editor stays editable while the review runs.
  await editor.press("ControlOrMeta+End");
  await page.keyboard.insertText("\n// still typing");
  await expect(editor).toContainText("// still typing");

  const review = page.getByRole("region", { name: "Code review" });
  await expect(review.getByRole("heading", { name: "Automatic review (no AI)" })).toBeVisible();
  const remarks = review.getByRole("list", { name: "Remarks" }).getByRole("listitem");
  const unused = remarks.filter({ hasText: "no-unused-vars" });
  await expect(unused).toContainText("Linter");
  await expect(unused.getByRole("button", { name: "Line 2" })).toBeVisible();
  await expect(remarks.filter({ hasText: "eqeqeq" }).getByRole("button", { name: "Line 3" })).toBeVisible();
  // The same remarks mark their lines in the editor's gutter.
  await expect(page.locator(".cm-gutter-lint .cm-lint-marker-warning").first()).toBeVisible();
  // The code changed after the review was asked for: the remarks say which version they concern.
  await expect(review.getByText("Made on an earlier version of your code.")).toBeVisible();

  // An estimate (or, for tiny inputs, an honest "too fast"), and where the reference complexity will be.
  await expect(review.getByTestId("complexity-estimate")).toHaveText(/^(≈ O\(.+\)( per call)?|Too fast to estimate)$/, {
    timeout: 90_000,
  });
  await expect(review.getByText("The reference complexity shows once you solve the problem or give up.")).toBeVisible();
  await expect(review.getByText("Run or Submit your code to include its test results here.")).toBeVisible();

  // A line moves the editor's cursor there.
  await unused.getByRole("button", { name: "Line 2" }).click();
  await expect(editor).toBeFocused();
  await page.keyboard.insertText("// here ");
  await expect(editor).toContainText(/\/\/ here +(const unused = 1;|constructor)/);
});

test("review Python: Ruff flags an unused local variable (F841)", async ({ page }) => {
  await signUpAndSignIn(page);
  const problem = await openProblem(page);
  await page.getByLabel("Language").selectOption("python");
  const code =
    problem.signature.kind === "function"
      ? `def ${toPythonName(problem.signature.name)}(*args):\n    unused = 1\n    return None\n`
      : `class ${problem.signature.className}:\n    def __init__(self, *args):\n        unused = 1\n`;
  await typeCode(page, code);
  await page.getByRole("button", { name: "Review my code" }).click();

  const review = page.getByRole("region", { name: "Code review" });
  await expect(review.getByRole("heading", { name: "Automatic review (no AI)" })).toBeVisible();
  const remark = review.getByRole("list", { name: "Remarks" }).getByRole("listitem").filter({ hasText: "F841" });
  await expect(remark).toContainText("Local variable `unused` is assigned to but never used", { timeout: 90_000 });
  await expect(remark.getByRole("button", { name: /^Line [23]$/ })).toBeVisible();
});
