import { expect, test } from "vitest";
import type { LibraryProblem } from "@/shared/schemas/content";
import { checkProblemStructure, findDuplicateNames, findSimilarStatements, getTitleSlug } from "./check-problems";

function createProblem(overrides: Partial<LibraryProblem> = {}): LibraryProblem {
  return {
    slug: "add-two",
    title: "Add Two",
    difficulty: "easy",
    topic: "arrays",
    company: [],
    pattern: "math-geometry",
    patterns: ["math"],
    tags: ["Math"],
    description: "Return the sum of the two integers a and b that you are given as input.",
    examples: [
      { input: "a = 1, b = 2", output: "3", explanation: "1 + 2 = 3." },
      { input: "a = -1, b = 1", output: "0", explanation: "-1 + 1 = 0." },
    ],
    constraints: ["-100 <= a, b <= 100"],
    hints: ["Add.", "Use +.", "Return a + b."],
    followUps: [
      { question: "What if the numbers are too big for 64 bits?", keyPoints: ["big integers", "O(digits) time"] },
      { question: "What if there are n numbers?", keyPoints: ["one running sum", "O(n) time"] },
    ],
    signature: {
      kind: "function",
      name: "addTwo",
      params: [
        { name: "a", type: "int" },
        { name: "b", type: "int" },
      ],
      returns: "int",
    },
    comparison: "exact",
    tests: [
      { input: [1, 2], expected: 3 },
      { input: [-1, 1], expected: 0 },
    ],
    complexity: { time: "O(1)", space: "O(1)" },
    ...overrides,
  };
}

test("accepts examples that show one of the tests", () => {
  expect(checkProblemStructure(createProblem())).toEqual([]);
});

test("reports a slug that is not the kebab-case of the title", () => {
  expect(getTitleSlug("Pascal's Triangle")).toBe("pascals-triangle");
  expect(getTitleSlug("Implement Trie (Prefix Tree)")).toBe("implement-trie-prefix-tree");
  expect(checkProblemStructure(createProblem({ title: "Add Both" }))).toEqual([
    'content/problems/add-two/problem.json: slug should be "add-both", the kebab-case of the title',
  ]);
});

test("reports an example whose output is not the display form of its test", () => {
  const problem = createProblem();
  problem.examples[0] = { input: "a = 1, b = 2", output: "4", explanation: "wrong" };
  expect(checkProblemStructure(problem)).toEqual([
    'content/problems/add-two/problem.json: examples[0]: not the display form of any test (its input is tests[0], whose output displays as "3")',
  ]);
});

test("reports tests that do not fit the signature", () => {
  const problem = createProblem({
    tests: [
      { input: [1], expected: 1 },
      { input: [1, "2"], expected: 3.5 },
    ],
  });
  expect(checkProblemStructure(problem)).toEqual([
    "content/problems/add-two/problem.json: tests[0]: input has 1 arguments, the signature 2",
    "content/problems/add-two/problem.json: tests[1]: argument b is not of type int",
    "content/problems/add-two/problem.json: tests[1]: expected is not of type int",
  ]);
});

test("reports class tests whose calls do not match the class", () => {
  const problem = createProblem({
    signature: {
      kind: "class",
      className: "Box",
      constructorParams: [],
      methods: [{ name: "put", params: [{ name: "value", type: "int" }], returns: "void" }],
    },
    tests: [{ input: { calls: ["Box", "take"], args: [[], []] }, expected: [null, 1] }],
  });
  expect(checkProblemStructure(problem)).toEqual([
    'content/problems/add-two/problem.json: tests[0]: calls[1]: "take" is not a method',
  ]);
});

test("reports duplicate slugs and titles, and near-identical statements", () => {
  const first = createProblem();
  const second = createProblem({ slug: "add-two", title: "add two" });
  expect(findDuplicateNames([first, second])).toHaveLength(2);
  const reworded = createProblem({ slug: "sum", description: `${first.description} Keep it short.` });
  const different = createProblem({ slug: "other", description: "Count the vowels of a word and return how many." });
  expect(findSimilarStatements([first, reworded, different])).toEqual([
    "near-identical statements (similarity 0.82): add-two and sum",
  ]);
});
