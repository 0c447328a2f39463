import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { practiceProblems } from "@/server/db/schema/practice";
import type { ProblemDetail, ReferenceSolution, SolvingJudge } from "@/shared/schemas/solving";
import { signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import {
  COMPLEXITY,
  judged,
  NATIVE_SOLUTION_TEXTS,
  NOW,
  PYTHON_SOLUTION_TEXT,
  problemPath,
  readJson,
  SOLUTION_TEXT,
  setUpSolvingTests,
} from "../../../../tests/fixtures/solving-fixtures";

// Solving a practice problem against its stored judge: the problem says it is judged but never shows its
// tests or solution; older rows are judged from the library or refused; the solution opens only on giving up.
// Drafts, notes and the timer are in practice-drafts.routes.test.ts.

const { app, db, clock, generate, insertUnjudged } = await setUpSolvingTests();

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
    timeLimitsMs: { javascript: 3000, typescript: 3000, python: 3000, java: 3000, cpp: 3000, go: 3000 },
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

  clock.now = new Date(NOW.getTime() + 60_000);
  const gaveUp = await call("POST", problemPath(problem.id, "/give-up"));
  expect(gaveUp.status).toBe(200);
  const solution = {
    javascript: SOLUTION_TEXT,
    python: PYTHON_SOLUTION_TEXT,
    ...NATIVE_SOLUTION_TEXTS,
    complexity: COMPLEXITY,
    // This test's library has no editorials.
    editorial: null,
  };
  expect(await gaveUp.json()).toEqual({ solution });
  clock.now = new Date(NOW.getTime() + 120_000);
  expect(await readJson(await call("POST", problemPath(problem.id, "/give-up")))).toEqual({ solution });
  expect(await readJson(await call("GET", problemPath(problem.id, "/solution")))).toEqual({ solution });
  const { problem: detail } = await readJson<{ problem: ProblemDetail }>(await call("GET", problemPath(problem.id)));
  expect(detail.gaveUpAt).toBe(new Date(NOW.getTime() + 60_000).toISOString());
});

test("a library problem opened before the library had Java, C++ and Go solutions shows them from the library", async () => {
  const user = await signUpCaller(app);
  const problem = await generate(user);
  // The judge as it was copied then: JavaScript and Python only.
  const [row] = await db.select().from(practiceProblems).where(eq(practiceProblems.id, problem.id));
  const { javascript, python } = row?.judge?.solutions ?? { javascript: "" };
  const oldJudge = { ...row?.judge, solutions: { javascript, python } } as NonNullable<typeof row>["judge"];
  await db.update(practiceProblems).set({ judge: oldJudge }).where(eq(practiceProblems.id, problem.id));
  const unjudged = await insertUnjudged(user.userId, "library");
  const expected = { javascript: SOLUTION_TEXT, python: PYTHON_SOLUTION_TEXT, ...NATIVE_SOLUTION_TEXTS };
  for (const id of [problem.id, unjudged]) {
    const { solution } = await readJson<{ solution: ReferenceSolution }>(
      await user.call("POST", problemPath(id, "/give-up")),
    );
    expect(solution).toEqual({ ...expected, complexity: COMPLEXITY, editorial: null });
  }
});
