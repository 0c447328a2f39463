import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { createScratchContent } from "../../../tests/fixtures/scratch-content";
import { CONTENT_DIR } from "./load-library";
import { verifyLibrary } from "./verify-library";

// content:verify on hand-made problems: failing tests, near-identical statements, the summary line, strict
// targets, and reference solutions that print or do not compile. Interview questions and scenarios are in
// verify-questions.test.ts and verify-scenarios.test.ts.

const root = createScratchContent();

function writeProblem(folder: string, overrides: Record<string, unknown>, javascript: string, content = "content") {
  const problem = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "problems/two-sum/problem.json"), "utf8"));
  const dir = path.join(root, content, "problems", folder);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "problem.json"), JSON.stringify({ ...problem, ...overrides }));
  fs.writeFileSync(path.join(dir, "solution.js"), javascript);
  fs.writeFileSync(path.join(dir, "solution.py"), "");
  fs.copyFileSync(path.join(CONTENT_DIR, "problems/two-sum/editorial.md"), path.join(dir, "editorial.md"));
}

const correct = fs.readFileSync(path.join(CONTENT_DIR, "problems/two-sum/solution.js"), "utf8");
writeProblem("two-sum", {}, correct);
writeProblem("pair-sum", { slug: "pair-sum", title: "Pair Sum" }, "function twoSum() { return [0, 1]; }");
writeProblem("two-sum", {}, correct.replace("{", "{ console.log('debug');"), "printing");
writeProblem("two-sum", {}, "function twoSum(nums {\n}", "broken");

test("reports each failing test, near-identical statements and the summary line", async () => {
  const report = await verifyLibrary({ contentDir: path.join(root, "content"), isJavaScriptOnly: true });
  expect(report.failures[0]).toBe("near-identical statements (similarity 1.00): pair-sum and two-sum");
  expect(report.failures).toContain("pair-sum [JavaScript] tests[1]: input [[3,2,4],6], expected [1,2], actual [0,1]");
  expect(report.javascriptPassed).toBe(11 + 4);
  expect(report.summary).toBe(
    `content:verify: 2 problems, 22 tests, 15 passed (JavaScript 15/22, Python skipped, Java, C++ and Go skipped: ` +
      `--languages javascript,java,cpp,go runs them); 0 interview questions; ` +
      `0 scenarios (0 design expectations); ${report.failures.length} failures`,
  );
});

test("checks only the problems asked for, and lists unmet targets as failures in strict mode", async () => {
  const report = await verifyLibrary({
    contentDir: path.join(root, "content"),
    only: ["two-sum"],
    isJavaScriptOnly: true,
    isStrict: true,
  });
  expect(report.problems).toBe(1);
  expect(report.failures).toContain("target not met: 1 problems, target 150");
  expect(report.failures.every((failure) => failure.startsWith("target not met: "))).toBe(true);
});

test("fails a reference solution that prints, and one that does not compile, in the QuickJS judge", async () => {
  const printing = await verifyLibrary({ contentDir: path.join(root, "printing"), isJavaScriptOnly: true });
  expect(printing.javascriptPassed).toBe(0);
  expect(printing.failures[0]).toMatch(
    /^two-sum \[JavaScript\] tests\[0\]: .* runtime_error the solution printed to stdout: debug\n/,
  );
  const broken = await verifyLibrary({ contentDir: path.join(root, "broken"), isJavaScriptOnly: true });
  expect(broken.failures).toEqual(["two-sum [JavaScript] does not compile: SyntaxError: expecting ',' (line 1)"]);
});
