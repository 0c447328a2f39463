import { expect, test } from "vitest";
import { describeEstimate, describeReferenceComplexity, formatDuration } from "./format-review";

test("durations read in ms below a second, with fewer decimals as they grow", () => {
  expect(formatDuration(0.4213)).toBe("0.42 ms");
  expect(formatDuration(3.26)).toBe("3.3 ms");
  expect(formatDuration(42.4)).toBe("42 ms");
  expect(formatDuration(1260)).toBe("1.3 s");
});

test("an estimate names its complexity and the times it comes from", () => {
  const points = [1, 2, 4, 8].map((scale) => ({ scale, ms: 2 * scale }));
  const described = describeEstimate(points, { isPerCall: false });
  expect(described.headline).toBe("≈ O(n)");
  expect(described.detail).toContain("×1: 2.0 ms, ×2: 4.0 ms, ×4: 8.0 ms, ×8: 16 ms");
  expect(describeEstimate(points, { isPerCall: true }).headline).toBe("≈ O(1) per call");
});

test("times too small to measure say so instead of guessing", () => {
  const points = [1, 2, 4, 8].map((scale) => ({ scale, ms: 0.01 * scale }));
  expect(describeEstimate(points, { isPerCall: false }).headline).toBe("Too fast to estimate");
});

test("the reference complexity shows once unlocked, and says when it will otherwise", () => {
  expect(describeReferenceComplexity({ time: "O(n)", space: "O(1)" })).toBe(
    "Reference solution: O(n) time, O(1) space.",
  );
  expect(describeReferenceComplexity(null)).toBe(
    "The reference complexity shows once you solve the problem or give up.",
  );
});
