import { getQuickJS, type QuickJSWASMModule } from "quickjs-emscripten";
import { beforeAll, expect, test } from "vitest";
import type { Signature } from "@/shared/schemas/problem-judge";
import { judgeJavaScript } from "./quickjs-judge";
import { RECURSION_LIMIT, trampolineSource } from "./trampoline";

// Recursion as deep as LeetCode's constraints need, in QuickJS whose own stack holds about 1,300 calls.

let quickjs: QuickJSWASMModule;
beforeAll(async () => {
  quickjs = await getQuickJS();
});

const depth = {
  signature: {
    kind: "function",
    name: "depth",
    params: [{ name: "n", type: "int" }],
    returns: "int",
  } satisfies Signature,
  comparison: "exact" as const,
};

function judgeDepth(source: string, n: number, expected: number | undefined = n) {
  const tests = [expected === undefined ? { input: [n] } : { input: [n], expected }];
  // Depth is under test, not speed: a generous limit keeps a busy machine from turning this into a TLE.
  return judgeJavaScript(quickjs, { problem: { ...depth, timeLimitMs: 10_000 }, tests, source });
}

test.each([
  ["a function declaration", "function depth(n) { return n === 0 ? 0 : 1 + depth(n - 1); }"],
  ["LeetCode's var form", "var depth = function(n) { if (n === 0) return 0; return 1 + depth(n - 1); };"],
  ["an arrow", "const depth = (n) => (n === 0 ? 0 : 1 + depth(n - 1));"],
  ["a method through this", "class Solution { depth(n) { return n === 0 ? 0 : 1 + this.depth(n - 1); } }"],
  ["a helper with a default argument", "function depth(n, acc = 0) { return n === 0 ? acc : depth(n - 1, acc + 1); }"],
  [
    "mutual recursion",
    "function depth(n) { return n === 0 ? 0 : 1 + other(n - 1); } function other(n) { return n === 0 ? 0 : 1 + depth(n - 1); }",
  ],
])("recursion 20,000 deep through %s is Accepted", (_, source) => {
  expect(judgeDepth(source, 20_000).verdict).toBe("accepted");
});

test("code that only overflows through callbacks of builtins, exceptions across frames and `this` still behave", () => {
  const source = `function depth(n) {
    const walk = (k) => { if (k === 0) throw new Error("bottom"); return walk(k - 1); };
    try { walk(n); } catch (error) { if (error.message !== "bottom") throw error; }
    return [n].map((x) => x).sort((a, b) => a - b)[0];
  }`;
  expect(judgeDepth(source, 15_000).verdict).toBe("accepted");
});

test("endless recursion ends with a clear message at the recursion limit", () => {
  const report = judgeDepth("function depth(n) {\n  return depth(n + 1);\n}", 1, undefined);
  expect(report.tests[0]).toMatchObject({
    verdict: "runtime_error",
    message: `RangeError: Maximum recursion depth exceeded (${RECURSION_LIMIT} levels)`,
  });
});

test("the rewrite keeps every line where it was, and leaves what it cannot move alone", () => {
  const source =
    "class A extends Object {\n  m() { return super.toString(); }\n}\nfunction f(n) {\n  return f(n);\n}\nfunction* g() { yield g(); }\n";
  const rewritten = trampolineSource(source) ?? "";
  expect(rewritten.split("\n")).toHaveLength(source.split("\n").length);
  expect(rewritten).toContain("super.toString()");
  expect(rewritten).toContain("function* g() { yield g(); }");
  expect(rewritten.split("\n")[4]).toContain("(yield __call(f, undefined, [n]))");
  expect(trampolineSource("function (")).toBeNull();
});
