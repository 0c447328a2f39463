import { expect, test } from "vitest";
import { compareComplexity, formatComplexity, normaliseComplexity, readStatedComplexity } from "./big-o";

test("one complexity written several ways normalises to one form", () => {
  expect(normaliseComplexity("O(N log N)")).toBe(normaliseComplexity("O(n·log n)"));
  expect(normaliseComplexity("O(n²)")).toBe("o(n^2)");
});

test("a faster-growing complexity compares as worse, a slower one as better", () => {
  expect(compareComplexity("O(n^2)", "O(n)")).toBe("worse");
  expect(compareComplexity("O(n log n)", "O(n)")).toBe("worse");
  expect(compareComplexity("O(1)", "O(n)")).toBe("better");
  expect(compareComplexity("O(N)", "O(n)")).toBe("same");
  expect(compareComplexity("O(m * n)", "O(n)")).toBe("different");
  expect(compareComplexity("O(h)", "O(h), h = the height of the tree")).toBe("same");
});

test("the stated time and space are told apart by the words around them", () => {
  expect(readStatedComplexity("It runs in O(n) time and uses O(n) extra space.")).toEqual({
    time: "O(n)",
    space: "O(n)",
  });
  expect(readStatedComplexity("Space is O(1); the time is O(n log n) because of the sort.")).toEqual({
    time: "O(n log n)",
    space: "O(1)",
  });
  expect(readStatedComplexity("Linear time, constant memory")).toEqual({ time: "O(n)", space: "O(1)" });
  expect(readStatedComplexity("I would loop over every pair")).toEqual({ time: null, space: null });
});

test("a complexity with a note reads with its kind before the note", () => {
  expect(formatComplexity("O(n)", "time")).toBe("O(n) time");
  expect(formatComplexity("O(m·n·3^L), L = word.length", "time")).toBe("O(m·n·3^L) time (L = word.length)");
});

test("what one step costs is not the solution's complexity", () => {
  expect(readStatedComplexity("Keep a hash map, so each step is a constant-time lookup.")).toEqual({
    time: null,
    space: null,
  });
  expect(readStatedComplexity("A hash map gives O(1) lookups, so the whole pass is O(n) time.")).toEqual({
    time: "O(n)",
    space: null,
  });
  expect(readStatedComplexity("Each lookup is O(1); overall it is linear time and O(n) space.")).toEqual({
    time: "O(n)",
    space: "O(n)",
  });
  expect(readStatedComplexity("It runs in constant time")).toEqual({ time: "O(1)", space: null });
});
