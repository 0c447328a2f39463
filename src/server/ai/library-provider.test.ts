import { expect, test } from "vitest";
import { type Library, loadLibrary } from "@/server/content/load-library";
import { generatedInterviewQuestionSchema, generatedProblemSchema } from "@/shared/schemas/content";
import { problemJudgeSchema } from "@/shared/schemas/problem-judge";
import {
  makeLibraryScenario,
  makeLibraryProblem as makeProblem,
  makeLibraryQuestion as makeQuestion,
} from "../../../tests/fixtures/ai-fixtures";
import { scenarioAnswerSchema } from "./ai-answers";
import { createLibraryProvider } from "./library-provider";

const makeScenario: typeof makeLibraryScenario = (slug, overrides) =>
  makeLibraryScenario(slug, { complexity: "basic", ...overrides });

const library: Library = {
  problems: [
    makeProblem("easy-arrays-google", { company: ["google"] }),
    makeProblem("easy-arrays-untagged"),
    makeProblem("hard-trees-meta", {
      difficulty: "hard",
      topic: "trees",
      company: ["meta", "google"],
      timeLimitMs: 3000,
    }),
  ],
  interviewQuestions: [
    ...["a", "b", "c", "d"].map((slug) => makeQuestion(slug)),
    makeQuestion("netflix-only", { companies: ["netflix"] }),
    makeQuestion("google-only", { companies: ["google"] }),
    makeQuestion("staff-only", { roleLevels: ["staff-engineer"] }),
    makeQuestion("behavioral", { type: "behavioral" }),
  ],
  scenarios: [
    makeScenario("any-company"),
    makeScenario("meta-only", { companies: ["meta"] }),
    makeScenario("advanced", { complexity: "advanced" }),
  ],
};

const none = new Set<string>();
/** Section 3's fields plus the judge: what a served problem carries (the library's slug and patterns are not). */
const judgedProblemSchema = generatedProblemSchema.extend(problemJudgeSchema.shape);

test("serves a matching problem chosen at random, with section 3's fields and its judge, and its slug as source", async () => {
  const first = createLibraryProvider({ library, random: () => 0 });
  const last = createLibraryProvider({ library, random: () => 0.99 });
  expect((await first.generateProblem({}, { servedSlugs: none })).source).toEqual({
    kind: "library",
    slug: "easy-arrays-google",
  });
  const served = await last.generateProblem({}, { servedSlugs: none });
  expect(served.source).toEqual({ kind: "library", slug: "hard-trees-meta" });
  // This problem has neither a validator nor measured reference times: those optional fields are absent;
  // a library problem's editorial is read from content/ by its slug, never copied into the item.
  const optional = ["checker", "referenceTimeMs", "editorial"];
  const fields = Object.keys(judgedProblemSchema.shape).filter((key) => !optional.includes(key));
  expect(Object.keys(served.item).sort()).toEqual(fields.sort());
  expect(served.item).toMatchObject({
    difficulty: "hard",
    topic: "trees",
    company: ["meta", "google"],
    timeLimitMs: 3000,
    solutions: { javascript: "function solve(nums) { return nums[0]; }", python: "def solve(nums): return nums[0]" },
  });
  expect(served.item.tests).toHaveLength(10);
  // A problem without its own time limit has none: the judge's default applies.
  const untimed = await first.generateProblem({}, { servedSlugs: none });
  expect("timeLimitMs" in untimed.item).toBe(false);
});

test("matches difficulty, topic and company; a filter left at all matches any value", async () => {
  const provider = createLibraryProvider({ library, random: () => 0.99 });
  const pick = async (request: Parameters<typeof provider.generateProblem>[0]) =>
    (await provider.generateProblem(request, { servedSlugs: none })).source;
  expect(await pick({ difficulty: "easy" })).toMatchObject({ slug: "easy-arrays-untagged" });
  expect(await pick({ topic: "arrays", company: "google" })).toMatchObject({ slug: "easy-arrays-google" });
  expect(await pick({ company: "google" })).toMatchObject({ slug: "hard-trees-meta" });
  expect(await pick({ difficulty: "hard", topic: "trees", company: "meta" })).toMatchObject({
    slug: "hard-trees-meta",
  });
});

test("never repeats a problem: once the matching ones are used up it refuses and says so", async () => {
  const provider = createLibraryProvider({ library });
  const servedSlugs = new Set<string>();
  for (let round = 0; round < 2; round++) {
    const { source } = await provider.generateProblem({ difficulty: "easy" }, { servedSlugs });
    if (source.kind === "library") servedSlugs.add(source.slug);
  }
  expect(servedSlugs).toEqual(new Set(["easy-arrays-google", "easy-arrays-untagged"]));
  await expect(provider.generateProblem({ difficulty: "easy" }, { servedSlugs })).rejects.toMatchObject({
    code: "LIBRARY_EXHAUSTED",
    status: 409,
    message:
      "You have practised every library problem that matches these filters. Change a filter to get a new problem.",
  });
  // Other filters still have problems left.
  expect((await provider.generateProblem({}, { servedSlugs })).source).toMatchObject({ slug: "hard-trees-meta" });
});

test("says so when no library problem matches the filters at all", async () => {
  const provider = createLibraryProvider({ library });
  await expect(provider.generateProblem({ topic: "graphs" }, { servedSlugs: none })).rejects.toMatchObject({
    code: "LIBRARY_EXHAUSTED",
    message: "The PrepPilot library has no problem that matches these filters yet. Change a filter to get one.",
  });
});

test("serves five distinct unserved questions of the type; untagged questions suit any company and level", async () => {
  const provider = createLibraryProvider({ library });
  const questions = await provider.generateInterview(
    { type: "technical", company: "google", role: "software-engineer" },
    { servedSlugs: none },
  );
  const slugs = questions.map(({ source }) => (source.kind === "library" ? source.slug : ""));
  expect(new Set(slugs)).toEqual(new Set(["a", "b", "c", "d", "google-only"]));
  for (const { item } of questions) {
    expect(Object.keys(item).sort()).toEqual(Object.keys(generatedInterviewQuestionSchema.shape).sort());
  }

  const forStaff = await provider.generateInterview(
    { type: "technical", role: "staff-engineer", company: "netflix" },
    { servedSlugs: new Set(["a"]) },
  );
  expect(new Set(forStaff.map(({ source }) => (source.kind === "library" ? source.slug : "")))).toEqual(
    new Set(["b", "c", "d", "netflix-only", "staff-only"]),
  );
});

test("refuses an interview when fewer than five unserved questions fit", async () => {
  const provider = createLibraryProvider({ library });
  await expect(
    provider.generateInterview(
      { type: "technical", company: "google", role: "senior-engineer" },
      { servedSlugs: new Set(["a"]) },
    ),
  ).rejects.toMatchObject({ code: "LIBRARY_EXHAUSTED", message: expect.stringMatching(/^You have seen every/) });
  await expect(provider.generateInterview({ type: "behavioral" }, { servedSlugs: none })).rejects.toMatchObject({
    code: "LIBRARY_EXHAUSTED",
    message: expect.stringMatching(/^The PrepPilot library has fewer than 5 questions/),
  });
});

test("serves scenarios by complexity and company, never twice", async () => {
  const provider = createLibraryProvider({ library, random: () => 0.99 });
  const served = await provider.generateScenario({ complexity: "basic", company: "meta" }, { servedSlugs: none });
  expect(served.source).toEqual({ kind: "library", slug: "meta-only" });
  expect(Object.keys(served.item).sort()).toEqual(Object.keys(scenarioAnswerSchema.shape).sort());
  expect(served.item.nonFunctionalRequirements).toEqual(["n1", "n2"]);
  expect(
    (await provider.generateScenario({ complexity: "basic", company: "google" }, { servedSlugs: none })).source,
  ).toMatchObject({ slug: "any-company" });
  await expect(
    provider.generateScenario({ complexity: "basic", company: "google" }, { servedSlugs: new Set(["any-company"]) }),
  ).rejects.toMatchObject({ code: "LIBRARY_EXHAUSTED", message: expect.stringMatching(/^You have studied every/) });
});

test("everything the real library serves is a valid section 3 item, a problem with its judge", async () => {
  const provider = createLibraryProvider({ library: await loadLibrary() });
  const { item: problem } = await provider.generateProblem({}, { servedSlugs: none });
  // Not parse(…) toEqual: the schema trims text, and a solution file ends with a newline.
  expect(judgedProblemSchema.safeParse(problem).error).toBeUndefined();
  expect(problem.solutions.python).toEqual(expect.any(String));
  const questions = await provider.generateInterview({ type: "behavioral" }, { servedSlugs: none });
  for (const { item } of questions) expect(generatedInterviewQuestionSchema.parse(item)).toEqual(item);
  const { item: scenario } = await provider.generateScenario({ complexity: "advanced" }, { servedSlugs: none });
  expect(scenarioAnswerSchema.parse(scenario)).toEqual(scenario);
  expect(scenario.nonFunctionalRequirements.length).toBeGreaterThan(0);
});
