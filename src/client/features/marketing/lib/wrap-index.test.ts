import { expect, test } from "vitest";
import { wrapIndex } from "./wrap-index";

test("keeps an index inside the range unchanged", () => {
  expect(wrapIndex(0, 3)).toBe(0);
  expect(wrapIndex(2, 3)).toBe(2);
});

test("wraps past the last item to the first and before the first to the last", () => {
  expect(wrapIndex(3, 3)).toBe(0);
  expect(wrapIndex(-1, 3)).toBe(2);
  expect(wrapIndex(7, 3)).toBe(1);
  expect(wrapIndex(-4, 3)).toBe(2);
});

test("answers 0 for an empty list", () => {
  expect(wrapIndex(5, 0)).toBe(0);
});
