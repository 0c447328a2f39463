import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, expect, test } from "vitest";
import { createLibraryProvider } from "@/server/ai/library-provider";
import { createOpenAiProvider } from "@/server/ai/openai-provider";
import type { Library } from "@/server/content/load-library";
import { activityEvents } from "@/server/db/schema/activity";
import { practiceProblems } from "@/server/db/schema/practice";
import type { ActivityKind } from "@/shared/constants/activity";
import type { Problem, ProblemSummary } from "@/shared/schemas/practice";
import {
  createSwitchableProvider,
  makeLibraryProblem,
  setSubscription,
  signUpCaller,
} from "../../../../tests/fixtures/ai-fixtures";
import { createGate, SAMPLE_ANSWERS, startFakeOpenAi } from "../../../../tests/fixtures/fake-openai";
import { insertSavedProblems } from "../../../../tests/fixtures/saved-problems";
import { createTestApp } from "../../../../tests/fixtures/test-app";
import type { ProblemRow } from "./practice.service";

const NOW = new Date("2026-11-15T12:00:00.000Z");
const MINUTE_MS = 60_000;
const fake = await startFakeOpenAi();
afterAll(() => fake.close());
const libraryContent: Library = {
  problems: [
    makeLibraryProblem("two-sum-style", { company: ["google"], title: "Pair Sum 100%" }),
    makeLibraryProblem("hard-tree", { difficulty: "hard", topic: "trees", company: ["meta"] }),
    makeLibraryProblem("easy-string", { topic: "strings", description: "Reverse the WORDS." }),
  ],
  interviewQuestions: [],
  scenarios: [],
};
const library = createLibraryProvider({ library: libraryContent });
const openai = createOpenAiProvider({ baseURL: fake.baseURL, apiKey: "k", model: "gpt-4", timeoutMs: 10_000 });
const provider = createSwitchableProvider(library);
let now = NOW;
const { app, db } = await createTestApp({
  ai: provider.ai,
  library: async () => libraryContent,
  clock: () => now,
});
beforeEach(() => {
  now = NOW;
  provider.use(library);
  fake.requests.length = 0;
});

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
  now = new Date(NOW.getTime() + 123);
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
  now = new Date(NOW.getTime() + 1000);
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
    now = new Date(NOW.getTime() + offset * 1000);
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
  now = new Date(NOW.getTime() + 5 * MINUTE_MS);
  expect((await call("POST", `/api/practice/problems/${problem.id}/start`)).status).toBe(204);
  now = new Date(NOW.getTime() + 9 * MINUTE_MS);
  expect((await call("POST", `/api/practice/problems/${problem.id}/start`)).status).toBe(204);
  const startedAt = new Date(NOW.getTime() + 5 * MINUTE_MS).toISOString();
  expect(
    (await readJson<{ problem: Problem }>(await call("GET", `/api/practice/problems/${problem.id}`))).problem,
  ).toMatchObject({ startedAt, solvedAt: null });
  const { problems } = await readJson<{ problems: ProblemSummary[] }>(await call("GET", "/api/practice/problems"));
  expect(problems).toMatchObject([{ id: problem.id, startedAt, solvedAt: null }]);
  expect(await countEvents(userId, "problem_started")).toBe(2);
});

test("without AI access, Generate and Start answer 402 AI_ACCESS_REQUIRED; the list still loads", async () => {
  const { userId, call } = await signUpCaller(app);
  const { problem } = await readJson<{ problem: Problem }>(await call("POST", "/api/practice/problems", {}));
  await setSubscription(db, userId, { status: "trial", trialEnd: new Date(NOW.getTime() - 1000) });
  for (const response of [
    await call("POST", "/api/practice/problems", {}),
    await call("POST", `/api/practice/problems/${problem.id}/start`),
  ]) {
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({
      error: {
        code: "AI_ACCESS_REQUIRED",
        message: "Your trial or subscription has expired. Upgrade your plan to keep using AI features.",
      },
    });
  }
  expect((await call("GET", "/api/practice/problems")).status).toBe(200);
});

test("a Starter plan stops at 50 problems in the calendar month, saying the limit and the reset day", async () => {
  const { userId, call } = await signUpCaller(app);
  await setSubscription(db, userId, {
    status: "active",
    planType: "starter",
    currentPeriodEnd: new Date("2026-12-31"),
  });
  const rows = (count: number, createdAt: Date) =>
    Array.from({ length: count }, (_, index) => ({
      ...JSON.parse(SAMPLE_ANSWERS.problem),
      id: `problem_${createdAt.getTime()}_${index}`,
      userId,
      source: { kind: "ai", model: "gpt-4" },
      hiddenAt: NOW,
      createdAt,
    }));
  await db
    .insert(practiceProblems)
    .values([...rows(49, new Date("2026-11-01T00:00:00Z")), ...rows(10, new Date("2026-10-31T23:59:59Z"))]);
  expect((await call("POST", "/api/practice/problems", {})).status).toBe(201);
  const refused = await call("POST", "/api/practice/problems", {});
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({
    error: {
      code: "QUOTA_EXCEEDED",
      message: "Your Starter plan includes 50 coding problems per month. Your quota resets on Dec 1, 2026.",
    },
  });
  // A new month starts a new count; Professional has no problem limit.
  now = new Date("2026-12-01T00:00:00.000Z");
  expect((await call("POST", "/api/practice/problems", {})).status).toBe(201);
  now = NOW;
  await setSubscription(db, userId, { planType: "professional" });
  provider.use(openai);
  fake.enqueue({ content: SAMPLE_ANSWERS.problem });
  expect((await call("POST", "/api/practice/problems", {})).status).toBe(201);
});

test("a second generation of the same user while one runs is refused with 409; the lease is freed after", async () => {
  provider.use(openai);
  const { call } = await signUpCaller(app);
  const other = await signUpCaller(app);
  const gate = createGate();
  fake.enqueue({ content: SAMPLE_ANSWERS.problem, waitFor: gate.promise }, { content: SAMPLE_ANSWERS.problem });
  const first = call("POST", "/api/practice/problems", {});
  await expect.poll(() => fake.requests.length, { timeout: 5_000 }).toBeGreaterThan(0);
  const second = await call("POST", "/api/practice/problems", {});
  expect(second.status).toBe(409);
  expect(await second.json()).toEqual({ error: { code: "CONFLICT", message: "A generation is already running." } });
  // Another user is not held up.
  expect((await other.call("POST", "/api/practice/problems", {})).status).toBe(201);
  gate.open();
  const { problem } = await readJson<{ problem: Problem }>(await first);
  expect(problem).toMatchObject({ source: { kind: "ai", model: "gpt-4" }, slug: null, title: "Pair With Target Sum" });

  fake.enqueue({ content: "not json" });
  const failed = await call("POST", "/api/practice/problems", {});
  expect(failed.status).toBe(502);
  expect(await failed.json()).toEqual({ error: { code: "AI_FAILED", message: "Failed to generate coding problem" } });
  fake.enqueue({ content: SAMPLE_ANSWERS.problem });
  expect((await call("POST", "/api/practice/problems", {})).status).toBe(201);
  const { problems } = await readJson<{ problems: ProblemSummary[] }>(await call("GET", "/api/practice/problems"));
  expect(problems).toHaveLength(2);
});

/** Saves `count` visible problems straight in the table, one second apart from NOW (the first is the oldest). */
function saveProblems(userId: string, count: number, shape?: (index: number) => Partial<ProblemRow>) {
  return insertSavedProblems(db, userId, count, { from: NOW, shape });
}

type Page = { problems: ProblemSummary[]; nextCursor: string | null };

/** Every page of `query`, following nextCursor to the end. */
async function readAllPages(call: Caller, query: string) {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const separator = query ? "&" : "";
    const path = `/api/practice/problems?${query}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ""}`;
    const response = await call("GET", path);
    expect(response.status).toBe(200);
    const page = await readJson<Page>(response);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

type Caller = Awaited<ReturnType<typeof signUpCaller>>["call"];

test("lists 20 newest first by default, then the next page from the cursor, with null after the last", async () => {
  const { userId, call } = await signUpCaller(app);
  const rows = await saveProblems(userId, 45);
  const newestFirst = rows.map(({ id }) => id).reverse();
  const pages = await readAllPages(call, "");
  expect(pages.map(({ problems }) => problems.length)).toEqual([20, 20, 5]);
  expect(pages.flatMap(({ problems }) => problems.map(({ id }) => id))).toEqual(newestFirst);
  expect(pages.at(-1)?.nextCursor).toBeNull();
  // A page that ends exactly at the last problem says so instead of sending an empty page after it.
  expect((await readAllPages(call, "limit=15")).map(({ problems }) => problems.length)).toEqual([15, 15, 15]);
});

test("problems saved in the same millisecond are neither skipped nor repeated across pages", async () => {
  const { userId, call } = await signUpCaller(app);
  const rows = await saveProblems(userId, 7, () => ({ createdAt: NOW }));
  const pages = await readAllPages(call, "limit=3");
  const ids = pages.flatMap(({ problems }) => problems.map(({ id }) => id));
  expect(ids).toEqual(
    rows
      .map(({ id }) => id)
      .sort()
      .reverse(),
  );
});

test("limit takes 1 to 100 and answers 400 past it; a cursor we did not write answers 400", async () => {
  const { userId, call } = await signUpCaller(app);
  await saveProblems(userId, 101);
  const count = async (query: string) =>
    (await readJson<Page>(await call("GET", `/api/practice/problems?${query}`))).problems.length;
  expect(await count("limit=1")).toBe(1);
  expect(await count("limit=100")).toBe(100);
  for (const query of ["limit=101", "limit=0", "limit=2.5", "limit=many", "cursor=not-a-cursor", "cursor=WzEsMl0"]) {
    const response = await call("GET", `/api/practice/problems?${query}`);
    expect(response.status, query).toBe(400);
    expect(await response.json(), query).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
  }
});

test("filters and search hold across pages: every match once, in order, and nothing else", async () => {
  const { userId, call } = await signUpCaller(app);
  const rows = await saveProblems(userId, 60, (index) => ({
    difficulty: index % 3 === 0 ? "hard" : "easy",
    topic: index % 2 === 0 ? "trees" : "arrays",
    company: index % 5 === 0 ? ["google"] : [],
    title: index % 4 === 0 ? `Rotate matrix ${index}` : `Problem ${index}`,
  }));
  const expected = (keep: (row: (typeof rows)[number]) => boolean) =>
    rows
      .filter(keep)
      .map(({ id }) => id)
      .reverse();
  const ids = async (query: string) =>
    (await readAllPages(call, query)).flatMap(({ problems }) => problems.map(({ id }) => id));
  expect(await ids("limit=4&difficulty=hard&topic=trees")).toEqual(
    expected((row) => row.difficulty === "hard" && row.topic === "trees"),
  );
  expect(await ids("limit=3&company=google")).toEqual(expected((row) => row.company.includes("google")));
  expect(await ids("limit=5&search=ROTATE")).toEqual(expected((row) => row.title.startsWith("Rotate")));
});

test("pages show only the user's own visible problems", async () => {
  const owner = await signUpCaller(app);
  const other = await signUpCaller(app);
  await saveProblems(owner.userId, 5);
  const hidden = await saveProblems(other.userId, 3, () => ({ hiddenAt: NOW }));
  const visible = await saveProblems(other.userId, 2, (index) => ({ id: `problem_visible_${index}_${other.userId}` }));
  const pages = await readAllPages(other.call, "limit=1");
  expect(pages.flatMap(({ problems }) => problems.map(({ id }) => id))).toEqual(visible.map(({ id }) => id).reverse());
  expect(hidden).toHaveLength(3);
  // A cursor read from someone else's list still pages only through one's own.
  const [ownerFirst] = await readAllPages(owner.call, "limit=2");
  const response = await other.call("GET", `/api/practice/problems?cursor=${ownerFirst?.nextCursor}`);
  const ownIds = new Set(visible.map(({ id }) => id));
  for (const { id } of (await readJson<Page>(response)).problems) expect(ownIds.has(id)).toBe(true);
});

test("stats count every visible problem by difficulty, started and solved, and only the user's", async () => {
  const owner = await signUpCaller(app);
  const other = await signUpCaller(app);
  await saveProblems(owner.userId, 30, (index) => ({
    difficulty: (["easy", "medium", "hard"] as const)[index % 3],
    startedAt: index < 12 ? NOW : null,
    solvedAt: index < 4 ? NOW : null,
    hiddenAt: index >= 27 ? NOW : null,
  }));
  expect(await readJson(await owner.call("GET", "/api/practice/problems/stats"))).toEqual({
    stats: { total: 27, byDifficulty: { easy: 9, medium: 9, hard: 9 }, started: 12, solved: 4 },
  });
  expect(await readJson(await other.call("GET", "/api/practice/problems/stats"))).toEqual({
    stats: { total: 0, byDifficulty: { easy: 0, medium: 0, hard: 0 }, started: 0, solved: 0 },
  });
  expect((await app.request("/api/practice/problems/stats")).status).toBe(401);
});
