import { expect, test } from "vitest";
import { suggestSlugs } from "./suggest-slugs";

const SLUGS = ["two-sum", "two-sum-ii-sorted-input", "three-sum", "lru-cache", "valid-parentheses", "word-break"];

test("suggests the nearest slugs, closest first", () => {
  expect(suggestSlugs("two-sun", SLUGS)).toEqual(["two-sum"]);
  expect(suggestSlugs("tree-sum", SLUGS)).toEqual(["three-sum", "two-sum"]);
  expect(suggestSlugs("valid-parens", SLUGS)).toEqual(["valid-parentheses"]);
});

test("a slug's part finds the slugs that contain it", () => {
  expect(suggestSlugs("lru", SLUGS)).toEqual(["lru-cache"]);
  expect(suggestSlugs("sum", SLUGS)).toContain("two-sum");
});

test("suggests nothing for a name like no slug", () => {
  expect(suggestSlugs("median-of-two-sorted-arrays", SLUGS)).toEqual([]);
});
