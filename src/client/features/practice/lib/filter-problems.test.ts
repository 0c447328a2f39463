import { expect, test } from "vitest";
import { DEFAULT_PROBLEM_FILTERS, filterProblems, matchesProblemFilters } from "./filter-problems";

const twoSum = {
  title: "Two Sum",
  description: "Find two numbers in an ARRAY that add up to a target.",
  difficulty: "easy" as const,
  topic: "arrays" as const,
  company: ["google", "amazon"],
};
const lru = {
  title: "LRU Cache",
  description: "Design a cache with eviction.",
  difficulty: "medium" as const,
  topic: "system-design" as const,
  company: ["meta"],
};

test("every filter at all keeps every problem", () => {
  expect(filterProblems([twoSum, lru], DEFAULT_PROBLEM_FILTERS)).toEqual([twoSum, lru]);
});

test("search matches the title case-insensitively", () => {
  expect(filterProblems([twoSum, lru], { ...DEFAULT_PROBLEM_FILTERS, search: "  lru " })).toEqual([lru]);
});

test("search matches the description case-insensitively", () => {
  expect(matchesProblemFilters(twoSum, { ...DEFAULT_PROBLEM_FILTERS, search: "array" })).toBe(true);
  expect(matchesProblemFilters(lru, { ...DEFAULT_PROBLEM_FILTERS, search: "array" })).toBe(false);
});

test("difficulty, topic and company must each match", () => {
  expect(matchesProblemFilters(twoSum, { ...DEFAULT_PROBLEM_FILTERS, difficulty: "easy" })).toBe(true);
  expect(matchesProblemFilters(twoSum, { ...DEFAULT_PROBLEM_FILTERS, difficulty: "hard" })).toBe(false);
  expect(matchesProblemFilters(twoSum, { ...DEFAULT_PROBLEM_FILTERS, topic: "trees" })).toBe(false);
  expect(matchesProblemFilters(twoSum, { ...DEFAULT_PROBLEM_FILTERS, company: "amazon" })).toBe(true);
  expect(matchesProblemFilters(twoSum, { ...DEFAULT_PROBLEM_FILTERS, company: "apple" })).toBe(false);
});

test("all filters apply together", () => {
  const filters = { search: "two", difficulty: "easy", topic: "arrays", company: "meta" };
  expect(matchesProblemFilters(twoSum, filters)).toBe(false);
});
