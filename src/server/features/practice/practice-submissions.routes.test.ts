import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { activityEvents } from "@/server/db/schema/activity";
import { practiceProblems, problemSubmissions } from "@/server/db/schema/practice";
import { CODE_MAX_BYTES } from "@/shared/judge/limits";
import type { CreateSubmissionInput, ProblemDetail, Submission, SubmissionSummary } from "@/shared/schemas/solving";
import { setSubscription, signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { NOW, readJson, setUpSubmissionTests, submissionsPath } from "../../../../tests/fixtures/submission-fixtures";

// Every submission is stored and listed; the first accepted one solves the problem once, with its time. The
// list's pages are in practice-submission-pages.routes.test.ts.

const MINUTE_MS = 60_000;
const { app, db, clock, generate } = await setUpSubmissionTests();

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

  clock.now = new Date(NOW.getTime() + 1000);
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
  clock.now = new Date(NOW.getTime() + 40 * MINUTE_MS);
  await user.call("POST", submissionsPath(problem.id), WRONG);
  // The timer says 12 min 1 s of work (it was paused), though 50 minutes passed since Start.
  clock.now = new Date(NOW.getTime() + 50 * MINUTE_MS);
  const response = await user.call("POST", submissionsPath(problem.id), { ...ACCEPTED, elapsedSeconds: 721 });
  expect(response.status).toBe(201);
  const { submission, problem: solved } = await readJson<{ submission: Submission; problem: ProblemDetail }>(response);
  expect(submission).toMatchObject({ verdict: "accepted", runtimeMs: 12 });
  const solvedAt = clock.now.toISOString();
  expect(solved).toMatchObject({ id: problem.id, solvedAt, solveSeconds: 721, startedAt: NOW.toISOString() });
  expect(await solvedEvents(user.userId)).toMatchObject([
    { subjectId: problem.id, details: { topic: problem.topic, title: problem.title, durationMinutes: 13 } },
  ]);

  // A second accepted submission is stored and changes nothing else.
  clock.now = new Date(NOW.getTime() + 90 * MINUTE_MS);
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
  clock.now = new Date(NOW.getTime() + 3 * 24 * 60 * MINUTE_MS);
  expect((await user.call("POST", submissionsPath(started.id), ACCEPTED)).status).toBe(201);
  expect((await user.call("POST", submissionsPath(neverStarted.id), ACCEPTED)).status).toBe(201);
  const details = new Map((await solvedEvents(user.userId)).map((event) => [event.subjectId, event.details]));
  expect(details.get(started.id)).toMatchObject({ durationMinutes: 180 });
  expect(details.get(neverStarted.id)).toEqual({ topic: neverStarted.topic, title: neverStarted.title });
  const { problem } = await readJson<{ problem: ProblemDetail }>(
    await user.call("GET", `/api/practice/problems/${neverStarted.id}`),
  );
  expect(problem).toMatchObject({ solvedAt: clock.now.toISOString(), solveSeconds: null });
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
      // A generated problem has no solutions in the runners' languages.
      java: null,
      cpp: null,
      go: null,
      complexity: { time: "O(n)", space: "O(1)" },
      editorial: null,
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
