import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { activityEvents } from "@/server/db/schema/activity";
import { reviewCards } from "@/server/db/schema/spaced-repetition";
import type { InterviewPage } from "@/shared/schemas/interviews";
import { signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { NOW } from "../../../../tests/fixtures/ai-test-app";
import {
  act,
  readRound,
  say,
  setUpCodingInterviewTests,
  startRound,
  submitCode,
} from "../../../../tests/fixtures/coding-interview-fixtures";

// The coding interview's round: started on a library problem for the company and level, resumed, walked
// through its phases with the scripted interviewer, nudged, finished (by Finish or the clock) into a report,
// and nobody else's to read.

const MINUTE_MS = 60_000;
const { app, db, clock } = await setUpCodingInterviewTests();
const later = (minutes: number) => {
  clock.now = new Date(NOW.getTime() + minutes * MINUTE_MS);
};

test("every coding interview route needs a session", async () => {
  const routes = [
    ["POST", "/api/interviews/coding"],
    ["GET", "/api/interviews/coding/mock_1_abc"],
    ["PATCH", "/api/interviews/coding/mock_1_abc"],
    ["POST", "/api/interviews/coding/mock_1_abc/messages"],
    ["POST", "/api/interviews/coding/mock_1_abc/nudges"],
  ] as const;
  for (const [method, path] of routes) {
    const body = method === "GET" ? undefined : "{}";
    const response = await app.request(path, { method, headers: { "content-type": "application/json" }, body });
    expect(response.status, `${method} ${path}`).toBe(401);
  }
});

test("a round starts on the company's problem at the level's difficulty, without what would give it away", async () => {
  const { userId, call } = await signUpCaller(app);
  const response = await call("POST", "/api/interviews/coding", {
    company: "google",
    role: "engineering-manager",
    lengthMinutes: 45,
  });
  expect(response.status).toBe(201);
  const text = await response.clone().text();
  const round = await readRound(response);
  expect(round).toMatchObject({
    status: "active",
    company: "google",
    role: "engineering-manager",
    problem: { title: "Pair Finder" },
    lengthMinutes: 45,
    startedAt: NOW.toISOString(),
    endsAt: new Date(NOW.getTime() + 45 * MINUTE_MS).toISOString(),
    phase: "clarify",
    nudges: 0,
    isAccepted: false,
    interviewer: "scripted",
    report: null,
  });
  expect(round.transcript).toEqual([
    expect.objectContaining({ role: "interviewer", phase: "clarify", text: expect.stringContaining('"Pair Finder"') }),
  ]);
  for (const secret of ["difficulty", "hints", "editorial", "solution", "followUps", "medium-google", "tags"])
    expect(text, secret).not.toContain(secret);
  // Resumed as stored; in the history as a coding interview.
  expect(await readRound(await call("GET", `/api/interviews/coding/${round.id}`))).toEqual(round);
  const page = (await (await call("GET", "/api/interviews")).json()) as InterviewPage;
  expect(page.interviews).toMatchObject([{ id: round.id, type: "coding", status: "active", score: null }]);
  const events = await db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), eq(activityEvents.kind, "interview_started")));
  expect(events).toMatchObject([{ subjectId: round.id, details: { interviewType: "coding" } }]);
});

test("the length is 30, 45 or 60 minutes, and the company and level come from the options", async () => {
  const { call } = await signUpCaller(app);
  for (const body of [{}, { lengthMinutes: 20 }, { lengthMinutes: "45" }, { lengthMinutes: 45, company: "acme" }]) {
    const response = await call("POST", "/api/interviews/coding", body);
    expect(response.status, JSON.stringify(body)).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
  }
  const senior = await startRound(call, { company: "meta", role: "senior-engineer", lengthMinutes: 30 });
  expect(senior.problem.title).toBe("Problem hard-meta");
});

test("a whole round: approach, code, complexity, follow-ups and Finish, with the report and time per phase", async () => {
  const { userId, call } = await signUpCaller(app);
  const round = await startRound(call);
  const reply = await say(call, round.id, "A brute force: check every pair with nested loops.");
  expect(reply.transcript.at(-1)?.text).toContain("Can you do better? There is an approach that runs in O(n) time.");
  await say(call, round.id, "Better: one pass with hashing, a map from value to index. O(n) time and O(n) space.");

  later(5);
  const coding = await readRound(await act(call, round.id, "next-phase"));
  expect(coding).toMatchObject({ phase: "code", phaseSeconds: { clarify: 300 } });
  expect(coding.transcript.at(-1)).toMatchObject({ role: "interviewer", phase: "code" });
  await submitCode(call, round.problemId, "wrong_answer");
  later(15);
  await submitCode(call, round.problemId, "accepted");
  const analysis = await readRound(await act(call, round.id, "next-phase"));
  expect(analysis).toMatchObject({ phase: "complexity", isAccepted: true, phaseSeconds: { clarify: 300, code: 600 } });
  const agreed = await say(call, round.id, "O(n) time and O(n) space. I would test an empty list and duplicates.");
  expect(agreed.transcript.at(-1)?.text).toContain("Agreed, O(n) time.");

  later(18);
  const followUps = await readRound(await act(call, round.id, "next-phase"));
  expect(followUps.transcript.at(-1)?.text).toBe("Your code passes. A follow-up: What if the input is sorted?");
  const next = await say(call, round.id, "Two pointers from both ends, with constant extra space.");
  expect(next.transcript.at(-1)?.text).toBe("Good. Another one: What if there are many queries?");
  expect((await act(call, round.id, "next-phase")).status).toBe(400);

  later(20);
  const finished = await readRound(await act(call, round.id, "finish"));
  expect(finished).toMatchObject({
    status: "finished",
    endedAt: clock.now.toISOString(),
    phaseSeconds: { clarify: 300, code: 600, complexity: 180, "follow-ups": 120 },
  });
  const report = finished.report;
  expect(report?.criteria.map(({ criterion }) => criterion)).toEqual([
    "communication",
    "problem-solving",
    "coding",
    "testing",
    "complexity",
  ]);
  expect(report?.criteria.find(({ criterion }) => criterion === "coding")?.evidence[0]).toBe(
    "Accepted 10/10 tests on the second Submit.",
  );
  expect(report?.expectedComplexity).toEqual({ time: "O(n)", space: "O(n)" });
  expect(finished.score).toBe(report?.overall);
  expect(report?.overall).toBeGreaterThanOrEqual(3.5);
  // History, readiness's input and spaced repetition.
  const page = (await (await call("GET", "/api/interviews")).json()) as InterviewPage;
  expect(page.interviews[0]).toMatchObject({
    id: round.id,
    type: "coding",
    status: "finished",
    score: report?.overall,
  });
  const readiness = (await (await call("GET", "/api/analytics/readiness?tz=UTC")).json()) as {
    readiness: { interviews: { key: string; count: number }[] };
  };
  expect(readiness.readiness.interviews.find(({ key }) => key === "technical")?.count).toBe(1);
  const cards = await db.select().from(reviewCards).where(eq(reviewCards.userId, userId));
  expect(cards).toMatchObject([{ kind: "problem", subjectId: round.problemId }]);
  expect((await call("POST", `/api/interviews/coding/${round.id}/messages`, { text: "one more" })).status).toBe(409);
  expect((await act(call, round.id, "finish")).status).toBe(409);
});

test("the follow-ups wait for an Accepted Submit", async () => {
  const { call } = await signUpCaller(app);
  const round = await startRound(call);
  await act(call, round.id, "next-phase");
  await act(call, round.id, "next-phase");
  const refused = await act(call, round.id, "next-phase");
  expect(refused.status).toBe(409);
  expect(await refused.json()).toMatchObject({
    error: { message: expect.stringContaining("once a Submit is Accepted") },
  });
});

test("a nudge comes only after minutes without a word or a code change, a hint at a time", async () => {
  const { call } = await signUpCaller(app);
  const round = await startRound(call);
  const nudge = async () => readRound(await call("POST", `/api/interviews/coding/${round.id}/nudges`));
  later(2);
  expect((await nudge()).nudges).toBe(0);
  later(3);
  const nudged = await nudge();
  expect(nudged.nudges).toBe(1);
  expect(nudged.transcript.at(-1)).toMatchObject({
    role: "interviewer",
    kind: "nudge",
    text: "Let me help a little. nudge",
  });
  await act(call, round.id, "next-phase");
  later(6);
  const saved = await call("PUT", `/api/practice/problems/${round.problemId}/drafts/javascript`, { code: "let x;" });
  expect(saved.status).toBe(200);
  later(8);
  expect((await nudge()).nudges).toBe(1);
  later(10);
  const again = await nudge();
  expect(again).toMatchObject({ nudges: 2 });
  expect(again.transcript.at(-1)?.text).toBe("Let me help a little. approach");
});

test("when the time is up the round takes no more words, and moving on finishes it at its end", async () => {
  const { call } = await signUpCaller(app);
  const round = await startRound(call, { lengthMinutes: 30 });
  await say(call, round.id, "Is the input always valid?");
  later(31);
  const late = await call("POST", `/api/interviews/coding/${round.id}/messages`, { text: "Still here" });
  expect(late.status).toBe(409);
  const finished = await readRound(await act(call, round.id, "next-phase"));
  expect(finished).toMatchObject({ status: "finished", endedAt: round.endsAt, phaseSeconds: { clarify: 1800 } });
  expect(finished.report?.criteria).toHaveLength(5);
  expect(finished.transcript.filter(({ role }) => role === "candidate")).toHaveLength(1);
});

test("another user's round is not found, whatever they try", async () => {
  const owner = await signUpCaller(app);
  const round = await startRound(owner.call);
  const other = await signUpCaller(app);
  const attempts = [
    other.call("GET", `/api/interviews/coding/${round.id}`),
    other.call("PATCH", `/api/interviews/coding/${round.id}`, { action: "finish" }),
    other.call("POST", `/api/interviews/coding/${round.id}/messages`, { text: "hello" }),
    other.call("POST", `/api/interviews/coding/${round.id}/nudges`),
  ];
  for (const response of await Promise.all(attempts)) {
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(owner.userId);
  }
  expect((await readRound(await owner.call("GET", `/api/interviews/coding/${round.id}`))).status).toBe("active");
});

test("the problem's help is refused while its round runs, and open again once it is over", async () => {
  const { call } = await signUpCaller(app);
  const round = await startRound(call);
  const problemPath = `/api/practice/problems/${round.problemId}`;
  const attempts = [
    () => call("PUT", `${problemPath}/hints`, { revealed: 1 }),
    () => call("POST", `${problemPath}/editorial`, { revealed: 1 }),
    () => call("POST", `${problemPath}/give-up`),
    () => call("GET", `${problemPath}/solution`),
  ];
  for (const attempt of attempts) {
    const refused = await attempt();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { message: expect.stringContaining("during a coding interview") },
    });
  }
  await act(call, round.id, "finish");
  expect((await call("PUT", `${problemPath}/hints`, { revealed: 1 })).status).toBe(200);
});
