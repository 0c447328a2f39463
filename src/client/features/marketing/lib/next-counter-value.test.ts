import { expect, test } from "vitest";
import { getNextCounterValue } from "./next-counter-value";

test("grows by 0, 1 or 2 across the whole random range", () => {
  expect(getNextCounterValue(847, 0)).toBe(847);
  expect(getNextCounterValue(847, 0.34)).toBe(848);
  expect(getNextCounterValue(847, 0.67)).toBe(849);
  expect(getNextCounterValue(847, 0.999_999)).toBe(849);
});
