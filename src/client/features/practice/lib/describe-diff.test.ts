import { expect, test } from "vitest";
import { describeDiff } from "./describe-diff";
import { diffValues } from "./diff-values";

// The sentence above a difference's drawing, read by screen readers and at a glance.

test("arrays name the differing indexes, and the lengths when they differ", () => {
  expect(describeDiff(diffValues([1, 2, 3], [1, 5, 3]))).toBe("The element at index 1 differs.");
  expect(describeDiff(diffValues([1, 2], [9, 2, 7]))).toBe(
    "Returned 3 elements, expected 2. The elements at indexes 0 and 2 differ.",
  );
  const many = Array.from({ length: 10 }, (_, index) => index);
  expect(
    describeDiff(
      diffValues(
        many,
        many.map((value) => -value - 1),
      ),
    ),
  ).toBe("The elements at indexes 0, 1, 2, 3, 4, 5 and 4 more differ.");
  expect(describeDiff(diffValues([[1], [2]], [[1], [3]]))).toBe("The row at index 1 differs.");
  expect(describeDiff(diffValues([1, 2], [1], { shape: "list" }))).toBe(
    "Returned 1 node, expected 2. The node at index 1 differs.",
  );
});

test("numbers say by how much, strings where, trees how many nodes, unordered what is missing", () => {
  expect(describeDiff(diffValues(3, 5))).toBe("Off by 2 (too high).");
  expect(describeDiff(diffValues(1, 0.5, { comparison: "float" }))).toBe(
    "Off by 0.5 (too low): more than the 0.00001 this problem allows.",
  );
  expect(describeDiff(diffValues("abc", "abd"))).toBe(
    'The strings first differ at character 3: expected "c", returned "d".',
  );
  expect(describeDiff(diffValues("ab", "ab c"))).toBe(
    "The strings first differ at character 3: expected the end, returned a space. Expected 2 characters, returned 4.",
  );
  expect(describeDiff(diffValues([1, 2], [1, 3], { shape: "tree" }))).toBe("1 node differs, marked in both trees.");
  expect(describeDiff(diffValues([1, 2], [2, 2], { comparison: "unordered" }))).toBe(
    "Any order is accepted here: 1 expected element missing, 1 element too many.",
  );
  expect(describeDiff(diffValues(true, false))).toBe("Expected true, returned false.");
});
