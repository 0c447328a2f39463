import { expect, test } from "vitest";
import { compareResults } from "./compare-results";

test("exact compares nested lists, strings, booleans and nulls deeply and in order", () => {
  expect(compareResults([[1, 2], ["a"], [true, null]], [[1, 2], ["a"], [true, null]])).toBe(true);
  expect(compareResults([1, 2], [2, 1])).toBe(false);
  expect(compareResults([[1, 2]], [[1, 2, 3]])).toBe(false);
  expect(compareResults(null, null, "exact")).toBe(true);
  expect(compareResults(null, [], "exact")).toBe(false);
  expect(compareResults(0, false, "exact")).toBe(false);
  expect(compareResults(1.5, 1.500001, "exact")).toBe(false);
});

test("unordered ignores the order of the top-level list only", () => {
  expect(
    compareResults(
      [
        [3, 4],
        [1, 2],
      ],
      [
        [1, 2],
        [3, 4],
      ],
      "unordered",
    ),
  ).toBe(true);
  expect(
    compareResults(
      [
        [4, 3],
        [1, 2],
      ],
      [
        [1, 2],
        [3, 4],
      ],
      "unordered",
    ),
  ).toBe(false);
  expect(compareResults([1, 1, 2], [1, 2, 2], "unordered")).toBe(false);
  expect(compareResults([null, 1], [1, null], "unordered")).toBe(true);
  expect(compareResults(null, [], "unordered")).toBe(false);
});

test("unordered-deep ignores order inside nested lists too", () => {
  expect(compareResults([["eat", "tea"], ["bat"]], [["bat"], ["tea", "eat"]], "unordered-deep")).toBe(true);
  expect(compareResults([[[2, 1]], [[0]]], [[[0]], [[1, 2]]], "unordered-deep")).toBe(true);
  expect(compareResults([["eat"], ["bat"]], [["bat"], ["tea"]], "unordered-deep")).toBe(false);
  expect(compareResults([[1], []], [[], [1]], "unordered-deep")).toBe(true);
  expect(compareResults([[1, 1]], [[1]], "unordered-deep")).toBe(false);
});

test("float allows an absolute error of 1e-5, also inside lists, and nothing more", () => {
  expect(compareResults(2.5000001, 2.5, "float")).toBe(true);
  expect(compareResults(2.50002, 2.5, "float")).toBe(false);
  expect(compareResults([null, 1.000001, [2.0000004]], [null, 1, [2]], "float")).toBe(true);
  expect(compareResults([1, 2], [1], "float")).toBe(false);
  expect(compareResults(null, 0, "float")).toBe(false);
});
