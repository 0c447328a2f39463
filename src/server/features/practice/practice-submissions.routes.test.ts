import { and, eq } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { createLibraryProvider } from "@/server/ai/library-provider";
import type { Library } from "@/server/content/load-library";
import { activityEvents } from "@/server/db/schema/activity";
import { practiceProblems, problemSubmissions } from "@/server/db/schema/practice";
import { CODE_MAX_BYTES } from "@/shared/judge/limits";
import type { Problem } from "@/shared/schemas/practice";
import type {
  CreateSubmissionInput,
  ProblemDetail,
  Submission,
  SubmissionPage,
  SubmissionSummary,
} from "@/shared/schemas/solving";
import { type Caller, makeLibraryProblem, setSubscription, signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { REFUSED_PAGE_QUERIES, readAllPages } from "../../../../tests/fixtures/pages";
import { createTestApp } from "../../../../tests/fixtures/test-app";

// Problems here are library rows without a stored judge: their tests come from the library by slug.

const NOW = new Date("2026-11-15T12:00:00.000Z");
const MINUTE_MS = 60_000;
const libraryContent: Library = {
  problems: ["one", "two", "three"].map((slug) => makeLibraryProblem(slug)),
  interviewQuestions: [],
  scenarios: [],
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
const submissionsPath = (id: string, rest = "") => `/api/practice/problems/${id}/submissions${rest}`;
const solvedEvents = (userId: string) =>
  db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), eq(activityEvents.kind, "problem_solved")));

const ACCEPTED = {
  language: "javascript",
  code: "function solve(nums) { return nums[0]; }",
  verdict: "accepted",
  passed: 10,
  total: 10,
  runtimeMs: 12.4,
} satisfies CreateSubmissionInput;
const WRONG = {
  language: "python",
  code: "def solve(nums):\n    return 0",
  verdict: "wrong_answer",
  passed: 1,
  total: 10,
  runtimeMs: 30,
  elapsedSeconds: 95,
  failedTest: { index: 1, input: [[1]], expected: 1, actual: 0 },
} satisfies CreateSubmissionInput;

async function generate(caller: Caller): Promise<Problem> {
  const response = await caller.call("POST", "/api/practice/problems", {});
  expect(response.status).toBe(201);
  return (await readJson<{ problem: Problem }>(response)).problem;
}

test("every submission is stored; the list is newest first without code, the detail has code and the failed test", async () => {
  const user = await signUpCaller(app);
  const problem = await generate(user);
  const wrong = await user.call("POST", submissionsPath(problem.id), WRONG);
  expect(wrong.status).toBe(201);
  const first = await readJson<{ submission: Submission; problem: ProblemDetail }>(wrong);
  expect(first.submission).toEqual({
    id: expect.stringMatching(/^submission_\d{13}_[0-9a-z]{9}$/),
    language: "python",
    verdict: "wrong_answer",
    passed: 1,
    total: 10,
    runtimeMs: 30,
    createdAt: NOW.toISOString(),
    code: WRONG.code,
    failedTest: WRONG.failedTest,
  });
  expect(first.problem).toMatchObject({ id: problem.id, solvedAt: null, solveSeconds: null, isJudged: true });

  now = new Date(NOW.getTime() + 1000);
  const runtimeError = {
    ...WRONG,
    language: "typescript",
    verdict: "runtime_error",
    passed: 0,
    failedTest: { index: 0, input: [[0]], expected: 0, message: "TypeError: x is undefined", line: 3 },
  } satisfies CreateSubmissionInput;
  const second = await readJson<{ submission: Submission }>(
    await user.call("POST", submissionsPath(problem.id), runtimeError),
  );

  const list = await readJson<{ submissions: SubmissionSummary[] }>(
    await user.call("GET", submissionsPath(problem.id)),
  );
  const summary = ({ code: _code, failedTest: _failedTest, ...rest }: Submission) => rest;
  expect(list.submissions).toEqual([summary(second.submission), summary(first.submission)]);
  const detail = await user.call("GET", submissionsPath(problem.id, `/${second.submission.id}`));
  expect(await readJson(detail)).toEqual({ submission: second.submission });
  expect(second.submission.failedTest).toEqual(runtimeError.failedTest);
  expect((await user.call("GET", submissionsPath(problem.id, "/submission_0_missing"))).status).toBe(404);
});

/** Saves `count` submissions straight in the table, a second apart (the first is the oldest). */
async function saveSubmissions(userId: string, problemId: string, count: number, at?: (index: number) => Date) {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: `submission_${String(index).padStart(5, "0")}_${problemId.slice(-6)}`,
    userId,
    problemId,
    language: "javascript" as const,
    code: "x",
    verdict: "wrong_answer" as const,
    passed: 0,
    total: 10,
    runtimeMs: 1,
    createdAt: at ? at(index) : new Date(NOW.getTime() + index * 1000),
  }));
  await db.insert(problemSubmissions).values(rows);
  return rows.map(({ id }) => id);
}

const readPages = (caller: Caller, problemId: string, query = "") =>
  readAllPages<SubmissionPage>((path) => caller.call("GET", path), submissionsPath(problemId, query));
const pageIds = (pages: SubmissionPage[]) => pages.flatMap(({ submissions }) => submissions.map(({ id }) => id));

test("lists 20 submissions newest first by default, then the next pages from the cursor, with null after the last", async () => {
  const user = await signUpCaller(app);
  const problem = await generate(user);
  const ids = await saveSubmissions(user.userId, problem.id, 45);
  const pages = await readPages(user, problem.id);
  expect(pages.map(({ submissions }) => submissions.length)).toEqual([20, 20, 5]);
  expect(pageIds(pages)).toEqual(ids.reverse());
  expect(Object.keys(pages[0]?.submissions[0] ?? {})).not.toContain("code");
  // A page that ends exactly at the last submission says so instead of sending an empty page after it.
  const byFifteen = await readPages(user, problem.id, "?limit=15");
  expect(byFifteen.map(({ submissions }) => submissions.length)).toEqual([15, 15, 15]);
});

test("submissions of the same millisecond are neither skipped nor repeated across pages", async () => {
  const user = await signUpCaller(app);
  const problem = await generate(user);
  const ids = await saveSubmissions(user.userId, problem.id, 7, () => NOW);
  expect(pageIds(await readPages(user, problem.id, "?limit=3"))).toEqual(ids.sort().reverse());
});

test("limit takes 1 to 100 and answers 400 past it; a cursor the server did not write answers 400", async () => {
  const user = await signUpCaller(app);
  const problem = await generate(user);
  await saveSubmissions(user.userId, problem.id, 101);
  const count = async (query: string) =>
    (await readJson<SubmissionPage>(await user.call("GET", submissionsPath(problem.id, `?${query}`)))).submissions
      .length;
  expect(await count("limit=1")).toBe(1);
  expect(await count("limit=100")).toBe(100);
  for (const query of REFUSED_PAGE_QUERIES) {
    const response = await user.call("GET", submissionsPath(problem.id, `?${query}`));
    expect(response.status, query).toBe(400);
    expect(await response.json(), query).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
  }
});

test("pages hold only this problem's submissions of this user, even from another list's cursor", async () => {
  const owner = await signUpCaller(app);
  const [first, second] = [await generate(owner), await generate(owner)];
  // Interleaved in time: the list of one problem pages past the other's.
  const firstIds = await saveSubmissions(owner.userId, first.id, 6, (index) => new Date(NOW.getTime() + index * 2000));
  await saveSubmissions(owner.userId, second.id, 6, (index) => new Date(NOW.getTime() + index * 2000 + 1000));
  expect(pageIds(await readPages(owner, first.id, "?limit=4"))).toEqual([...firstIds].reverse());

  const other = await signUpCaller(app);
  const own = await generate(other);
  const otherIds = await saveSubmissions(other.userId, own.id, 3);
  expect((await other.call("GET", submissionsPath(first.id))).status).toBe(404);
  const [ownerFirst] = await readPages(owner, second.id, "?limit=2");
  const fromOwnerCursor = await other.call("GET", submissionsPath(own.id, `?cursor=${ownerFirst?.nextCursor}`));
  for (const { id } of (await readJson<SubmissionPage>(fromOwnerCursor)).submissions) {
    expect(otherIds).toContain(id);
  }
});

test("a submission inconsistent with the problem answers 400 naming the field and stores nothing", async () => {
  const user = await signUpCaller(app);
  const problem = await generate(user);
  const cases: [unknown, (string | number)[]][] = [
    [{ ...ACCEPTED, total: 9, passed: 9 }, ["total"]],
    [{ ...WRONG, passed: 11 }, ["passed"]],
    [{ ...WRONG, passed: -1 }, ["passed"]],
    [{ ...ACCEPTED, passed: 9 }, ["verdict"]],
    [{ ...WRONG, passed: 10 }, ["verdict"]],
    [{ ...WRONG, verdict: "partly_right" }, ["verdict"]],
    [{ ...ACCEPTED, language: "ruby" }, ["language"]],
    [{ ...ACCEPTED, runtimeMs: -5 }, ["runtimeMs"]],
    [{ ...WRONG, elapsedSeconds: 86_400 * 7 + 1 }, ["elapsedSeconds"]],
    [{ ...WRONG, failedTest: { ...WRONG.failedTest, index: 10 } }, ["failedTest", "index"]],
    [{ ...ACCEPTED, code: undefined }, ["code"]],
  ];
  for (const [body, path] of cases) {
    const response = await user.call("POST", submissionsPath(problem.id), body);
    expect(response.status, JSON.stringify(body)).toBe(400);
    const { error } = await readJson<{ error: { code: string; issues: { path: unknown[] }[] } }>(response);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.issues.map((issue) => issue.path)).toContainEqual(path);
  }
  const total = await readJson(await user.call("POST", submissionsPath(problem.id), { ...WRONG, total: 12 }));
  expect(total).toEqual({
    error: {
      code: "VALIDATION_FAILED",
      message: "The problem has 10 tests: a submission judges all of them",
      issues: [{ path: ["total"], message: "The problem has 10 tests: a submission judges all of them" }],
    },
  });
  const tooLarge = await user.call("POST", submissionsPath(problem.id), {
    ...ACCEPTED,
    code: "x".repeat(CODE_MAX_BYTES + 1),
  });
  expect(tooLarge.status).toBe(413);
  expect(await tooLarge.json()).toEqual({ error: { code: "CODE_TOO_LARGE", message: "Code is limited to 64 KB." } });
  expect(await db.$count(problemSubmissions, eq(problemSubmissions.userId, user.userId))).toBe(0);
  const [row] = await db.select().from(practiceProblems).where(eq(practiceProblems.id, problem.id));
  expect(row?.solvedAt).toBeNull();
});

test("the first accepted submission solves the problem once, with its time and one problem_solved event", async () => {
  const user = await signUpCaller(app);
  const problem = await generate(user);
  await user.call("POST", `/api/practice/problems/${problem.id}/start`);
  now = new Date(NOW.getTime() + 40 * MINUTE_MS);
  await user.call("POST", submissionsPath(problem.id), WRONG);
  // The timer says 12 min 1 s of work (it was paused), though 50 minutes passed since Start.
  now = new Date(NOW.getTime() + 50 * MINUTE_MS);
  const response = await user.call("POST", submissionsPath(problem.id), { ...ACCEPTED, elapsedSeconds: 721 });
  expect(response.status).toBe(201);
  const { submission, problem: solved } = await readJson<{ submission: Submission; problem: ProblemDetail }>(response);
  expect(submission).toMatchObject({ verdict: "accepted", runtimeMs: 12 });
  const solvedAt = now.toISOString();
  expect(solved).toMatchObject({ id: problem.id, solvedAt, solveSeconds: 721, startedAt: NOW.toISOString() });
  expect(await solvedEvents(user.userId)).toMatchObject([
    { subjectId: problem.id, details: { topic: problem.topic, title: problem.title, durationMinutes: 13 } },
  ]);

  // A second accepted submission is stored and changes nothing else.
  now = new Date(NOW.getTime() + 90 * MINUTE_MS);
  const again = await readJson<{ problem: ProblemDetail }>(
    await user.call("POST", submissionsPath(problem.id), { ...ACCEPTED, elapsedSeconds: 2000 }),
  );
  expect(again.problem).toMatchObject({ solvedAt, solveSeconds: 721 });
  expect(await solvedEvents(user.userId)).toHaveLength(1);
  expect(await db.$count(problemSubmissions, eq(problemSubmissions.problemId, problem.id))).toBe(3);
  const { problem: detail } = await readJson<{ problem: ProblemDetail }>(
    await user.call("GET", `/api/practice/problems/${problem.id}`),
  );
  expect(detail).toMatchObject({ solvedAt, solveSeconds: 721 });
  const { problems } = await readJson<{ problems: { id: string; solvedAt: string }[] }>(
    await user.call("GET", "/api/practice/problems"),
  );
  expect(problems).toMatchObject([{ id: problem.id, solvedAt }]);
});

test("without the timer a solve counts the time since Start, at most 180 minutes, and none if never started", async () => {
  const user = await signUpCaller(app);
  const started = await generate(user);
  const neverStarted = await generate(user);
  await user.call("POST", `/api/practice/problems/${started.id}/start`);
  now = new Date(NOW.getTime() + 3 * 24 * 60 * MINUTE_MS);
  expect((await user.call("POST", submissionsPath(started.id), ACCEPTED)).status).toBe(201);
  expect((await user.call("POST", submissionsPath(neverStarted.id), ACCEPTED)).status).toBe(201);
  const details = new Map((await solvedEvents(user.userId)).map((event) => [event.subjectId, event.details]));
  expect(details.get(started.id)).toMatchObject({ durationMinutes: 180 });
  expect(details.get(neverStarted.id)).toEqual({ topic: neverStarted.topic, title: neverStarted.title });
  const { problem } = await readJson<{ problem: ProblemDetail }>(
    await user.call("GET", `/api/practice/problems/${neverStarted.id}`),
  );
  expect(problem).toMatchObject({ solvedAt: now.toISOString(), solveSeconds: null });
});

test("concurrent accepted submissions solve the problem once", async () => {
  const user = await signUpCaller(app);
  const problem = await generate(user);
  const responses = await Promise.all([0, 1, 2].map(() => user.call("POST", submissionsPath(problem.id), ACCEPTED)));
  expect(responses.map(({ status }) => status)).toEqual([201, 201, 201]);
  expect(await solvedEvents(user.userId)).toHaveLength(1);
  expect(await db.$count(problemSubmissions, eq(problemSubmissions.problemId, problem.id))).toBe(3);
});

test("a problem solved with the former Mark as solved keeps its date through a later accepted submission", async () => {
  const user = await signUpCaller(app);
  const problem = await generate(user);
  const markedAt = new Date(NOW.getTime() - 24 * 60 * MINUTE_MS);
  await db.update(practiceProblems).set({ solvedAt: markedAt }).where(eq(practiceProblems.id, problem.id));
  const { problem: after } = await readJson<{ problem: ProblemDetail }>(
    await user.call("POST", submissionsPath(problem.id), { ...ACCEPTED, elapsedSeconds: 60 }),
  );
  expect(after).toMatchObject({ solvedAt: markedAt.toISOString(), solveSeconds: null });
  expect(await solvedEvents(user.userId)).toHaveLength(0);
});

test("the solution opens after an accepted submission, not after a wrong one", async () => {
  const user = await signUpCaller(app);
  const problem = await generate(user);
  const solutionPath = `/api/practice/problems/${problem.id}/solution`;
  await user.call("POST", submissionsPath(problem.id), WRONG);
  expect((await user.call("GET", solutionPath)).status).toBe(409);
  await user.call("POST", submissionsPath(problem.id), ACCEPTED);
  const response = await user.call("GET", solutionPath);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    solution: {
      javascript: "function solve(nums) { return nums[0]; }",
      python: "def solve(nums): return nums[0]",
      complexity: { time: "O(n)", space: "O(1)" },
    },
  });
});

test("without AI access a user can still submit and solve the problems they have, hidden ones too", async () => {
  const user = await signUpCaller(app);
  const problem = await generate(user);
  expect((await user.call("DELETE", "/api/practice/problems")).status).toBe(204);
  await setSubscription(db, user.userId, { status: "trial", trialEnd: new Date(NOW.getTime() - 1000) });
  const response = await user.call("POST", submissionsPath(problem.id), ACCEPTED);
  expect(response.status).toBe(201);
  expect((await readJson<{ problem: ProblemDetail }>(response)).problem.solvedAt).toBe(NOW.toISOString());
  expect((await user.call("GET", submissionsPath(problem.id))).status).toBe(200);
  expect((await user.call("GET", `/api/practice/problems/${problem.id}/solution`)).status).toBe(200);
});
