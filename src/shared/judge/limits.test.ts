import { expect, test } from "vitest";
import { getTimeLimitMs, getTimeLimitsMs } from "./limits";

test("each language's limit is ten times its reference solution's slowest test, within 2 s and 10 s", () => {
  const problem = { referenceTimeMs: { javascript: 12, python: 430.2 } };
  expect(getTimeLimitMs(problem, "javascript")).toBe(2000);
  expect(getTimeLimitMs(problem, "typescript")).toBe(2000);
  expect(getTimeLimitMs(problem, "python")).toBe(4400);
  expect(getTimeLimitMs({ referenceTimeMs: { python: 5000 } }, "python")).toBe(10_000);
});

test("the problem's own limit is the floor, and the only limit without reference times", () => {
  expect(getTimeLimitMs({ timeLimitMs: 3000, referenceTimeMs: { javascript: 100 } }, "javascript")).toBe(3000);
  expect(getTimeLimitsMs({})).toEqual({ javascript: 2000, typescript: 2000, python: 2000 });
});
