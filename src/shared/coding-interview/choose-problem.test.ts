import { expect, test } from "vitest";
import { chooseCodingProblem } from "./choose-problem";

const problems = [
  { slug: "a-easy-google", difficulty: "easy", company: ["google"] },
  { slug: "b-medium-google", difficulty: "medium", company: ["google"] },
  { slug: "c-hard-google", difficulty: "hard", company: ["google"] },
  { slug: "d-medium-meta", difficulty: "medium", company: ["meta"] },
  { slug: "e-hard-meta", difficulty: "hard", company: ["meta"] },
] as const;
const none = new Set<string>();

test("a round asks the chosen company's problem at a difficulty that fits the role level", () => {
  const senior = chooseCodingProblem(problems, {
    company: "meta",
    role: "senior-engineer",
    solvedSlugs: none,
    seed: 0,
  });
  expect(senior?.slug).toBe("d-medium-meta");
  const manager = chooseCodingProblem(problems, {
    company: "google",
    role: "engineering-manager",
    solvedSlugs: none,
    seed: 7,
  });
  expect(manager?.slug).toBe("b-medium-google");
  for (let seed = 0; seed < 4; seed++) {
    const junior = chooseCodingProblem(problems, {
      company: "google",
      role: "software-engineer",
      solvedSlugs: none,
      seed,
    });
    expect(["a-easy-google", "b-medium-google"]).toContain(junior?.slug);
  }
});

test("a problem the user has solved is asked only when nothing else fits the level", () => {
  const solved = new Set(["d-medium-meta"]);
  const next = chooseCodingProblem(problems, {
    company: "meta",
    role: "engineering-manager",
    solvedSlugs: solved,
    seed: 0,
  });
  expect(next?.slug).toBe("b-medium-google");
  const allSolved = new Set(["b-medium-google", "d-medium-meta"]);
  const again = chooseCodingProblem(problems, { role: "engineering-manager", solvedSlugs: allSolved, seed: 1 });
  expect(["b-medium-google", "d-medium-meta"]).toContain(again?.slug);
});

test("different seeds spread the picks over the problems that fit equally well", () => {
  const picks = new Set(
    [0, 1, 2, 3].map(
      (seed) => chooseCodingProblem(problems, { role: "staff-engineer", solvedSlugs: none, seed })?.slug,
    ),
  );
  expect(picks).toEqual(new Set(["b-medium-google", "c-hard-google", "d-medium-meta", "e-hard-meta"]));
  expect(chooseCodingProblem([], { solvedSlugs: none, seed: 0 })).toBeUndefined();
});
