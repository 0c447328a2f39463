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
  expect(getTimeLimitsMs({})).toEqual({
    javascript: 2000,
    typescript: 2000,
    python: 2000,
    java: 2000,
    cpp: 2000,
    go: 2000,
  });
});

test("Java, C++ and Go each derive from their own reference time, by the same rule", () => {
  const problem = { referenceTimeMs: { javascript: 40, java: 310.4, cpp: 3, go: 1200 } };
  expect(getTimeLimitsMs(problem)).toEqual({
    javascript: 2000,
    typescript: 2000,
    python: 2000,
    java: 3200,
    cpp: 2000,
    go: 10_000,
  });
  expect(getTimeLimitMs({ timeLimitMs: 4000, referenceTimeMs: { cpp: 3 } }, "cpp")).toBe(4000);
});
