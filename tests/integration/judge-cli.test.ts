import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { runJudgeCommand } from "../fixtures/judge-command";

// `npm run judge` as a user runs it, on files written here, against the library's Two Sum (11 tests).
// Each Python case starts its own Pyodide (a process each), so those get a minute or two.

const dir = await fs.mkdtemp(path.join(os.tmpdir(), "judge-cli-"));
afterAll(() => fs.rm(dir, { recursive: true, force: true }));
const PYTHON_MS = 150_000;

async function write(name: string, code: string): Promise<string> {
  const file = path.join(dir, name);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, code);
  return file;
}

const ACCEPTED_JS = [
  "function twoSum(nums, target) {",
  "  const seen = new Map();",
  "  for (let i = 0; i < nums.length; i++) {",
  "    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];",
  "    seen.set(nums[i], i);",
  "  }",
  "  return [];",
  "}",
].join("\n");
const WRONG_TS = "function twoSum(nums: number[], target: number): number[] {\n  return [0, 1];\n}\n";

test("an accepted JavaScript file exits 0 with every test's verdict and the summary", async () => {
  const result = await runJudgeCommand(["two-sum", await write("accepted.js", ACCEPTED_JS)]);
  expect(result.stderr).toBe("");
  expect(result.stdout).toMatch(/^Test 1 +Accepted +[\d.]+ ms$/m);
  expect(result.stdout).toMatch(/^Test 11 +Accepted/m);
  expect(result.stdout.trimEnd().split("\n").at(-1)).toBe("Accepted — 11/11 tests passed");
  expect(result.code).toBe(0);
});

test("a wrong TypeScript file exits 1 and names the failing test with its input, expected and actual", async () => {
  const result = await runJudgeCommand(["two-sum", await write("wrong.ts", WRONG_TS)]);
  expect(result.stdout).toMatch(
    /^Test 2 +Wrong Answer.*\n {4}input {5}\[\[3,2,4\],6\]\n {4}expected {2}\[1,2\]\n {4}actual {4}\[0,1\]$/m,
  );
  expect(result.stdout).toMatch(/^Wrong Answer — \d+\/11 tests passed$/m);
  expect(result.code).toBe(1);
});

test("--json prints the report with the slug and the language as one JSON object", async () => {
  const result = await runJudgeCommand([
    "two-sum",
    await write("wrong-ts.txt", WRONG_TS),
    "--language",
    "typescript",
    "--json",
  ]);
  const report = JSON.parse(result.stdout) as Record<string, unknown> & { tests: { verdict: string; index: number }[] };
  expect(report).toMatchObject({ slug: "two-sum", language: "typescript", verdict: "wrong_answer", total: 11 });
  expect(report.tests).toHaveLength(11);
  expect(report.tests.find((judged) => judged.verdict !== "accepted")?.index).toBe(1);
  expect(result.code).toBe(1);
});

test(
  "a Python syntax error is a Syntax Error with its line",
  async () => {
    const result = await runJudgeCommand([
      "two-sum",
      await write("syntax.py", "def two_sum(nums, target)\n    return []\n"),
    ]);
    expect(result.stdout).toMatch(/^Syntax Error at line 1, column \d+: SyntaxError: expected ':'$/m);
    expect(result.stdout).toMatch(/^Syntax Error — 0\/11 tests passed$/m);
    expect(result.code).toBe(1);
  },
  PYTHON_MS,
);

test(
  "a Python infinite loop is stopped at the time limit and the process exits",
  async () => {
    const loop = "def two_sum(nums, target):\n    while True:\n        pass\n";
    const result = await runJudgeCommand(["two-sum", await write("loop.py", loop)], PYTHON_MS - 10_000);
    expect(result.isKilled).toBe(false);
    expect(result.stdout).toMatch(/^Test 1 +Time Limit Exceeded/m);
    expect(result.stdout).toMatch(/^Tests 2–11 not run: an earlier test exceeded the time limit\.$/m);
    expect(result.stdout).toMatch(/^Time Limit Exceeded — 0\/11 tests passed$/m);
    expect(result.code).toBe(1);
  },
  PYTHON_MS,
);

test("an unknown slug, a missing file and an unknown option exit 2 with one line and the nearest slugs", async () => {
  const file = await write("accepted-too.js", ACCEPTED_JS);
  const unknown = await runJudgeCommand(["two-sun", file]);
  expect(unknown).toMatchObject({ code: 2, stdout: "" });
  expect(unknown.stderr).toBe('judge: no library problem "two-sun"; did you mean two-sum?\n');
  const missing = await runJudgeCommand(["two-sum", path.join(dir, "nowhere.js")]);
  expect(missing.code).toBe(2);
  expect(missing.stderr).toMatch(/^judge: cannot read .*nowhere\.js: no such file\n$/);
  const option = await runJudgeCommand(["two-sum", file, "--fast"]);
  expect(option.code).toBe(2);
  expect(option.stderr.trim().split("\n")).toHaveLength(1);
});

test("--corpus judges every file of each language folder and lists the failures with their first failing test", async () => {
  const corpus = path.join(dir, "corpus");
  await write("corpus/javascript/two-sum.js", ACCEPTED_JS);
  await write("corpus/typescript/two-sum--always-first.ts", WRONG_TS);
  const result = await runJudgeCommand(["--corpus", corpus]);
  expect(result.stdout).toMatch(/^✓ javascript\/two-sum\.js {2}Accepted {2}11\/11/m);
  expect(result.stdout).toMatch(/^✗ typescript\/two-sum--always-first\.ts {2}Wrong Answer/m);
  expect(result.stdout).toContain("javascript: 1/1 accepted\ntypescript: 0/1 accepted\npython: 0/0 accepted");
  expect(result.stdout).toMatch(
    /^✗ typescript\/two-sum--always-first\.ts: Wrong Answer — \d+\/11 tests passed\n {4}Test 2: Wrong Answer$/m,
  );
  expect(result.code).toBe(1);
});
