import { expect, test } from "vitest";
import { instrumentJavaScript } from "./instrument-javascript";

const SOURCE = `class Solution {
  solve(nums) {
    let count = 0;
    const walk = (i) => {
      count += nums[i];
      return i;
    };
    outer: for (const n of nums) {
      for (;;) {
        if (n) continue outer;
      }
    }
    try { walk(0); } catch { count = -1; }
    switch (count) { case 1: let z = 2; break; default: count += z ?? 0; }
    return count;
  }
}`;

test("keeps every line where it was, and the code still parses", () => {
  const { code } = instrumentJavaScript(SOURCE);
  expect(code.split("\n")).toHaveLength(SOURCE.split("\n").length);
  const original = SOURCE.split("\n");
  code.split("\n").forEach((line, index) => {
    // Each line holds its own code, with calls to the tracer around it.
    const words = (original[index] ?? "").match(/[A-Za-z_]\w*/g) ?? [];
    for (const word of words) expect(line).toContain(word);
  });
  expect(() => instrumentJavaScript(code)).not.toThrow();
});

test("a step shows this, then the variables declared so far, then a closure's outer ones, guarded", () => {
  const { sites } = instrumentJavaScript(SOURCE);
  const at = (line: number, functionName: string) =>
    sites.filter((site) => site.line === line && site.functionName === functionName).map((site) => site.names);
  expect(at(3, "Solution.solve")).toEqual([["this", "nums"]]);
  expect(at(4, "Solution.solve")).toEqual([["this", "nums", "count"]]);
  expect(at(5, "walk")).toEqual([["i", "count", "nums"]]);
  expect(at(10, "Solution.solve")[0]).toEqual(["this", "nums", "count", "walk", "n"]);
  const { code } = instrumentJavaScript(SOURCE);
  expect(code).toContain("() => [i, __trace.g(() => count), __trace.g(() => nums)]");
  // A switch's `let` may be skipped by a case: read guarded.
  expect(code).toMatch(/__trace\.g\(\(\) => z\)\]\);count \+= z/);
});

test("a label stays on its loop, a catch without a name gets one and lets a stopped run through", () => {
  const { code } = instrumentJavaScript(SOURCE);
  expect(code).toContain("outer: for (const n of nums)");
  expect(code).toContain("catch (__te) {__trace.k(__te);");
});

test("an arrow's expression body returns through the tracer, LeetCode's var form is named", () => {
  const { code, sites } = instrumentJavaScript("var twoSum = function(nums) {\n  return nums.map((x) => x * 2);\n};");
  expect(code).toContain("(x) => { const __td = __trace.c(");
  expect(code).toContain("return __trace.r(");
  expect(new Set(sites.map((site) => site.functionName))).toEqual(new Set(["twoSum", "(anonymous)"]));
});

test("a syntax error is acorn's, with its position", () => {
  expect(() => instrumentJavaScript("function f( {")).toThrow(expect.objectContaining({ loc: expect.anything() }));
});
