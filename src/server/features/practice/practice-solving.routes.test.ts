import { eq } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import type { AiProvider } from "@/server/ai/ai-provider";
import { createLibraryProvider } from "@/server/ai/library-provider";
import type { Library } from "@/server/content/load-library";
import { practiceProblems, problemDrafts } from "@/server/db/schema/practice";
import { CODE_MAX_BYTES } from "@/shared/judge/limits";
import type { Problem } from "@/shared/schemas/practice";
import type { ProblemDetail, ProblemWork, SolvingJudge } from "@/shared/schemas/solving";
import { type Caller, makeLibraryProblem, signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { createTestApp } from "../../../../tests/fixtures/test-app";

const NOW = new Date("2026-11-15T12:00:00.000Z");
const SOLUTION_TEXT = "function solve(nums) { return nums[0] /* the reference */; }";
const PYTHON_SOLUTION_TEXT = "def solve(nums): return nums[0]  # the reference";
const COMPLEXITY = { time: "O(the reference time)", space: "O(the reference space)" };

/** A library problem whose examples are tests 1 and 2 (the display form `nums = [1]` → `1`). */
const judged = makeLibraryProblem("judged", {
  solutions: { javascript: SOLUTION_TEXT, python: PYTHON_SOLUTION_TEXT },
  complexity: COMPLEXITY,
  timeLimitMs: 3000,
});
const libraryContent: Library = { problems: [judged], interviewQuestions: [], scenarios: [] };
let now = NOW;
const { app, db } = await createTestApp({
  ai: withJudges(createLibraryProvider({ library: libraryContent })),
  library: async () => libraryContent,
  clock: () => now,
});
beforeEach(() => {
  now = NOW;
});

const readJson = async <T>(response: Response) => (await response.json()) as T;
const problemPath = (id: string, rest = "") => `/api/practice/problems/${id}${rest}`;

/**
 * The provider's contract: a served problem carries its judge (signature, tests,
 * comparison, time limit, complexity, solutions), taken here from the library entry it came from.
 */
function withJudges(provider: AiProvider): AiProvider {
  return {
    ...provider,
    async generateProblem(request, context) {
      const served = await provider.generateProblem(request, context);
      const entry = libraryContent.problems.find(({ slug }) =>
        served.source.kind === "library" ? slug === served.source.slug : false,
      );
      if (!entry) throw new Error("served a problem the library does not have");
      const { signature, comparison, tests, timeLimitMs, complexity, solutions } = entry;
      const item = { ...served.item, signature, comparison, tests, timeLimitMs, complexity, solutions };
      return { ...served, item };
    },
  };
}

/** A problem saved as generation saves it now: its judge stored with it. */
async function generate(caller: Caller): Promise<Problem> {
  const response = await caller.call("POST", "/api/practice/problems", {});
  expect(response.status).toBe(201);
  return (await readJson<{ problem: Problem }>(response)).problem;
}

/** A row as earlier versions saved it: no judge (a library row keeps its slug; an AI row has none). */
async function insertUnjudged(userId: string, kind: "library" | "ai", id = `problem_${Date.now()}_${kind}`) {
  const { title, difficulty, topic, company, description, examples, constraints, hints } = judged;
  await db.insert(practiceProblems).values({
    id,
    userId,
    title,
    difficulty,
    topic,
    company,
    description,
    examples,
    constraints,
    hints,
    source: kind === "ai" ? { kind: "ai", model: "gpt-4" } : { kind: "library" },
    slug: kind === "ai" ? null : judged.slug,
    createdAt: NOW,
  });
  return id;
}

test("every new route needs a session", async () => {
  const routes = [
    ["GET", "/judge"],
    ["GET", "/work"],
    ["PATCH", "/work"],
    ["PUT", "/drafts/javascript"],
    ["PUT", "/repetition-drafts/javascript"],
    ["GET", "/submissions"],
    ["POST", "/submissions"],
    ["GET", "/submissions/submission_1_abc"],
    ["GET", "/solution"],
    ["POST", "/give-up"],
  ] as const;
  for (const [method, rest] of routes) {
    const response = await app.request(problemPath("problem_1_abc", rest), {
      method,
      headers: { "content-type": "application/json" },
      body: method === "GET" ? undefined : "{}",
    });
    expect(response.status, `${method} ${rest}`).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "UNAUTHORIZED" } });
  }
});

test("generating stores the item's judge; the problem says it is judged, with its time limit, but never its tests or solution", async () => {
  const caller = await signUpCaller(app);
  const problem = await generate(caller);
  const [row] = await db.select().from(practiceProblems).where(eq(practiceProblems.id, problem.id));
  expect(row?.judge ?? null).toMatchObject({ tests: judged.tests, solutions: judged.solutions });

  const response = await caller.call("GET", problemPath(problem.id));
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({
    problem: {
      ...problem,
      isJudged: true,
      timeLimitMs: 3000,
      solveSeconds: null,
      gaveUpAt: null,
      hintsRevealed: 0,
      pattern: "arrays-hashing",
      tags: ["Array"],
    },
  });
  for (const secret of ["the reference", "O(the reference", '"tests"', '"solutions"', '"complexity"', '"judge"']) {
    expect(text).not.toContain(secret);
  }
});

test("the judge has every test, the examples' indexes and the time limit, but never the solution or complexity", async () => {
  const caller = await signUpCaller(app);
  const problem = await generate(caller);
  const response = await caller.call("GET", problemPath(problem.id, "/judge"));
  expect(response.status).toBe(200);
  const text = await response.text();
  const { judge } = JSON.parse(text) as { judge: SolvingJudge };
  expect(judge).toEqual({
    signature: judged.signature,
    comparison: "exact",
    timeLimitMs: 3000,
    // No reference times for this problem: every language has the problem's own limit.
    timeLimitsMs: { javascript: 3000, typescript: 3000, python: 3000 },
    tests: judged.tests,
    exampleTestIndexes: [1, 2],
  });
  expect(text).not.toContain("the reference");
  expect(text).not.toContain("O(the reference");
});

test("a library problem saved before judges were stored is judged from the library by its slug", async () => {
  const { userId, call } = await signUpCaller(app);
  const id = await insertUnjudged(userId, "library");
  const detail = await readJson<{ problem: ProblemDetail }>(await call("GET", problemPath(id)));
  expect(detail.problem).toMatchObject({ isJudged: true, timeLimitMs: 3000, slug: "judged" });
  const { judge } = await readJson<{ judge: SolvingJudge }>(await call("GET", problemPath(id, "/judge")));
  expect(judge.tests).toHaveLength(judged.tests.length);
  expect(judge.exampleTestIndexes).toEqual([1, 2]);
});

test("an AI problem saved before judging says so and answers 409 PROBLEM_NOT_JUDGED where tests are needed", async () => {
  const { userId, call } = await signUpCaller(app);
  const id = await insertUnjudged(userId, "ai");
  const detail = await readJson<{ problem: ProblemDetail }>(await call("GET", problemPath(id)));
  expect(detail.problem).toMatchObject({ isJudged: false, timeLimitMs: 2000, source: { kind: "ai" } });
  const notJudged = {
    error: {
      code: "PROBLEM_NOT_JUDGED",
      message:
        "This problem was saved before PrepPilot could run code, so it has no tests. Generate a new problem to solve it in the editor.",
    },
  };
  const submission = { language: "javascript", code: "x", verdict: "accepted", passed: 10, total: 10, runtimeMs: 1 };
  for (const response of [
    await call("GET", problemPath(id, "/judge")),
    await call("GET", problemPath(id, "/solution")),
    await call("POST", problemPath(id, "/give-up")),
    await call("POST", problemPath(id, "/submissions"), submission),
  ]) {
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(notJudged);
  }
  // Notes and drafts still work on it.
  expect((await call("PATCH", problemPath(id, "/work"), { notes: "old one" })).status).toBe(200);
});

test("the solution is locked until the user gives up; giving up once reveals it for good", async () => {
  const user = await signUpCaller(app);
  const { call } = user;
  const problem = await generate(user);
  const locked = await call("GET", problemPath(problem.id, "/solution"));
  expect(locked.status).toBe(409);
  expect(await locked.json()).toEqual({
    error: { code: "SOLUTION_LOCKED", message: "Solve the problem or give up to see the solution." },
  });

  now = new Date(NOW.getTime() + 60_000);
  const gaveUp = await call("POST", problemPath(problem.id, "/give-up"));
  expect(gaveUp.status).toBe(200);
  const solution = { javascript: SOLUTION_TEXT, python: PYTHON_SOLUTION_TEXT, complexity: COMPLEXITY };
  expect(await gaveUp.json()).toEqual({ solution });
  now = new Date(NOW.getTime() + 120_000);
  expect(await readJson(await call("POST", problemPath(problem.id, "/give-up")))).toEqual({ solution });
  expect(await readJson(await call("GET", problemPath(problem.id, "/solution")))).toEqual({ solution });
  const { problem: detail } = await readJson<{ problem: ProblemDetail }>(await call("GET", problemPath(problem.id)));
  expect(detail.gaveUpAt).toBe(new Date(NOW.getTime() + 60_000).toISOString());
});

test("drafts are saved per language and restored with the last language used", async () => {
  const user = await signUpCaller(app);
  const { call } = user;
  const problem = await generate(user);
  const empty = await readJson<{ work: ProblemWork }>(await call("GET", problemPath(problem.id, "/work")));
  expect(empty).toEqual({
    work: { language: null, drafts: [], repetitionDrafts: [], notes: "", elapsedSeconds: 0, updatedAt: null },
  });

  const saved = await call("PUT", problemPath(problem.id, "/drafts/python"), { code: "def solve(nums):\n  pass" });
  expect(saved.status).toBe(200);
  expect(await saved.json()).toEqual({
    draft: { language: "python", code: "def solve(nums):\n  pass", updatedAt: NOW.toISOString() },
  });
  now = new Date(NOW.getTime() + 1000);
  await call("PUT", problemPath(problem.id, "/drafts/javascript"), { code: "function solve() {}" });
  now = new Date(NOW.getTime() + 2000);
  await call("PUT", problemPath(problem.id, "/drafts/javascript"), { code: "function solve(nums) { return 1; }" });

  const { work } = await readJson<{ work: ProblemWork }>(await call("GET", problemPath(problem.id, "/work")));
  expect(work).toEqual({
    language: "javascript",
    drafts: [
      { language: "javascript", code: "function solve(nums) { return 1; }", updatedAt: now.toISOString() },
      { language: "python", code: "def solve(nums):\n  pass", updatedAt: NOW.toISOString() },
    ],
    repetitionDrafts: [],
    notes: "",
    elapsedSeconds: 0,
    updatedAt: now.toISOString(),
  });

  // Picking a language without typing makes it the last one too.
  const picked = await readJson<{ work: ProblemWork }>(
    await call("PATCH", problemPath(problem.id, "/work"), { language: "typescript" }),
  );
  expect(picked.work).toMatchObject({ language: "typescript", drafts: work.drafts });
});

test("code over 64 KB answers 413 CODE_TOO_LARGE and saves nothing; exactly 64 KB is saved", async () => {
  const user = await signUpCaller(app);
  const { userId, call } = user;
  const problem = await generate(user);
  // "é" is two bytes in UTF-8: the limit counts bytes, not characters.
  const tooLarge = await call("PUT", problemPath(problem.id, "/drafts/javascript"), {
    code: `${"é".repeat(CODE_MAX_BYTES / 2)}x`,
  });
  expect(tooLarge.status).toBe(413);
  expect(await tooLarge.json()).toEqual({ error: { code: "CODE_TOO_LARGE", message: "Code is limited to 64 KB." } });
  expect(await db.$count(problemDrafts, eq(problemDrafts.userId, userId))).toBe(0);
  const { work } = await readJson<{ work: ProblemWork }>(await call("GET", problemPath(problem.id, "/work")));
  expect(work.language).toBeNull();

  // Newlines double in JSON: the body is larger than 64 KB, the code is not.
  const largest = "\n".repeat(CODE_MAX_BYTES);
  expect((await call("PUT", problemPath(problem.id, "/drafts/javascript"), { code: largest })).status).toBe(200);
  expect(await db.$count(problemDrafts, eq(problemDrafts.userId, userId))).toBe(1);
});

test("an unknown language and bad work values answer 400 naming the field", async () => {
  const user = await signUpCaller(app);
  const { call } = user;
  const problem = await generate(user);
  const unknown = await call("PUT", problemPath(problem.id, "/drafts/ruby"), { code: "puts 1" });
  expect(unknown.status).toBe(400);
  expect(await unknown.json()).toMatchObject({
    error: { code: "VALIDATION_FAILED", issues: [{ path: ["language"] }] },
  });
  const cases = [
    [{ language: "ruby" }, "language", "Language must be one of: javascript, typescript, python"],
    [{ notes: "n".repeat(20_001) }, "notes", "Notes are limited to 20,000 characters."],
    [{ elapsedSeconds: -1 }, "elapsedSeconds", "Elapsed time cannot be negative"],
    [{ elapsedSeconds: 1.5 }, "elapsedSeconds", "Elapsed time must be a whole number of seconds"],
    [{ elapsedSeconds: 86_400 * 7 + 1 }, "elapsedSeconds", "Elapsed time must be at most 604800 seconds"],
  ] as const;
  for (const [body, field, message] of cases) {
    const response = await call("PATCH", problemPath(problem.id, "/work"), body);
    expect(response.status, field).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "VALIDATION_FAILED", message, issues: [{ path: [field], message }] },
    });
  }
  expect((await call("PUT", problemPath(problem.id, "/drafts/python"), { code: 42 })).status).toBe(400);
  const { work } = await readJson<{ work: ProblemWork }>(await call("GET", problemPath(problem.id, "/work")));
  expect(work).toMatchObject({ language: null, notes: "", elapsedSeconds: 0, drafts: [] });
});

test("notes and the timer are saved, and the notes and drafts are in the data export", async () => {
  const user = await signUpCaller(app);
  const { call, cookie } = user;
  const problem = await generate(user);
  const notes = "Two pointers? Sort first.\n- try a hash map";
  const response = await call("PATCH", problemPath(problem.id, "/work"), { notes, elapsedSeconds: 754 });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    work: {
      language: null,
      drafts: [],
      repetitionDrafts: [],
      notes,
      elapsedSeconds: 754,
      updatedAt: NOW.toISOString(),
    },
  });
  // What is left out stays as it was; the full 20,000 characters fit.
  now = new Date(NOW.getTime() + 5000);
  await call("PATCH", problemPath(problem.id, "/work"), { elapsedSeconds: 760 });
  const { work } = await readJson<{ work: ProblemWork }>(await call("GET", problemPath(problem.id, "/work")));
  expect(work).toMatchObject({ notes, elapsedSeconds: 760, updatedAt: now.toISOString() });
  expect((await call("PATCH", problemPath(problem.id, "/work"), { notes: "n".repeat(20_000) })).status).toBe(200);
  await call("PATCH", problemPath(problem.id, "/work"), { notes });
  await call("PUT", problemPath(problem.id, "/drafts/typescript"), { code: "const draftInExport = 1;" });

  const exported = await app.request("/api/privacy/export", { headers: { cookie } });
  expect(exported.status).toBe(200);
  const text = await exported.text();
  const data = JSON.parse(text);
  expect(data.otherData.problem_workspaces).toMatchObject([{ problemId: problem.id, notes, elapsedSeconds: 760 }]);
  expect(data.otherData.problem_drafts).toMatchObject([{ language: "typescript", code: "const draftInExport = 1;" }]);
  expect(data.otherData.practice_problems).toMatchObject([{ id: problem.id }]);
  expect(text).not.toContain("the reference");
});

test("another user's problem answers 404 on every new route and is left untouched", async () => {
  const owner = await signUpCaller(app);
  const other = await signUpCaller(app);
  const problem = await generate(owner);
  await owner.call("PUT", problemPath(problem.id, "/drafts/javascript"), { code: "mine" });
  await owner.call("PATCH", problemPath(problem.id, "/work"), { notes: "my notes" });
  const submitted = await owner.call("POST", problemPath(problem.id, "/submissions"), {
    language: "javascript",
    code: "mine",
    verdict: "wrong_answer",
    passed: 3,
    total: 10,
    runtimeMs: 4,
  });
  expect(submitted.status).toBe(201);
  const { submission } = await readJson<{ submission: { id: string } }>(submitted);

  const requests = [
    ["GET", "/judge"],
    ["GET", "/work"],
    ["PATCH", "/work", { notes: "theirs" }],
    ["PUT", "/drafts/javascript", { code: "theirs" }],
    [
      "POST",
      "/submissions",
      { language: "javascript", code: "theirs", verdict: "accepted", passed: 10, total: 10, runtimeMs: 1 },
    ],
    ["GET", "/submissions"],
    ["GET", `/submissions/${submission.id}`],
    ["GET", "/solution"],
    ["POST", "/give-up"],
  ] as const;
  for (const [method, rest, body] of requests) {
    const response = await other.call(method, problemPath(problem.id, rest), body);
    expect(response.status, `${method} ${rest}`).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  }
  // A submission is reached only through its own problem, even by its owner.
  const otherProblem = await generate(other);
  expect((await other.call("GET", problemPath(otherProblem.id, `/submissions/${submission.id}`))).status).toBe(404);

  const { work } = await readJson<{ work: ProblemWork }>(await owner.call("GET", problemPath(problem.id, "/work")));
  expect(work).toMatchObject({ notes: "my notes", drafts: [{ code: "mine" }] });
  const { problem: detail } = await readJson<{ problem: ProblemDetail }>(
    await owner.call("GET", problemPath(problem.id)),
  );
  expect(detail).toMatchObject({ solvedAt: null, gaveUpAt: null });
});
