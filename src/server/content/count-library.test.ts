import { expect, test } from "vitest";
import { COMPLEXITIES, type Difficulty, INTERVIEW_TYPES, PATTERNS } from "@/shared/constants/practice-options";
import { makeLibraryProblem, makeLibraryQuestion, makeLibraryScenario } from "../../../tests/fixtures/ai-fixtures";
import { formatLibraryTables, listUnmetTargets } from "./count-library";
import type { Library } from "./load-library";

/** 150 problems (30 easy, 98 medium, 22 hard; every pattern 8 or 9 times), 100 questions per type, 14 scenarios per complexity. */
function makeFullLibrary(): Library {
  const difficultyAt = (index: number): Difficulty => (index < 30 ? "easy" : index < 128 ? "medium" : "hard");
  return {
    problems: Array.from({ length: 150 }, (_, index) =>
      makeLibraryProblem(`problem-${index}`, {
        difficulty: difficultyAt(index),
        pattern: PATTERNS[index % PATTERNS.length],
      }),
    ),
    interviewQuestions: INTERVIEW_TYPES.flatMap((type) =>
      Array.from({ length: 100 }, (_, index) => makeLibraryQuestion(`${type}-${index}`, { type, roleLevels: [] })),
    ),
    scenarios: COMPLEXITIES.flatMap((complexity) =>
      Array.from({ length: 14 }, (_, index) => makeLibraryScenario(`${complexity}-${index}`, { complexity })),
    ),
  };
}

test("a library at the full size of the lists meets every strict target", () => {
  expect(listUnmetTargets(makeFullLibrary())).toEqual([]);
});

test("names each unmet target: size, difficulty mix, problems per pattern, tests, questions per level, scenarios", () => {
  const library = makeFullLibrary();
  // Five bit-manipulation problems fewer (four medium, one hard) keeps the mix inside 20/65/15 % ± 5.
  library.problems = library.problems
    .filter((problem, index) => index < 60 || problem.pattern !== "bit-manipulation")
    .map((problem) => (problem.slug === "problem-0" ? { ...problem, tests: problem.tests.slice(0, 9) } : problem));
  library.interviewQuestions = library.interviewQuestions.map((question, index) =>
    question.type === "behavioral" && index % 100 >= 10
      ? { ...question, roleLevels: ["engineering-manager"] }
      : question,
  );
  library.scenarios = library.scenarios.filter((scenario, index) => scenario.complexity !== "basic" || index >= 3);
  expect(listUnmetTargets(library)).toEqual([
    "145 problems, target 150",
    "3 bit-manipulation problems, target 4",
    "problem-0 has 9 tests, target 10",
    "10 behavioral questions fit software-engineer, target 15",
    "10 behavioral questions fit senior-engineer, target 15",
    "10 behavioral questions fit staff-engineer, target 15",
    "11 basic scenarios, target 12",
    "39 scenarios, target 40",
  ]);
});

test("measures the difficulty mix against 20/65/15 % with 5 points either side", () => {
  const library = makeFullLibrary();
  library.problems = library.problems.map((problem, index) =>
    index < 45 ? { ...problem, difficulty: "easy" } : problem,
  );
  expect(listUnmetTargets(library)).toEqual([
    "easy problems are 30% of the library, target 20% ± 5",
    "medium problems are 55% of the library, target 65% ± 5",
  ]);
});

test("prints the problems per pattern and difficulty, with a total row", () => {
  const library = makeFullLibrary();
  library.problems = library.problems.slice(0, 3).concat(library.problems.slice(128, 129));
  const tables = formatLibraryTables(library);
  const table = tables.slice(tables.indexOf("Problems (pattern × difficulty):") + 1);
  expect(table[0]?.split(/\s+/).filter(Boolean)).toEqual(["easy", "medium", "hard", "total"]);
  const row = (name: string) => table.find((line) => line.startsWith(`${name} `))?.split(/\s+/);
  expect(row("arrays-hashing")).toEqual(["arrays-hashing", "1", "0", "0", "1"]);
  // Problem 128 is hard and falls on pattern 128 % 18 = 2, sliding-window.
  expect(row("sliding-window")).toEqual(["sliding-window", "1", "0", "1", "2"]);
  expect(row("bit-manipulation")).toEqual(["bit-manipulation", "0", "0", "0", "0"]);
  expect(row("total")).toEqual(["total", "3", "0", "1", "4"]);
});
