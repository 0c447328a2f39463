import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { activityEvents } from "@/server/db/schema/activity";
import type { InterviewSummary } from "@/shared/schemas/interviews";
import { signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { NOW } from "../../../../tests/fixtures/ai-test-app";
import { createGate } from "../../../../tests/fixtures/fake-openai";
import { readInterview, setUpInterviewTests } from "../../../../tests/fixtures/interview-fixtures";

// A mock interview: started from the library, walked question by question, rated, finished or ended. What
// limits starting one (the library, AI access, the plan's quota, a generation running) is in
// interview-limits.routes.test.ts.

const MINUTE_MS = 60_000;
const { app, db, library, provider, clock } = await setUpInterviewTests();

test("every interview route needs a session", async () => {
  const routes = [
    ["POST", "/api/interviews"],
    ["GET", "/api/interviews"],
    ["GET", "/api/interviews/mock_1_abc"],
    ["PATCH", "/api/interviews/mock_1_abc"],
  ] as const;
  for (const [method, path] of routes) {
    const body = method === "POST" || method === "PATCH" ? "{}" : undefined;
    const response = await app.request(path, { method, headers: { "content-type": "application/json" }, body });
    expect(response.status, `${method} ${path}`).toBe(401);
  }
});

test("starts an interview at question 0 with five distinct library questions, and logs the start", async () => {
  const { userId, call } = await signUpCaller(app);
  const response = await call("POST", "/api/interviews", { type: "technical", company: "google", role: "all" });
  expect(response.status).toBe(201);
  const interview = await readInterview(response);
  expect(interview).toMatchObject({
    type: "technical",
    company: "google",
    role: null,
    status: "active",
    currentIndex: 0,
    source: { kind: "library" },
    startedAt: NOW.toISOString(),
    endedAt: null,
    score: null,
  });
  expect(interview.questions.map(({ id }) => id)).toEqual(
    [0, 1, 2, 3, 4].map((index) => `interview_${NOW.getTime()}_${index}`),
  );
  expect(new Set(interview.questions.map(({ question }) => question)).size).toBe(5);
  // While it runs: no answer key, and no follow-up before an answer (interview-answer-keys.routes.test.ts).
  expect(Object.keys(interview.questions[0] ?? {}).sort()).toEqual(
    [
      "answers",
      "elapsedSeconds",
      "evaluation",
      "followUpCount",
      "followUpQuestions",
      "id",
      "question",
      "rating",
      "type",
    ].sort(),
  );
  expect(interview.questions.map(({ rating }) => rating)).toEqual([null, null, null, null, null]);
  expect(await readInterview(await call("GET", `/api/interviews/${interview.id}`))).toEqual(interview);
  const events = await db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), eq(activityEvents.kind, "interview_started")));
  expect(events).toMatchObject([{ subjectId: interview.id, details: { interviewType: "technical" } }]);
});

test("an interview needs a type other than all; company and role are limited to the options", async () => {
  const { call } = await signUpCaller(app);
  for (const body of [{}, { type: "all" }, { type: "coding" }]) {
    const response = await call("POST", "/api/interviews", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "VALIDATION_FAILED", issues: [{ path: ["type"], message: "Please choose an interview type" }] },
    });
  }
  const badCompany = await call("POST", "/api/interviews", { type: "technical", company: "ibm" });
  expect(await badCompany.json()).toMatchObject({ error: { issues: [{ path: ["company"] }] } });
  const badRole = await call("POST", "/api/interviews", { type: "technical", role: "intern" });
  expect(await badRole.json()).toMatchObject({ error: { issues: [{ path: ["role"] }] } });
});

test("Next and Previous move within the five questions; Finish only on the last; then it is history", async () => {
  const { userId, call } = await signUpCaller(app);
  const { id } = await readInterview(await call("POST", "/api/interviews", { type: "behavioral" }));
  const act = (action: string) => call("PATCH", `/api/interviews/${id}`, { action });

  expect((await act("previous")).status).toBe(400);
  expect((await act("finish")).status).toBe(400);
  for (let index = 1; index <= 4; index++) expect((await readInterview(await act("next"))).currentIndex).toBe(index);
  const pastTheEnd = await act("next");
  expect(pastTheEnd.status).toBe(400);
  expect(await pastTheEnd.json()).toMatchObject({ error: { code: "BAD_REQUEST" } });
  expect((await readInterview(await act("previous"))).currentIndex).toBe(3);
  await act("next");

  clock.now = new Date(NOW.getTime() + 25 * MINUTE_MS);
  const finished = await readInterview(await act("finish"));
  expect(finished).toMatchObject({ status: "finished", currentIndex: 4, endedAt: clock.now.toISOString() });
  expect(finished.questions).toHaveLength(5);
  const completed = await db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), eq(activityEvents.kind, "interview_completed")));
  expect(completed).toMatchObject([{ subjectId: id, details: { durationMinutes: 25, interviewType: "behavioral" } }]);

  for (const action of ["next", "end"]) {
    const response = await act(action);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "CONFLICT", message: "This interview is already over." } });
  }
  expect((await act("skip")).status).toBe(400);
});

test("rates answers while the interview runs; Finish scores the mean of the rated ones until the evaluations are in", async () => {
  const { userId, call } = await signUpCaller(app);
  const { id } = await readInterview(await call("POST", "/api/interviews", { type: "behavioral" }));
  const rate = (position: number, rating: number) =>
    call("PATCH", `/api/interviews/${id}`, { action: "rate", position, rating });

  const rated = await rate(0, 5);
  expect(rated.status).toBe(200);
  expect((await readInterview(rated)).questions.map(({ rating }) => rating)).toEqual([5, null, null, null, null]);
  // Rating again replaces the rating; ratings do not move the current question.
  for (const [position, rating] of [
    [0, 4],
    [1, 4],
    [4, 5],
  ] as const)
    await rate(position, rating);
  const walked = await readInterview(await call("GET", `/api/interviews/${id}`));
  expect(walked).toMatchObject({ currentIndex: 0, score: null });
  expect(walked.questions.map(({ rating }) => rating)).toEqual([4, 4, null, null, 5]);

  // The evaluations wait, so the self-ratings' score can be seen first.
  const gate = createGate();
  provider.use({
    ...library,
    evaluateAnswer: async (request) => gate.promise.then(() => library.evaluateAnswer(request)),
  });
  for (let index = 1; index <= 4; index++) await call("PATCH", `/api/interviews/${id}`, { action: "next" });
  const finished = await readInterview(await call("PATCH", `/api/interviews/${id}`, { action: "finish" }));
  // (4 + 4 + 5) / 3 = 4.333…: one decimal.
  expect(finished).toMatchObject({ status: "finished", score: 4.3 });
  const history = ((await (await call("GET", "/api/interviews")).json()) as { interviews: InterviewSummary[] })
    .interviews;
  expect(history).toMatchObject([{ id, score: 4.3 }]);
  const completed = await db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), eq(activityEvents.kind, "interview_completed")));
  expect(completed).toMatchObject([{ subjectId: id, details: { score: 4.3 } }]);
  expect(await (await call("GET", "/api/analytics")).json()).toMatchObject({ interviewsCompleted: 1 });
  // The Analytics Hub's Average Score for interviews: the self-ratings' mean until it is evaluated.
  expect(await (await call("GET", "/api/analytics/readiness")).json()).toMatchObject({
    readiness: { averages: { interviews: 4.3, design: null } },
  });

  const over = await rate(2, 3);
  expect(over.status).toBe(409);
  expect(await over.json()).toEqual({ error: { code: "CONFLICT", message: "This interview is already over." } });

  // Nothing was answered: once evaluated, every answer scores 1, and the evaluations' mean replaces 4.3.
  gate.open();
  // (The evaluations are jobs, taken by the job engine's workers: a moment, or more on a busy machine.)
  await expect
    .poll(async () => (await readInterview(await call("GET", `/api/interviews/${id}`))).score, { timeout: 10_000 })
    .toBe(1);
  expect(await (await call("GET", "/api/analytics/readiness")).json()).toMatchObject({
    readiness: { averages: { interviews: 1 } },
  });
});

test("an interview finished without ratings has no score until it is evaluated; one ended early has none", async () => {
  const { userId, call } = await signUpCaller(app);
  const gate = createGate();
  provider.use({
    ...library,
    evaluateAnswer: async (request) => gate.promise.then(() => library.evaluateAnswer(request)),
  });
  const unrated = await readInterview(await call("POST", "/api/interviews", { type: "behavioral" }));
  for (let index = 1; index <= 4; index++) await call("PATCH", `/api/interviews/${unrated.id}`, { action: "next" });
  const finished = await readInterview(await call("PATCH", `/api/interviews/${unrated.id}`, { action: "finish" }));
  expect(finished).toMatchObject({ status: "finished", score: null });

  const early = await readInterview(await call("POST", "/api/interviews", { type: "technical" }));
  await call("PATCH", `/api/interviews/${early.id}`, { action: "rate", position: 0, rating: 5 });
  const ended = await readInterview(await call("PATCH", `/api/interviews/${early.id}`, { action: "end" }));
  expect(ended).toMatchObject({ status: "ended", score: null });

  const [event] = await db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), eq(activityEvents.kind, "interview_completed")));
  expect(Object.keys(event?.details ?? {})).not.toContain("score");
  expect(await (await call("GET", "/api/analytics")).json()).toMatchObject({ interviewsCompleted: 1 });
  expect(await (await call("GET", "/api/analytics/readiness")).json()).toMatchObject({
    readiness: { averages: { interviews: null } },
  });
  expect(ended.questions.every(({ evaluation }) => evaluation === null)).toBe(true);
  gate.open();
});

test("a rating names its bad field with a 400, and only the owner can rate", async () => {
  const { call } = await signUpCaller(app);
  const { id } = await readInterview(await call("POST", "/api/interviews", { type: "behavioral" }));
  const ratingMessage = "Rating must be a whole number from 1 to 5";
  const positionMessage = "Position must be a whole number from 0 to 4";
  const cases = [
    [{ position: 0, rating: 6 }, "rating", ratingMessage],
    [{ position: 0, rating: 2.5 }, "rating", ratingMessage],
    [{ position: 0 }, "rating", ratingMessage],
    [{ position: 5, rating: 3 }, "position", positionMessage],
    [{ position: -1, rating: 3 }, "position", positionMessage],
  ] as const;
  for (const [body, field, message] of cases) {
    const response = await call("PATCH", `/api/interviews/${id}`, { action: "rate", ...body });
    expect(response.status, JSON.stringify(body)).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "VALIDATION_FAILED", message, issues: [{ path: [field], message }] },
    });
  }
  const unchanged = await readInterview(await call("GET", `/api/interviews/${id}`));
  expect(unchanged.questions.map(({ rating }) => rating)).toEqual([null, null, null, null, null]);

  const other = await signUpCaller(app);
  const response = await other.call("PATCH", `/api/interviews/${id}`, { action: "rate", position: 0, rating: 3 });
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "No such interview." } });
});

test("End Interview works at any question; starting another interview ends the running one", async () => {
  const { call } = await signUpCaller(app);
  const first = await readInterview(await call("POST", "/api/interviews", { type: "technical" }));
  const ended = await readInterview(await call("PATCH", `/api/interviews/${first.id}`, { action: "end" }));
  expect(ended).toMatchObject({ status: "ended", currentIndex: 0, endedAt: NOW.toISOString() });

  const other = await signUpCaller(app);
  const running = await readInterview(await other.call("POST", "/api/interviews", { type: "technical" }));
  clock.now = new Date(NOW.getTime() + MINUTE_MS);
  const next = await readInterview(await other.call("POST", "/api/interviews", { type: "behavioral" }));
  const history = ((await (await other.call("GET", "/api/interviews")).json()) as { interviews: InterviewSummary[] })
    .interviews;
  expect(history.map(({ id, status }) => [id, status])).toEqual([
    [next.id, "active"],
    [running.id, "ended"],
  ]);
  expect(Object.keys(history[0] ?? {})).not.toContain("questions");
  // Interviews are private.
  expect((await call("GET", `/api/interviews/${next.id}`)).status).toBe(404);
  expect((await call("PATCH", `/api/interviews/${next.id}`, { action: "end" })).status).toBe(404);
});
