import { expect, test } from "vitest";
import { estimateComplexity, fitLogLogSlope, getComplexityLabel, getMedian } from "./estimate-complexity";

const SCALES = [1, 2, 4, 8];
const timed = (time: (scale: number) => number) => SCALES.map((scale) => ({ scale, ms: time(scale) }));

test("a slope names the nearest complexity", () => {
  expect(getComplexityLabel(0.1)).toBe("O(1)");
  expect(getComplexityLabel(0.95)).toBe("O(n)");
  expect(getComplexityLabel(1.2)).toBe("O(n log n)");
  expect(getComplexityLabel(2.1)).toBe("O(n²)");
  expect(getComplexityLabel(3)).toBe("O(n³)");
  expect(getComplexityLabel(4.2)).toBe("worse than O(n³)");
});

test("the log-log slope of times that double with the input is 1, and 2 when they quadruple", () => {
  expect(fitLogLogSlope(timed((scale) => 3 * scale))).toBeCloseTo(1, 5);
  expect(fitLogLogSlope(timed((scale) => 0.7 * scale ** 2))).toBeCloseTo(2, 5);
  expect(fitLogLogSlope(timed(() => 4))).toBeCloseTo(0, 5);
});

test("times that grow linearly, with noise, read as O(n); quadratic ones as O(n²)", () => {
  const linear = estimateComplexity([
    { scale: 1, ms: 2.1 },
    { scale: 2, ms: 3.9 },
    { scale: 4, ms: 8.4 },
    { scale: 8, ms: 15.8 },
  ]);
  expect(linear).toMatchObject({ kind: "estimate", label: "O(n)" });
  expect(estimateComplexity(timed((scale) => 1.5 * scale ** 2))).toMatchObject({ kind: "estimate", label: "O(n²)" });
  expect(estimateComplexity(timed((scale) => 5 * scale * Math.log2(1000 * scale)))).toMatchObject({
    label: "O(n log n)",
  });
});

test("times too small to measure give no estimate rather than a guess", () => {
  expect(estimateComplexity(timed((scale) => 0.05 * scale))).toMatchObject({ kind: "too-fast" });
  // Only the two largest sizes are measurable: two points are not enough.
  expect(estimateComplexity(timed((scale) => 0.1 * scale))).toMatchObject({ kind: "too-fast" });
  expect(estimateComplexity([])).toMatchObject({ kind: "too-fast" });
});

test("net times lost in the harness's own time give no estimate: they are the noise of two measurements", () => {
  const points = [1, 2, 4, 8].map((scale) => ({ scale, ms: 2 * scale, harnessMs: 40 * scale }));
  expect(estimateComplexity(points)).toMatchObject({ kind: "too-fast" });
  const clear = [1, 2, 4, 8].map((scale) => ({ scale, ms: 20 * scale, harnessMs: 40 * scale }));
  expect(estimateComplexity(clear)).toMatchObject({ kind: "estimate", label: "O(n)" });
});

test("a class problem's estimate is per call: repeating its calls adds one power of n", () => {
  expect(
    estimateComplexity(
      timed((scale) => 2 * scale),
      { isPerCall: true },
    ),
  ).toMatchObject({ label: "O(1)" });
  expect(
    estimateComplexity(
      timed((scale) => 2 * scale ** 2),
      { isPerCall: true },
    ),
  ).toMatchObject({ label: "O(n)" });
});

test("the median of an odd count is the middle value, of an even count the mean of the middle two", () => {
  expect(getMedian([5, 1, 3])).toBe(3);
  expect(getMedian([4, 1, 3, 2])).toBe(2.5);
  expect(getMedian([])).toBe(0);
});
