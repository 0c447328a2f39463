import { and, eq } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { createLibraryProvider } from "@/server/ai/library-provider";
import type { Library } from "@/server/content/load-library";
import { practiceProblems, problemSubmissions } from "@/server/db/schema/practice";
import { reviewCards } from "@/server/db/schema/spaced-repetition";
import type { Problem } from "@/shared/schemas/practice";
import type { CatalogueEntry, OpenedProblem, ProblemCatalogue } from "@/shared/schemas/problem-library";
import { makeLibraryProblem, setSubscription, signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { insertSavedProblems } from "../../../../tests/fixtures/saved-problems";
import { createTestApp } from "../../../../tests/fixtures/test-app";
import type { ProblemRow } from "./practice.service";

const NOW = new Date("2026-11-15T12:00:00.000Z");
const DAY_MS = 24 * 60 * 60 * 1000;
const SLUGS = ["pair-sum", "tree-depth", "word-count", "bit-count", "grid-paths"] as const;
const libraryContent: Library = {
  problems: SLUGS.map((slug, index) =>
    makeLibraryProblem(slug, {
      pattern: index % 2 === 0 ? "arrays-hashing" : "trees",
      tags: index % 2 === 0 ? ["Array", "Hash Table"] : ["Tree", "Depth-First Search"],
    }),
  ),
  interviewQuestions: [],
  scenarios: [],
  lists: [
    {
      slug: "core",
      title: "Core",
      description: "The core.",
      isComplete: false,
      problems: ["tree-depth", "gone-from-the-library"],
    },
  ],
};
let now = NOW;
const { app, db } = await createTestApp({
  ai: createLibraryProvider({ library: libraryContent }),
  library: async () => libraryContent,
  clock: () => now,
});
beforeEach(() => {
  now = NOW;
});

const readJson = async <T>(response: Response) => (await response.json()) as T;
const getCatalogue = async (call: (method: string, path: string) => Promise<Response> | Response) => {
  const response = await call("GET", "/api/practice/library");
  expect(response.status).toBe(200);
  return readJson<ProblemCatalogue>(response);
};
const entryOf = (catalogue: ProblemCatalogue, key: string) =>
  catalogue.problems.find((entry) => entry.key === key) as CatalogueEntry;
const countRows = (userId: string, slug: string) =>
  db.$count(practiceProblems, and(eq(practiceProblems.userId, userId), eq(practiceProblems.slug, slug)));

test("both library routes need a session", async () => {
  for (const [method, path] of [
    ["GET", "/api/practice/library"],
    ["POST", "/api/practice/library/pair-sum/open"],
  ] as const) {
    const response = await app.request(path, { method });
    expect(response.status, `${method} ${path}`).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "UNAUTHORIZED" } });
  }
});

test("a new user sees every library problem as new, with pattern and tags, never a statement, test or solution", async () => {
  const { call } = await signUpCaller(app);
  const catalogue = await getCatalogue(call);
  expect(catalogue.problems.map((entry) => entry.key)).toEqual([...SLUGS]);
  expect(entryOf(catalogue, "tree-depth")).toEqual({
    key: "tree-depth",
    slug: "tree-depth",
    problemId: null,
    title: "Problem tree-depth",
    difficulty: "easy",
    topic: "arrays",
    pattern: "trees",
    tags: ["Tree", "Depth-First Search"],
    company: [],
    source: "library",
    status: "new",
    isDue: false,
  });
  const text = JSON.stringify(catalogue);
  for (const secret of ["Solve pair-sum", "function solve", "expected", "hints"]) expect(text).not.toContain(secret);
  // A list keeps only the slugs the library still has.
  expect(catalogue.lists).toEqual([
    { slug: "core", title: "Core", description: "The core.", isComplete: false, problems: ["tree-depth"] },
  ]);
});

const SHAPES: Partial<ProblemRow>[] = [
  { slug: "pair-sum", solvedAt: NOW, startedAt: NOW },
  { slug: "tree-depth", startedAt: NOW },
  { slug: "word-count" },
  { slug: null, title: "An AI problem", source: { kind: "ai", model: "gpt-4" } },
  { slug: null, title: "A cleared AI problem", source: { kind: "ai", model: "gpt-4" }, hiddenAt: NOW },
];

test("status comes from the user's own rows: solved, attempted (started or submitted), new, and due for review", async () => {
  const { userId, call } = await signUpCaller(app);
  const other = await signUpCaller(app);
  const rows = await insertSavedProblems(db, userId, 5, {
    from: new Date(NOW.getTime() - DAY_MS),
    shape: (index) => SHAPES[index] ?? {},
  });
  const [pairSum, , wordCount, aiProblem] = rows.map((row) => row.id);
  await db.insert(problemSubmissions).values({
    id: "submission_1",
    userId,
    problemId: wordCount as string,
    language: "javascript",
    code: "function solve() {}",
    verdict: "wrong_answer",
    passed: 1,
    total: 10,
    runtimeMs: 3,
    createdAt: NOW,
  });
  const card = { userId, track: "coding" as const, kind: "problem" as const, title: "t", createdAt: NOW };
  const schedule = { stability: 1, difficulty: 5, scheduledDays: 1, learningSteps: 0, reps: 1, lapses: 0 };
  await db.insert(reviewCards).values([
    { ...card, ...schedule, state: "review", subjectId: pairSum as string, due: new Date(NOW.getTime() - 1000) },
    { ...card, ...schedule, state: "review", subjectId: wordCount as string, due: new Date(NOW.getTime() + DAY_MS) },
  ]);

  const catalogue = await getCatalogue(call);
  const summary = (key: string) => {
    const { status, isDue, problemId } = entryOf(catalogue, key);
    return { status, isDue, problemId };
  };
  expect(summary("pair-sum")).toEqual({ status: "solved", isDue: true, problemId: pairSum });
  expect(summary("tree-depth")).toMatchObject({ status: "attempted", isDue: false });
  expect(summary("word-count")).toEqual({ status: "attempted", isDue: false, problemId: wordCount });
  expect(summary("bit-count")).toEqual({ status: "new", isDue: false, problemId: null });
  // The user's generated problems follow the library's; a cleared one is not listed.
  expect(catalogue.problems.slice(SLUGS.length)).toEqual([
    expect.objectContaining({
      key: aiProblem,
      slug: null,
      title: "An AI problem",
      source: "ai",
      pattern: null,
      tags: [],
    }),
  ]);
  // Another user's rows say nothing about this user's status, and the other way round.
  const theirs = await getCatalogue(other.call);
  expect(theirs.problems.every((entry) => entry.status === "new" && entry.problemId === null)).toBe(true);
  expect(theirs.problems).toHaveLength(SLUGS.length);
});

test("opening a library problem creates the user's problem once, started, and reuses it after", async () => {
  const { userId, call } = await signUpCaller(app);
  const first = await call("POST", "/api/practice/library/grid-paths/open");
  expect(first.status).toBe(200);
  const opened = await readJson<OpenedProblem>(first);
  expect(opened).toMatchObject({
    isCreated: true,
    problem: {
      slug: "grid-paths",
      title: "Problem grid-paths",
      source: { kind: "library" },
      startedAt: NOW.toISOString(),
    },
  });
  const again = await readJson<OpenedProblem>(await call("POST", "/api/practice/library/grid-paths/open"));
  expect(again).toMatchObject({ isCreated: false, problem: { id: opened.problem.id } });
  expect(await countRows(userId, "grid-paths")).toBe(1);
  // The Practice Arena lists it, and its page can be judged like a generated one.
  const detail = await readJson<{ problem: Problem }>(await call("GET", `/api/practice/problems/${opened.problem.id}`));
  expect(detail.problem).toMatchObject({ slug: "grid-paths", isJudged: true });
  expect(entryOf(await getCatalogue(call), "grid-paths")).toMatchObject({
    status: "attempted",
    problemId: opened.problem.id,
  });
});

test("a problem hidden by Clear All opens again as the same problem, visible in the Practice Arena", async () => {
  const { userId, call } = await signUpCaller(app);
  const { problem } = await readJson<OpenedProblem>(await call("POST", "/api/practice/library/pair-sum/open"));
  expect((await call("DELETE", "/api/practice/problems")).status).toBe(204);
  const reopened = await readJson<OpenedProblem>(await call("POST", "/api/practice/library/pair-sum/open"));
  expect(reopened).toMatchObject({ isCreated: false, problem: { id: problem.id } });
  const list = await readJson<{ problems: { id: string }[] }>(await call("GET", "/api/practice/problems"));
  expect(list.problems.map((row) => row.id)).toEqual([problem.id]);
  expect(await countRows(userId, "pair-sum")).toBe(1);
});

test("Generate does not serve a problem the user opened from the library", async () => {
  const { call } = await signUpCaller(app);
  for (const slug of SLUGS.slice(0, 4))
    expect((await call("POST", `/api/practice/library/${slug}/open`)).status).toBe(200);
  const generated = await readJson<{ problem: Problem }>(await call("POST", "/api/practice/problems", {}));
  expect(generated.problem.slug).toBe("grid-paths");
});

test("opening follows Generate's rules: AI access, and a new problem counts against the monthly quota", async () => {
  const expired = await signUpCaller(app);
  await setSubscription(db, expired.userId, { status: "expired" });
  const refused = await expired.call("POST", "/api/practice/library/pair-sum/open");
  expect(refused.status).toBe(402);
  expect(await readJson(refused)).toMatchObject({ error: { code: "AI_ACCESS_REQUIRED" } });
  expect(await countRows(expired.userId, "pair-sum")).toBe(0);

  const starter = await signUpCaller(app);
  await setSubscription(db, starter.userId, {
    status: "active",
    planType: "starter",
    currentPeriodEnd: new Date("2026-12-31"),
  });
  await insertSavedProblems(db, starter.userId, 49, { from: new Date("2026-11-01T00:00:00Z") });
  expect((await starter.call("POST", "/api/practice/library/pair-sum/open")).status).toBe(200);
  const overQuota = await starter.call("POST", "/api/practice/library/tree-depth/open");
  expect(overQuota.status).toBe(429);
  expect(await readJson(overQuota)).toMatchObject({ error: { code: "QUOTA_EXCEEDED" } });
  expect(await countRows(starter.userId, "tree-depth")).toBe(0);
  // Reopening a problem the user already has creates nothing, so it does not count.
  expect(await readJson(await starter.call("POST", "/api/practice/library/pair-sum/open"))).toMatchObject({
    isCreated: false,
  });
});

test("a slug that is not kebab-case is refused with 400; one the library lacks with 404; neither saves anything", async () => {
  const { userId, call } = await signUpCaller(app);
  for (const slug of ["Pair_Sum", "pair--sum", "x".repeat(121)]) {
    const response = await call("POST", `/api/practice/library/${slug}/open`);
    expect(response.status, slug).toBe(400);
    expect(await readJson(response)).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
  }
  const missing = await call("POST", "/api/practice/library/not-in-the-library/open");
  expect(missing.status).toBe(404);
  expect(await readJson(missing)).toMatchObject({
    error: { code: "NOT_FOUND", message: "The PrepPilot library has no such problem." },
  });
  expect(await db.$count(practiceProblems, eq(practiceProblems.userId, userId))).toBe(0);
});
