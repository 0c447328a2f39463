import { expect, test } from "vitest";
import { checkAnswer } from "./checkers";

test("topological-order accepts any order that respects the prerequisites, and [] only when none exists", () => {
  const input = [
    4,
    [
      [1, 0],
      [2, 0],
      [3, 1],
      [3, 2],
    ],
  ];
  expect(checkAnswer("topological-order", input, [0, 1, 2, 3], [0, 2, 1, 3])).toBe(true);
  expect(checkAnswer("topological-order", input, [0, 2, 1, 3], [0, 1, 2, 3])).toBe(true);
  expect(checkAnswer("topological-order", input, [1, 0, 2, 3], [0, 1, 2, 3])).toBe(false);
  expect(checkAnswer("topological-order", input, [0, 1, 2], [0, 1, 2, 3])).toBe(false);
  expect(checkAnswer("topological-order", input, [0, 1, 1, 3], [0, 1, 2, 3])).toBe(false);
  expect(checkAnswer("topological-order", input, [], [0, 1, 2, 3])).toBe(false);
  expect(
    checkAnswer(
      "topological-order",
      [
        2,
        [
          [0, 1],
          [1, 0],
        ],
      ],
      [],
      [],
    ),
  ).toBe(true);
  expect(
    checkAnswer(
      "topological-order",
      [
        2,
        [
          [0, 1],
          [1, 0],
        ],
      ],
      [0, 1],
      [],
    ),
  ).toBe(false);
});

test("alien-order accepts any order the words allow, each letter once, and '' only when none exists", () => {
  const words = [["wrt", "wrf", "er", "ett", "rftt"]];
  expect(checkAnswer("alien-order", words, "wertf", "wertf")).toBe(true);
  const loose = [["z", "x", "a"]];
  expect(checkAnswer("alien-order", [["ab", "ac"]], "bac", "abc")).toBe(true);
  expect(checkAnswer("alien-order", [["ab", "ac"]], "acb", "abc")).toBe(false);
  expect(checkAnswer("alien-order", loose, "zxa", "zxa")).toBe(true);
  expect(checkAnswer("alien-order", loose, "xza", "zxa")).toBe(false);
  expect(checkAnswer("alien-order", loose, "zxaa", "zxa")).toBe(false);
  expect(checkAnswer("alien-order", [["abc", "ab"]], "", "")).toBe(true);
  expect(checkAnswer("alien-order", [["abc", "ab"]], "abc", "")).toBe(false);
});

test("longest-palindrome accepts any longest palindrome that occurs in the string", () => {
  expect(checkAnswer("longest-palindrome", ["babad"], "aba", "bab")).toBe(true);
  expect(checkAnswer("longest-palindrome", ["babad"], "bab", "bab")).toBe(true);
  expect(checkAnswer("longest-palindrome", ["babad"], "ba", "bab")).toBe(false);
  expect(checkAnswer("longest-palindrome", ["babad"], "cdc", "bab")).toBe(false);
  expect(checkAnswer("longest-palindrome", ["babad"], "bad", "bab")).toBe(false);
});
