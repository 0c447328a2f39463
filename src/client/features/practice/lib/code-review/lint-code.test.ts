import fs from "node:fs";
import { createRequire } from "node:module";
import init, { PositionEncoding, Workspace } from "@astral-sh/ruff-wasm-web";
import { Linter } from "eslint-linter-browserify";
import { beforeAll, expect, test } from "vitest";
import { type EslintLinter, lintJavaScript, lintPython, type RuffWorkspace } from "./lint-code";
import { RUFF_SETTINGS } from "./lint-config";
import { toEslintRemarks, toRuffRemarks } from "./lint-remarks";

// The linters run in a Web Worker in the browser; both run in Node too, with the same configuration.
const linter = new Linter({ configType: "flat" }) as unknown as EslintLinter;
let ruff: RuffWorkspace;
beforeAll(async () => {
  const wasm = createRequire(import.meta.url).resolve("@astral-sh/ruff-wasm-web/ruff_wasm_bg.wasm");
  await init({ module_or_path: fs.readFileSync(wasm) });
  ruff = new Workspace(RUFF_SETTINGS, PositionEncoding.Utf16) as RuffWorkspace;
});

const summarise = (remarks: { line: number; rule?: string; category: string }[]) =>
  remarks.map(({ line, rule, category }) => ({ line, rule, category }));

test("an unused variable and == become lint remarks on their lines; the entry point and harness globals do not", () => {
  const code = [
    "function twoSum(nums, target) {",
    "  const unused = 1;",
    "  if (nums.length == target) return [];",
    "  const root = new TreeNode(1);",
    "  console.log(root);",
    "  return [0, 1];",
    "}",
  ].join("\n");
  expect(summarise(lintJavaScript(linter, { code, language: "javascript", entryName: "twoSum" }))).toEqual([
    { line: 2, rule: "no-unused-vars", category: "lint" },
    { line: 3, rule: "eqeqeq", category: "lint" },
  ]);
});

test("a helper nobody calls, an undefined name, unreachable code and x !== x are flagged", () => {
  const code = [
    "function helper() {}",
    "class MinStack {",
    "  push(x) {",
    "    return missing + x;",
    "    x = 2;",
    "  }",
    "  top() { const y = 1; return y !== y; }",
    "}",
  ].join("\n");
  const remarks = lintJavaScript(linter, { code, language: "javascript", entryName: "MinStack" });
  expect(summarise(remarks)).toEqual([
    { line: 1, rule: "no-unused-vars", category: "lint" },
    { line: 4, rule: "no-undef", category: "lint" },
    { line: 5, rule: "no-unreachable", category: "lint" },
    { line: 7, rule: "no-self-compare", category: "lint" },
  ]);
});

test("TypeScript is linted on the user's lines after its types are taken out", () => {
  const code = [
    "type Pair = [number, number];",
    "function twoSum(nums: number[], target: number): Pair {",
    "  const seen: Map<number, number> = new Map();",
    "  if (target == 0) return [0, 0];",
    "  return [nums.length, 0];",
    "}",
  ].join("\n");
  expect(summarise(lintJavaScript(linter, { code, language: "typescript", entryName: "twoSum" }))).toEqual([
    { line: 3, rule: "no-unused-vars", category: "lint" },
    { line: 4, rule: "eqeqeq", category: "lint" },
  ]);
});

test("code that does not parse gives its syntax error as a correctness remark", () => {
  const javascript = lintJavaScript(linter, {
    code: "function f() {\n  return (;\n}",
    language: "javascript",
    entryName: "f",
  });
  expect(javascript).toEqual([expect.objectContaining({ line: 2, category: "correctness" })]);
  expect(javascript[0]?.rule).toBeUndefined();
  const typescript = lintJavaScript(linter, { code: "let x: = 1;", language: "typescript", entryName: "f" });
  expect(typescript).toEqual([expect.objectContaining({ line: 1, category: "correctness" })]);
});

test("Ruff flags an unused local (F841), == None (E711) and a mutable default (B006), not TreeNode", () => {
  const code = [
    "def two_sum(nums, target):",
    "    unused = 1",
    "    if nums == None:",
    "        return []",
    "    return [0, 1]",
    "",
    "",
    "def depth(root: TreeNode, seen=[]):",
    "    return 0",
  ].join("\n");
  expect(summarise(lintPython(ruff, code))).toEqual([
    { line: 2, rule: "F841", category: "lint" },
    { line: 3, rule: "E711", category: "lint" },
    { line: 8, rule: "B006", category: "lint" },
  ]);
});

test("a Python syntax error is a correctness remark without a rule", () => {
  const remarks = lintPython(ruff, "def f(:\n    pass\n");
  expect(remarks.length).toBeGreaterThan(0);
  expect(remarks.every((remark) => remark.category === "correctness" && remark.rule === undefined)).toBe(true);
});

test("messages map to remarks sorted by line, with a range that never ends before it starts", () => {
  expect(
    toEslintRemarks([
      { ruleId: "eqeqeq", message: "b", line: 4, endLine: 4 },
      { ruleId: "no-unreachable", message: "a", line: 2, endLine: 3 },
      { ruleId: null, message: "Parsing error", line: 0, fatal: true },
    ]),
  ).toEqual([
    { line: 1, endLine: 1, category: "correctness", message: "Parsing error" },
    { line: 2, endLine: 3, category: "lint", message: "a", rule: "no-unreachable" },
    { line: 4, endLine: 4, category: "lint", message: "b", rule: "eqeqeq" },
  ]);
  expect(toRuffRemarks([{ code: "F841", message: "m", start_location: { row: 5 }, end_location: { row: 4 } }])).toEqual(
    [{ line: 5, endLine: 5, category: "lint", message: "m", rule: "F841" }],
  );
});
