import { loadPyodide, type PyodideInterface } from "pyodide";
import { getQuickJS, type QuickJSWASMModule } from "quickjs-emscripten";
import { beforeAll, expect, test } from "vitest";
import type { Signature } from "@/shared/schemas/problem-judge";
import { CASES, twoSum } from "../../../tests/fixtures/starter-signatures";
import { createCallPlan } from "./call-plan";
import { buildCompileErrorReport } from "./judge-report";
import type { BrowserLanguage } from "./languages";
import { judgePython, loadPythonHarness, type PyodideLike, type PythonHarness } from "./pyodide-judge";
import { judgeJavaScript } from "./quickjs-judge";
import { getStarterCode } from "./starter-code";
import { transpileSource } from "./transpile-source";

// Every starter stub, run through the judges as the editor runs it, loads and runs: a wrong answer, never a
// syntax error; and the Python harness reports where an error is.

let quickjs: QuickJSWASMModule;
let pyodide: PyodideInterface;
let python: PythonHarness;
beforeAll(async () => {
  [quickjs, pyodide] = await Promise.all([getQuickJS(), loadPyodide({ stdout: () => {}, stderr: () => {} })]);
  python = loadPythonHarness(pyodide as PyodideLike);
}, 120_000);

/** Judges a language's stub as the editor's runner would: the worker's transpile step, then the judge. */
function judgeStarter(signature: Signature, language: BrowserLanguage, testCase: (typeof CASES)[number]["test"]) {
  const code = getStarterCode(signature, language);
  const problem = { signature, comparison: "exact" as const };
  if (language === "python") return judgePython(python, { code, problem, tests: [testCase] }, 10_000);
  const source = transpileSource(code, language);
  if ("compileError" in source) return buildCompileErrorReport([testCase], source.compileError);
  return judgeJavaScript(quickjs, { problem, tests: [testCase], source: source.code });
}

test("every stub loads and runs in every language: a Wrong Answer, never a Syntax Error", () => {
  for (const { signature, test: testCase } of CASES) {
    for (const language of ["javascript", "typescript", "python"] as const) {
      const report = judgeStarter(signature, language, testCase);
      const name = "name" in signature ? signature.name : signature.className;
      // A codec's encode that returns nothing is a runtime error ("must return a string"), the rest of an
      // untouched stub a Wrong Answer; the message is there to read when the verdict is not one of those.
      const verdicts = signature.kind === "codec" ? ["wrong_answer", "runtime_error"] : ["wrong_answer"];
      expect({ language, name, verdict: report.verdict, message: report.tests[0]?.message }).toMatchObject({
        language,
        name,
        verdict: expect.toBeOneOf(verdicts),
      });
      expect(report.compileError).toBeUndefined();
    }
  }
});

test("the harness reports a Python syntax error's line and column, and a runtime error's line", () => {
  expect(JSON.parse(python.checkSyntax("def f(a):\n    return (a +\n"))).toMatchObject({ line: 2 });
  expect(JSON.parse(python.checkSyntax("x = 1\ny = 2 +* 3\n"))).toEqual({
    message: "SyntaxError: invalid syntax",
    line: 2,
    column: 8,
  });
  const plan = JSON.stringify(createCallPlan(twoSum, "python"));
  expect(python.load("runtime", "def two_sum(nums, target):\n    return nums[99]\n", plan)).toBe("{}");
  expect(JSON.parse(python.run("runtime", "[[1], 1]"))).toEqual({
    error: { verdict: "runtime_error", message: "IndexError: list index out of range", line: 2 },
    output: "",
  });
  expect(python.load("memory", "def two_sum(nums, target):\n    return [0] * (2 ** 30)\n", plan)).toBe("{}");
  expect(JSON.parse(python.run("memory", "[[1], 1]")).error).toMatchObject({
    verdict: "memory_limit_exceeded",
    line: 2,
  });
  expect(JSON.parse(python.load("missing", "def other():\n    pass\n", plan)).error).toMatchObject({
    verdict: "runtime_error",
    message: expect.stringContaining("twoSum"),
    line: null,
  });
});
