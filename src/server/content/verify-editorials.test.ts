import { getQuickJS } from "quickjs-emscripten";
import { afterAll, describe, expect, it } from "vitest";
import { startPythonJudge } from "@/server/judge/python-judge";
import { VERIFY_TIME_LIMIT_MS } from "@/shared/judge/limits";
import { readLibrary } from "./load-library";
import { checkEditorials, verifyBruteForces, verifyStatedComplexity } from "./verify-editorials";

const { library } = await readLibrary({ onlyProblems: ["two-sum", "valid-anagram"] });
const twoSum = library.problems.find((problem) => problem.slug === "two-sum");
if (!twoSum?.editorial) throw new Error("two-sum's editorial is missing");

describe("content:verify's editorial checks", () => {
  const python = startPythonJudge();
  afterAll(() => python.close());

  it("pass the library's, and name a missing editorial or a wrong complexity", () => {
    expect(checkEditorials(library.problems)).toEqual([]);
    const { editorial: _, ...without } = twoSum;
    expect(checkEditorials([without])).toEqual(["two-sum/editorial.md: missing"]);
    const misstated = { ...twoSum, complexity: { time: "O(1)", space: "O(n)" } };
    expect(checkEditorials([misstated])).toEqual([
      "two-sum/editorial.md: Complexity states Time O(n); the problem's is O(1)",
    ]);
  });

  it("judge the brute force on the examples' tests, and name a wrong one", async () => {
    expect(await verifyBruteForces([twoSum], python, VERIFY_TIME_LIMIT_MS)).toEqual([]);
    const wrong = { ...twoSum, editorial: twoSum.editorial?.replace("return [i, j]", "return [i, i]") };
    const failures = await verifyBruteForces([wrong], python, VERIFY_TIME_LIMIT_MS);
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0]).toMatch(/^two-sum\/editorial\.md brute force \[Python\] tests\[0\]: .*actual \[0,0\]/);
  }, 120_000);

  it("fail a quadratic solution stated as linear, and pass the linear one", async () => {
    const quickjs = await getQuickJS();
    const anagram = library.problems.find((problem) => problem.slug === "valid-anagram");
    if (!anagram) throw new Error("valid-anagram is missing");
    // Sorting both strings by selection: O(n²) where the statement says O(n), timed on a largest test of
    // 100 letters (and its doubles), where QuickJS runs the nested loops in milliseconds.
    const quadratic = `function isAnagram(s, t) {
  if (s.length !== t.length) return false;
  const a = s.split(""), b = t.split("");
  for (const letters of [a, b])
    for (let i = 0; i < letters.length; i++) {
      let k = i;
      for (let j = i + 1; j < letters.length; j++) if (letters[j] < letters[k]) k = j;
      [letters[i], letters[k]] = [letters[k], letters[i]];
    }
  return a.join("") === b.join("");
}`;
    const letters = "interviewpreparation".repeat(5);
    const tests = [{ input: [letters, [...letters].reverse().join("")], expected: true }];
    const slow = { ...anagram, tests, solutions: { ...anagram.solutions, javascript: quadratic } };
    const report = await verifyStatedComplexity([slow], quickjs, VERIFY_TIME_LIMIT_MS);
    expect(report.failures, report.lines.join("\n")).toHaveLength(1);
    expect(report.failures[0]).toMatch(/^valid-anagram: the stated time does not agree .*measured O\(n(²|³)\)/);
    const linear = await verifyStatedComplexity([{ ...anagram, tests }], quickjs, VERIFY_TIME_LIMIT_MS);
    expect(linear.failures, linear.lines.join("\n")).toEqual([]);
  }, 300_000);
});
