import fc from "fast-check";
import { expect, test } from "vitest";
import { formatCount } from "./format-count";

test("a count reads as en-US groups it", () => {
  expect(formatCount(0)).toBe("0");
  expect(formatCount(847)).toBe("847");
  expect(formatCount(1000)).toBe("1,000");
  expect(formatCount(25_000)).toBe("25,000");
  expect(formatCount(1_234_567)).toBe("1,234,567");
  expect(formatCount(-1234)).toBe("-1,234");
  fc.assert(
    fc.property(fc.integer({ min: -1e15, max: 1e15 }), (value) => {
      expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
    }),
  );
});

test("a fraction is rounded to the nearest whole count", () => {
  expect(formatCount(1234.4)).toBe("1,234");
  expect(formatCount(1999.5)).toBe("2,000");
});
