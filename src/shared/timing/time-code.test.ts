import { getQuickJS, type QuickJSWASMModule } from "quickjs-emscripten";
import { beforeAll, expect, test } from "vitest";
import { judgeJavaScript } from "@/shared/judge/quickjs-judge";
import type { Signature } from "@/shared/schemas/problem-judge";
import { TIMING_SCALES, type TimedRun, timeCode } from "./time-code";

// The browser's worker judges with judgeJavaScript in QuickJS; here the same judge runs in Node.
let quickjs: QuickJSWASMModule;
beforeAll(async () => {
  quickjs = await getQuickJS();
});
const runInQuickJS: TimedRun = async (request) =>
  judgeJavaScript(quickjs, { problem: request.problem, tests: request.tests, source: request.code });

const signature: Signature = {
  kind: "function",
  name: "sumAll",
  params: [{ name: "nums", type: "int[]" }],
  returns: "int",
};
const problem = { signature, comparison: "exact" as const, timeLimitMs: 1000 };
const tests = [{ input: [[1, 2]] }, { input: [[1, 2, 3]] }];

test("times every size from the largest test up to eight times it, net of the harness", async () => {
  const code = "function sumAll(nums) { return nums.reduce((a, b) => a + b, 0); }";
  const result = await timeCode({ language: "javascript", code, problem, tests }, runInQuickJS);
  expect(result.stoppedBecause).toBeNull();
  expect(result.points.map((point) => point.scale)).toEqual([...TIMING_SCALES]);
  expect(result.points.every((point) => point.ms >= 0)).toBe(true);
});

test("stops at the size where the code fails, and says which and why", async () => {
  // The largest test has 3 numbers: ×2 gives 6, ×4 gives 12.
  const code = "function sumAll(nums) { if (nums.length > 6) throw new Error('too many'); return 0; }";
  const result = await timeCode({ language: "javascript", code, problem, tests }, runInQuickJS);
  expect(result.points.map((point) => point.scale)).toEqual([1, 2]);
  expect(result.stoppedBecause).toBe("Timing stopped on an input 4 times the largest test's: Error: too many");
});

test("a time limit stops the timing with the limit's message", async () => {
  const code = "function sumAll(nums) { while (true) {} }";
  const result = await timeCode(
    { language: "javascript", code, problem: { ...problem, timeLimitMs: 500 }, tests },
    runInQuickJS,
  );
  expect(result.points).toEqual([]);
  expect(result.stoppedBecause).toBe(
    "Timing stopped on the largest test's input: Time limit exceeded (500 ms per test).",
  );
});

test("code that does not compile is not timed", async () => {
  const result = await timeCode({ language: "javascript", code: "function sumAll(", problem, tests }, runInQuickJS);
  expect(result.points).toEqual([]);
  expect(result.stoppedBecause).toMatch(/^Timing stopped: the code does not compile \(SyntaxError: /);
});
