import { expect, test } from "vitest";
import { HELP_ARTICLES, HELP_CATEGORIES } from "./help-content";
import { searchHelp } from "./search-help";

const titles = (items: { title: string }[]) => items.map((item) => item.title);

test("a blank search matches every category and article", () => {
  const result = searchHelp("   ", HELP_CATEGORIES, HELP_ARTICLES);
  expect(result.categories).toHaveLength(4);
  expect(result.articles).toHaveLength(HELP_ARTICLES.length);
});

test("matches titles case-insensitively", () => {
  const result = searchHelp("MOCK interviews", HELP_CATEGORIES, HELP_ARTICLES);
  expect(titles(result.categories)).toEqual(["Mock Interviews"]);
  expect(titles(result.articles)).toContain("Getting the most out of AI mock interviews");
});

test("matches an article by its category and a category by its description", () => {
  const result = searchHelp("privacy & security", HELP_CATEGORIES, HELP_ARTICLES);
  expect(result.articles.every((article) => article.category === "Privacy & Security")).toBe(true);
  expect(result.articles).toHaveLength(3);
  expect(titles(searchHelp("invoices", HELP_CATEGORIES, []).categories)).toEqual(["Account & Billing"]);
});

test("matches an article by its description", () => {
  expect(titles(searchHelp("authenticator", HELP_CATEGORIES, HELP_ARTICLES).articles)).toEqual([
    "Turning on two-factor authentication",
  ]);
});

test("finds nothing for text that appears nowhere", () => {
  expect(searchHelp("kubernetes", HELP_CATEGORIES, HELP_ARTICLES)).toEqual({ categories: [], articles: [] });
});
