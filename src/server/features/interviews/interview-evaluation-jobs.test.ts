import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, expect, onTestFinished, test, vi } from "vitest";
import type { AiProvider } from "@/server/ai/ai-provider";
import { createLibraryProvider } from "@/server/ai/library-provider";
import type { Library } from "@/server/content/load-library";
import { activityEvents } from "@/server/db/schema/activity";
import { interviewQuestions } from "@/server/db/schema/interviews";
import type { JobEngine } from "@/server/lib/job-engine";
import { makeLibraryQuestion, signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { NOW } from "../../../../tests/fixtures/ai-test-app";
import { createGate } from "../../../../tests/fixtures/fake-openai";
import {
  answerPath,
  finish,
  readInterview,
  startInterview,
  waitForEvaluations,
} from "../../../../tests/fixtures/interview-fixtures";
import { createJobInstance, expireActiveJobs } from "../../../../tests/fixtures/job-fixtures";
import { createTestApp } from "../../../../tests/fixtures/test-app";
import { EVALUATION_QUEUE } from "./interview-evaluation-jobs";

// Evaluations are jobs of the job engine (lib/ai-work.ts): one whose process is killed mid-job is finished after
// the restart, or by the job's retry on another instance, without anyone pressing Retry; and two instances given
// the same answers evaluate each one once.

// Two apps and their job engines on a machine shared with other test files.
vi.setConfig({ testTimeout: 90_000 });

const LIBRARY: Library = {
  problems: [],
  interviewQuestions: Array.from({ length: 30 }, (_, index) => makeLibraryQuestion(`technical-${index}`)),
  scenarios: [],
};

/** The library's evaluator, recording each answer it is asked for (by question), held back while a gate is set. */
function createHeldEvaluator() {
  const library = createLibraryProvider({ library: LIBRARY });
  const calls: string[] = [];
  let gate: Promise<void> | undefined;
  const ai: AiProvider = {
    ...library,
    async evaluateAnswer(request) {
      calls.push(request.question);
      await (gate ?? new Promise((resolve) => setTimeout(resolve, 20)));
      return library.evaluateAnswer(request);
    },
  };
  const hold = () => {
    const held = createGate();
    gate = held.promise;
    return () => {
      gate = undefined;
      held.open();
    };
  };
  return { ai, calls, hold };
}

const clock = { now: NOW };
const first = createHeldEvaluator();
const { app, db, database, whenIdle, ...testApp } = await createTestApp({
  ai: first.ai,
  clock: () => clock.now,
  library: async () => LIBRARY,
});
const firstJobs = testApp.jobs as JobEngine;
// The server started again (or a second one) on the same database: on PostgreSQL through connections of its own.
const otherDatabase = await database.reopen();
afterAll(() => otherDatabase.close());
const second = createHeldEvaluator();
const restarted = createJobInstance(otherDatabase, {
  ai: second.ai,
  clock: () => clock.now,
  library: async () => LIBRARY,
});

const statusesOf = async (interviewId: string) =>
  (
    await db
      .select({ status: interviewQuestions.evaluationStatus })
      .from(interviewQuestions)
      .where(eq(interviewQuestions.sessionId, interviewId))
      .orderBy(asc(interviewQuestions.position))
  ).map(({ status }) => status);

const countEvaluated = async (userId: string) =>
  (
    await db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.userId, userId), eq(activityEvents.kind, "interview_evaluated")))
  ).length;

/** An interview finished on the first instance while its evaluator holds every answer: its four workers hang. */
async function finishWhileHeld() {
  const caller = await signUpCaller(app);
  const release = first.hold();
  const { id } = await startInterview(caller.call);
  await caller.call("PUT", answerPath(id, 0, 0), { text: "An answer, because a reason, for example this one." });
  await finish(caller.call, id);
  await expect.poll(async () => (await statusesOf(id)).filter((status) => status === "running").length).toBe(4);
  return { ...caller, id, release };
}

test("an evaluation whose process is killed mid-job is finished after the restart, without Retry", async () => {
  const { id, call, userId, release } = await finishWhileHeld();
  onTestFinished(release);
  // kill -9: the first process never answers again. A minute later the server has started again, and the page
  // still shows the evaluations under way, not interrupted.
  clock.now = new Date(clock.now.getTime() + 60_000);
  const waiting = await readInterview(await call("GET", `/api/interviews/${id}`));
  expect(waiting.questions.map(({ evaluation }) => evaluation?.status).sort()).toEqual([
    "pending",
    "running",
    "running",
    "running",
    "running",
  ]);
  await restarted.jobs.start();

  const evaluated = await waitForEvaluations(call, id);
  expect(evaluated.questions.map(({ evaluation }) => evaluation?.status)).toEqual(Array(5).fill("done"));
  expect(evaluated.score).not.toBeNull();
  expect(second.calls).toHaveLength(5);
  // The killed process's late answers change nothing: the interview is evaluated once.
  release();
  await whenIdle();
  expect((await readInterview(await call("GET", `/api/interviews/${id}`))).questions).toEqual(evaluated.questions);
  expect(await countEvaluated(userId)).toBe(1);
});

test("a job whose worker died is handed to another instance after its expiry, which finishes the evaluation", async () => {
  second.calls.length = 0;
  const { id, call, userId, release } = await finishWhileHeld();
  onTestFinished(release);
  clock.now = new Date(clock.now.getTime() + 60_000);
  // The first process is gone; the other instance runs pg-boss's maintenance once the jobs have expired.
  await expireActiveJobs(restarted.jobs, EVALUATION_QUEUE);

  const evaluated = await waitForEvaluations(call, id);
  expect(evaluated.questions.map(({ evaluation }) => evaluation?.status)).toEqual(Array(5).fill("done"));
  expect(second.calls.length).toBeGreaterThanOrEqual(4);
  release();
  await whenIdle();
  expect(await countEvaluated(userId)).toBe(1);
});

test("two instances given a job for the same answers evaluate each answer once", async () => {
  const { call } = await signUpCaller(app);
  const ids: string[] = [];
  for (let count = 0; count < 2; count++) {
    const { id } = await startInterview(call);
    await finish(call, id);
    await waitForEvaluations(call, id);
    ids.push(id);
  }
  // Both interviews' answers pending again, and both instances told to evaluate every one of them at once.
  const rows = await db
    .update(interviewQuestions)
    .set({ evaluationStatus: "pending", evaluation: null, evaluationUpdatedAt: clock.now })
    .where(inArray(interviewQuestions.sessionId, ids))
    .returning({ interviewId: interviewQuestions.sessionId, position: interviewQuestions.position });
  expect(rows).toHaveLength(10);
  first.calls.length = 0;
  second.calls.length = 0;
  // (Each job under a key of its own: the queue keeps one waiting job per key.)
  const key = ({ interviewId, position }: (typeof rows)[number]) => `${interviewId}:${position}`;
  await Promise.all(
    rows.flatMap((row) => [
      firstJobs.send(EVALUATION_QUEUE, row, { singletonKey: `${key(row)}:first` }),
      restarted.jobs.send(EVALUATION_QUEUE, row, { singletonKey: `${key(row)}:second` }),
    ]),
  );

  for (const id of ids) {
    const evaluated = await waitForEvaluations(call, id);
    expect(evaluated.questions.map(({ evaluation }) => evaluation?.status)).toEqual(Array(5).fill("done"));
  }
  const asked = [...first.calls, ...second.calls];
  expect(asked).toHaveLength(10);
  expect(new Set(asked).size).toBe(10);
});
