import { expect, test } from "vitest";
import type { CatalogueEntry, ProblemCatalogue } from "@/shared/schemas/problem-library";
import {
  type CatalogueFilters,
  countPatternProgress,
  DEFAULT_CATALOGUE_FILTERS,
  selectCatalogueEntries,
} from "./catalogue-view";

const entry = (key: string, overrides: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
  key,
  slug: key,
  problemId: null,
  title: key,
  difficulty: "easy",
  topic: "arrays",
  pattern: "arrays-hashing",
  tags: ["Array"],
  company: [],
  source: "library",
  status: "new",
  isDue: false,
  ...overrides,
});

const catalogue: ProblemCatalogue = {
  problems: [
    entry("Word Search", { pattern: "backtracking", difficulty: "medium", status: "attempted", company: ["meta"] }),
    entry("Two Sum", { status: "solved", isDue: true, company: ["google"] }),
    entry("Climbing Stairs", { pattern: "dp-1d", status: "solved" }),
    entry("Valid Anagram", { difficulty: "medium" }),
    entry("An AI problem", { slug: null, pattern: null, tags: [], source: "ai", difficulty: "hard" }),
  ],
  lists: [
    { slug: "core", title: "Core", description: "d", isComplete: false, problems: ["Climbing Stairs", "Two Sum"] },
  ],
};
const select = (filters: Partial<CatalogueFilters>) =>
  selectCatalogueEntries(catalogue, { ...DEFAULT_CATALOGUE_FILTERS, ...filters }).map((found) => found.key);

test("the roadmap order goes pattern by pattern, easiest first, generated problems last", () => {
  expect(select({})).toEqual(["Two Sum", "Valid Anagram", "Word Search", "Climbing Stairs", "An AI problem"]);
});

test("search matches titles whatever the case; pattern, difficulty and company filter", () => {
  expect(select({ search: "  word " })).toEqual(["Word Search"]);
  expect(select({ pattern: "dp-1d" })).toEqual(["Climbing Stairs"]);
  expect(select({ difficulty: "medium" })).toEqual(["Valid Anagram", "Word Search"]);
  expect(select({ company: "google" })).toEqual(["Two Sum"]);
});

test("status filters: solved, attempted, new, and due for review", () => {
  expect(select({ status: "solved" })).toEqual(["Two Sum", "Climbing Stairs"]);
  expect(select({ status: "attempted" })).toEqual(["Word Search"]);
  expect(select({ status: "new" })).toEqual(["Valid Anagram", "An AI problem"]);
  expect(select({ status: "due" })).toEqual(["Two Sum"]);
});

test("sorts by title, difficulty and status (due first, then unfinished work)", () => {
  expect(select({ sort: "title" })).toEqual([
    "An AI problem",
    "Climbing Stairs",
    "Two Sum",
    "Valid Anagram",
    "Word Search",
  ]);
  expect(select({ sort: "difficulty" })).toEqual([
    "Two Sum",
    "Climbing Stairs",
    "Valid Anagram",
    "Word Search",
    "An AI problem",
  ]);
  expect(select({ sort: "status" })).toEqual([
    "Two Sum",
    "Word Search",
    "Valid Anagram",
    "An AI problem",
    "Climbing Stairs",
  ]);
});

test("a curated list keeps its own order, and other sorts and filters apply within it", () => {
  expect(select({ list: "core" })).toEqual(["Climbing Stairs", "Two Sum"]);
  expect(select({ list: "core", sort: "title" })).toEqual(["Climbing Stairs", "Two Sum"]);
  expect(select({ list: "core", status: "due" })).toEqual(["Two Sum"]);
});

test("progress per pattern counts solved out of total, over the 18 patterns in roadmap order", () => {
  const steps = countPatternProgress(catalogue.problems);
  expect(steps).toHaveLength(18);
  expect(steps[0]).toMatchObject({ pattern: "arrays-hashing", solved: 1, total: 2 });
  expect(steps.find((step) => step.pattern === "backtracking")).toMatchObject({ solved: 0, total: 1 });
  expect(steps.find((step) => step.pattern === "graphs")).toMatchObject({ solved: 0, total: 0 });
});
