import { expect, test } from "vitest";
import { libraryProblemSchema, problemListSchema, problemTagsSchema } from "@/shared/schemas/content";
import { makeLibraryProblem } from "../../../tests/fixtures/ai-fixtures";
import { checkProblemLists } from "./check-lists";
import { readLibrary } from "./load-library";

const problems = [{ slug: "two-sum" }, { slug: "three-sum" }];
const list = (overrides: object) =>
  problemListSchema.parse({
    slug: "core",
    title: "Core",
    description: "The core.",
    problems: ["two-sum"],
    ...overrides,
  });

test("a list naming a problem the library lacks is refused, naming the slug and the file", () => {
  expect(checkProblemLists([list({ problems: ["two-sum", "four-sum"] })], problems)).toEqual([
    'content/lists/core.json: "four-sum" is not a library problem',
  ]);
});

test("the full set must hold every library problem, and two lists cannot share a title", () => {
  const full = list({ slug: "all", title: "Core", isComplete: true });
  expect(checkProblemLists([list({}), full], problems)).toEqual([
    'content/lists/all.json: another list is also titled "Core"',
    "content/lists/all.json: the full set misses three-sum",
  ]);
  expect(checkProblemLists([list({ isComplete: true, problems: ["three-sum", "two-sum"] })], problems)).toEqual([]);
});

test("a list's schema refuses a problem listed twice, an empty list and a slug that is not kebab-case", () => {
  const parse = (problems: string[]) =>
    problemListSchema.safeParse({ slug: "a", title: "A", description: "d", problems });
  expect(parse(["two-sum", "two-sum"]).error?.issues[0]?.message).toBe("a problem appears twice");
  expect(parse([]).success).toBe(false);
  expect(parse(["Two Sum"]).success).toBe(false);
  expect(parse(["two-sum"]).success).toBe(true);
});

test("tags come from the one vocabulary: at least one, none unknown, none twice", () => {
  expect(problemTagsSchema.safeParse(["Array", "Hash Table"]).success).toBe(true);
  expect(problemTagsSchema.safeParse([]).error?.issues[0]?.message).toBe("at least one tag");
  expect(problemTagsSchema.safeParse(["Array", "Arrays"]).success).toBe(false);
  expect(problemTagsSchema.safeParse(["Math", "Math"]).error?.issues[0]?.message).toBe("a tag appears twice");
  const { tags: _tags, ...untagged } = makeLibraryProblem("x");
  expect(libraryProblemSchema.safeParse(untagged).error?.issues[0]?.path).toEqual(["tags"]);
});

test("every library problem is tagged, Compute x to the Power n as math, and the lists name only library problems", async () => {
  const { library, issues } = await readLibrary();
  expect(issues).toEqual([]);
  const pow = library.problems.find((problem) => problem.slug === "compute-x-to-the-power-n");
  expect(pow?.tags).toEqual(["Math", "Recursion"]);
  expect(pow?.tags).not.toContain("Array");
  expect(checkProblemLists(library.lists ?? [], library.problems)).toEqual([]);
  const essentials = library.lists?.find((entry) => entry.slug === "essentials");
  const patterns = new Set(essentials?.problems.map((slug) => library.problems.find((p) => p.slug === slug)?.pattern));
  expect(patterns.size).toBe(18);
  expect(essentials?.problems.length).toBeGreaterThanOrEqual(40);
  expect(essentials?.problems.length).toBeLessThanOrEqual(75);
});
