import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { activityEvents } from "@/server/db/schema/activity";
import { practiceProblems } from "@/server/db/schema/practice";
import type { ActivityKind } from "@/shared/constants/activity";
import type { Problem, ProblemSummary } from "@/shared/schemas/practice";
import { signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { NOW } from "../../../../tests/fixtures/ai-test-app";
import { setUpPracticeTests } from "../../../../tests/fixtures/practice-fixtures";

// Practice problems: generated from the library (or a model), listed with section 5's filters, and started.
// What limits generating is in practice-limits.routes.test.ts; paging, filters across pages and the stats
// are in practice-pages.routes.test.ts.

const MINUTE_MS = 60_000;
const { app, db, clock } = await setUpPracticeTests();

const readJson = async <T>(response: Response) => (await response.json()) as T;
const countEvents = (userId: string, kind: ActivityKind) =>
  db.$count(activityEvents, and(eq(activityEvents.userId, userId), eq(activityEvents.kind, kind)));

test("every practice route needs a session", async () => {
  const routes = [
    ["POST", "/api/practice/problems"],
    ["GET", "/api/practice/problems"],
    ["DELETE", "/api/practice/problems"],
    ["GET", "/api/practice/problems/problem_1_abc"],
    ["POST", "/api/practice/problems/problem_1_abc/start"],
  ] as const;
  for (const [method, path] of routes) {
    const response = await app.request(path, {
      method,
      headers: { "content-type": "application/json" },
      body: method === "POST" ? "{}" : undefined,
    });
    expect(response.status, `${method} ${path}`).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "UNAUTHORIZED" } });
  }
});

test("generates a library problem, saves it with section 3's fields, its source and slug, and logs it", async () => {
  const { userId, call } = await signUpCaller(app);
  clock.now = new Date(NOW.getTime() + 123);
  const response = await call("POST", "/api/practice/problems", { difficulty: "hard", topic: "all" });
  expect(response.status).toBe(201);
  const { problem } = await readJson<{ problem: Problem }>(response);
  expect(problem.id).toMatch(/^problem_\d{13}_[0-9a-z]{9}$/);
  expect(problem).toMatchObject({
    title: "Problem hard-tree",
    difficulty: "hard",
    topic: "trees",
    company: ["meta"],
    source: { kind: "library" },
    slug: "hard-tree",
    createdAt: "2026-11-15T12:00:00.123Z",
    startedAt: null,
    solvedAt: null,
  });
  expect(Object.keys(problem)).not.toContain("tests");
  expect(Object.keys(problem)).not.toContain("solutions");

  // It survives a reload: the list and the problem's own address have it.
  const { problems } = await readJson<{ problems: ProblemSummary[] }>(await call("GET", "/api/practice/problems"));
  const { description: _text, examples: _examples, constraints: _constraints, hints: _hints, ...summary } = problem;
  expect(problems).toEqual([summary]);
  expect(await readJson(await call("GET", `/api/practice/problems/${problem.id}`))).toEqual({
    problem: {
      ...problem,
      isJudged: true,
      timeLimitMs: 2000,
      solveSeconds: null,
      gaveUpAt: null,
      hintsRevealed: 0,
      pattern: "arrays-hashing",
      tags: ["Array"],
    },
  });

  const events = await db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), eq(activityEvents.kind, "problem_generated")));
  expect(events).toMatchObject([{ kind: "problem_generated", subjectId: problem.id, details: { topic: "trees" } }]);
});

test("refuses filters outside section 9's options with a 400 naming the field", async () => {
  const { call } = await signUpCaller(app);
  const cases = [
    [{ difficulty: "extreme" }, "difficulty", "Difficulty must be one of: all, easy, medium, hard"],
    [
      { topic: "sorting" },
      "topic",
      "Topic must be one of: all, arrays, strings, dynamic-programming, trees, graphs, system-design",
    ],
    [{ company: "netflix" }, "company", "Company must be one of: all, google, meta, amazon, microsoft, apple"],
  ] as const;
  for (const [body, field, message] of cases) {
    const response = await call("POST", "/api/practice/problems", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "VALIDATION_FAILED", message, issues: [{ path: [field], message }] },
    });
  }
  expect((await call("GET", "/api/practice/problems?difficulty=extreme")).status).toBe(400);
});

test("serves every matching library problem once, then refuses with LIBRARY_EXHAUSTED and saves nothing", async () => {
  const { userId, call } = await signUpCaller(app);
  const slugs = [];
  for (let round = 0; round < 2; round++) {
    const response = await call("POST", "/api/practice/problems", { difficulty: "easy" });
    expect(response.status).toBe(201);
    slugs.push((await readJson<{ problem: Problem }>(response)).problem.slug);
  }
  expect(new Set(slugs)).toEqual(new Set(["two-sum-style", "easy-string"]));
  const refused = await call("POST", "/api/practice/problems", { difficulty: "easy" });
  expect(refused.status).toBe(409);
  expect(await refused.json()).toEqual({
    error: {
      code: "LIBRARY_EXHAUSTED",
      message:
        "You have practised every library problem that matches these filters. Change a filter to get a new problem.",
    },
  });
  expect(await db.$count(practiceProblems, eq(practiceProblems.userId, userId))).toBe(2);
});

test("Clear All empties the list but keeps the rows: the library still does not repeat itself", async () => {
  const { userId, call } = await signUpCaller(app);
  const { problem } = await readJson<{ problem: Problem }>(
    await call("POST", "/api/practice/problems", { topic: "strings" }),
  );
  expect((await call("DELETE", "/api/practice/problems")).status).toBe(204);
  expect(await readJson(await call("GET", "/api/practice/problems"))).toEqual({ problems: [], nextCursor: null });
  expect((await call("GET", `/api/practice/problems/${problem.id}`)).status).toBe(200);
  expect(await db.$count(practiceProblems, eq(practiceProblems.userId, userId))).toBe(1);
  expect((await call("POST", "/api/practice/problems", { topic: "strings" })).status).toBe(409);

  // A problem generated after clearing shows alone.
  clock.now = new Date(NOW.getTime() + 1000);
  const { problem: next } = await readJson<{ problem: Problem }>(await call("POST", "/api/practice/problems", {}));
  const { problems } = await readJson<{ problems: ProblemSummary[] }>(await call("GET", "/api/practice/problems"));
  expect(problems.map(({ id }) => id)).toEqual([next.id]);
});

test("lists newest first with section 5's filters: search in title or description, each filter or all", async () => {
  const { call } = await signUpCaller(app);
  for (const [offset, topic] of [
    [0, "arrays"],
    [1, "trees"],
    [2, "strings"],
  ] as const) {
    clock.now = new Date(NOW.getTime() + offset * 1000);
    expect((await call("POST", "/api/practice/problems", { topic })).status).toBe(201);
  }
  const list = async (query: string) =>
    (await readJson<{ problems: ProblemSummary[] }>(await call("GET", `/api/practice/problems${query}`))).problems.map(
      ({ slug }) => slug,
    );
  expect(await list("")).toEqual(["easy-string", "hard-tree", "two-sum-style"]);
  expect(await list("?search=words")).toEqual(["easy-string"]);
  expect(await list("?search=100%25")).toEqual(["two-sum-style"]);
  expect(await list("?search=0%25")).toEqual(["two-sum-style"]);
  expect(await list("?search=_")).toEqual([]);
  expect(await list("?difficulty=hard&topic=all")).toEqual(["hard-tree"]);
  expect(await list("?company=google")).toEqual(["two-sum-style"]);
  expect(await list("?company=meta&difficulty=easy")).toEqual([]);
  const [summary] = (await readJson<{ problems: ProblemSummary[] }>(await call("GET", "/api/practice/problems")))
    .problems;
  expect(Object.keys(summary ?? {})).not.toContain("examples");
  expect(Object.keys(summary ?? {})).not.toContain("description");
});

test("only the owner sees a problem", async () => {
  const owner = await signUpCaller(app);
  const other = await signUpCaller(app);
  const { problem } = await readJson<{ problem: Problem }>(await owner.call("POST", "/api/practice/problems", {}));
  expect((await other.call("GET", `/api/practice/problems/${problem.id}`)).status).toBe(404);
  expect((await other.call("POST", `/api/practice/problems/${problem.id}/start`)).status).toBe(404);
  expect((await owner.call("GET", `/api/practice/problems/${problem.id}`)).status).toBe(200);
  expect(await readJson(await other.call("GET", "/api/practice/problems"))).toEqual({ problems: [], nextCursor: null });
  await other.call("DELETE", "/api/practice/problems");
  expect((await owner.call("GET", `/api/practice/problems/${problem.id}`)).status).toBe(200);
});

test("Start logs problem_started and answers 204", async () => {
  const { userId, call } = await signUpCaller(app);
  const { problem } = await readJson<{ problem: Problem }>(await call("POST", "/api/practice/problems", {}));
  expect((await call("POST", `/api/practice/problems/${problem.id}/start`)).status).toBe(204);
  const started = await db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), eq(activityEvents.kind, "problem_started")));
  expect(started).toMatchObject([{ subjectId: problem.id, details: { title: problem.title } }]);
  expect((await call("POST", "/api/practice/problems/problem_0_missing/start")).status).toBe(404);
});

test("the first Start sets startedAt, later ones keep it; list and problem return it", async () => {
  const { userId, call } = await signUpCaller(app);
  const { problem } = await readJson<{ problem: Problem }>(await call("POST", "/api/practice/problems", {}));
  clock.now = new Date(NOW.getTime() + 5 * MINUTE_MS);
  expect((await call("POST", `/api/practice/problems/${problem.id}/start`)).status).toBe(204);
  clock.now = new Date(NOW.getTime() + 9 * MINUTE_MS);
  expect((await call("POST", `/api/practice/problems/${problem.id}/start`)).status).toBe(204);
  const startedAt = new Date(NOW.getTime() + 5 * MINUTE_MS).toISOString();
  expect(
    (await readJson<{ problem: Problem }>(await call("GET", `/api/practice/problems/${problem.id}`))).problem,
  ).toMatchObject({ startedAt, solvedAt: null });
  const { problems } = await readJson<{ problems: ProblemSummary[] }>(await call("GET", "/api/practice/problems"));
  expect(problems).toMatchObject([{ id: problem.id, startedAt, solvedAt: null }]);
  expect(await countEvents(userId, "problem_started")).toBe(2);
});
