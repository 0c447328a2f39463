import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, expect, test } from "vitest";
import type { AiProvider } from "@/server/ai/ai-provider";
import { createLibraryProvider } from "@/server/ai/library-provider";
import { createOpenAiProvider } from "@/server/ai/openai-provider";
import { activityEvents } from "@/server/db/schema/activity";
import { interviewQuestions } from "@/server/db/schema/interviews";
import { ANSWER_MAX_CHARS, ANSWER_TOO_LONG_MESSAGE } from "@/shared/schemas/interview-answers";
import type { Interview } from "@/shared/schemas/interviews";
import {
  type Caller,
  createSwitchableProvider,
  makeLibraryQuestion,
  setSubscription,
  signUpCaller,
} from "../../../../tests/fixtures/ai-fixtures";
import { createGate, startFakeOpenAi } from "../../../../tests/fixtures/fake-openai";
import { createTestApp } from "../../../../tests/fixtures/test-app";

// Answers are saved while typed and evaluated in the background after Finish; an evaluation
// quotes the answer (the AI's quotes are checked), and a failed one can be retried without losing anything.

const NOW = new Date("2026-11-15T12:00:00.000Z");
const fake = await startFakeOpenAi();
afterAll(() => fake.close());
const LIBRARY = {
  problems: [],
  // Enough for the six interviews of the quota test: a library question is never asked twice.
  interviewQuestions: Array.from({ length: 30 }, (_, index) => makeLibraryQuestion(`technical-${index}`)),
  scenarios: [],
};
const library = createLibraryProvider({ library: LIBRARY });
const openai = createOpenAiProvider({ baseURL: fake.baseURL, apiKey: "k", model: "gpt-4", timeoutMs: 2_000 });
const provider = createSwitchableProvider(library);
let now = NOW;
// The evaluator reads a library question's key points from the app's library.
const { app, db } = await createTestApp({ ai: provider.ai, library: async () => LIBRARY, clock: () => now });
beforeEach(() => {
  now = NOW;
  provider.use(library);
  fake.requests.length = 0;
});

const readInterview = async (response: Response) => ((await response.json()) as { interview: Interview }).interview;

async function startInterview(call: Caller["call"]) {
  return readInterview(await call("POST", "/api/interviews", { type: "technical" }));
}

async function finish(call: Caller["call"], id: string) {
  for (let index = 1; index <= 4; index++) await call("PATCH", `/api/interviews/${id}`, { action: "next" });
  const response = await call("PATCH", `/api/interviews/${id}`, { action: "finish" });
  expect(response.status).toBe(200);
  return readInterview(response);
}

/** Polls the interview, as the page does, until no evaluation is pending or running. */
async function waitForEvaluations(call: Caller["call"], id: string) {
  let interview: Interview | undefined;
  const isSettled = (evaluation: Interview["questions"][number]["evaluation"]) =>
    evaluation?.status === "done" || evaluation?.status === "failed";
  await expect
    .poll(
      async () => {
        interview = await readInterview(await call("GET", `/api/interviews/${id}`));
        return interview.questions.every(({ evaluation }) => isSettled(evaluation));
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  if (!interview) throw new Error("no interview");
  return interview;
}

const answerPath = (id: string, position: number, part: number) =>
  `/api/interviews/${id}/questions/${position}/answers/${part}`;

test("answers are saved per question and follow-up, the last save wins, and the timer is kept", async () => {
  const { call } = await signUpCaller(app);
  const { id } = await startInterview(call);
  expect((await call("PUT", answerPath(id, 0, 0), { text: "first draft" })).status).toBe(200);
  now = new Date(NOW.getTime() + 5_000);
  const saved = await call("PUT", answerPath(id, 0, 0), { text: "A hash map answers because…", elapsedSeconds: 95 });
  expect(await saved.json()).toEqual({ savedAt: now.toISOString(), followUpQuestions: ["Why?"] });
  await call("PUT", answerPath(id, 0, 2), { text: "For example, resizing." });

  const interview = await readInterview(await call("GET", `/api/interviews/${id}`));
  expect(interview.questions[0]?.answers).toEqual([
    { text: "A hash map answers because…", updatedAt: now.toISOString() },
    { text: "", updatedAt: null },
    { text: "For example, resizing.", updatedAt: now.toISOString() },
  ]);
  expect(interview.questions[0]?.elapsedSeconds).toBe(95);
  expect(interview.questions[1]?.answers).toEqual([
    { text: "", updatedAt: null },
    { text: "", updatedAt: null },
    { text: "", updatedAt: null },
  ]);
  expect(interview.questions.every(({ evaluation }) => evaluation === null)).toBe(true);
  // The history counts a question once it has words, here question 1 and its second follow-up.
  await call("PUT", answerPath(id, 1, 0), { text: "   " });
  expect(interview.answeredQuestions).toBe(1);
  const history = (await (await call("GET", "/api/interviews")).json()) as { interviews: Interview[] };
  expect(history.interviews).toMatchObject([{ id, answeredQuestions: 1 }]);
});

test("bad answers are refused with a clear message and change nothing", async () => {
  const { call } = await signUpCaller(app);
  const { id } = await startInterview(call);
  await call("PUT", answerPath(id, 1, 0), { text: "kept" });

  const tooLong = await call("PUT", answerPath(id, 1, 0), { text: "x".repeat(ANSWER_MAX_CHARS + 1) });
  expect(tooLong.status).toBe(400);
  expect(JSON.stringify(await tooLong.json())).toContain(ANSWER_TOO_LONG_MESSAGE);
  expect((await call("PUT", answerPath(id, 1, 0), { text: "x".repeat(ANSWER_MAX_CHARS) })).status).toBe(200);
  await call("PUT", answerPath(id, 1, 0), { text: "kept" });

  expect((await call("PUT", answerPath(id, 5, 0), { text: "no such question" })).status).toBe(400);
  // The question has two follow-ups: parts 0 to 2.
  const noFollowUp = await call("PUT", answerPath(id, 1, 3), { text: "no such follow-up" });
  expect(noFollowUp.status).toBe(404);
  expect((await call("PUT", answerPath(id, 1, 0), { text: 42 })).status).toBe(400);
  expect((await call("PUT", answerPath(id, 1, 0), { text: "t", elapsedSeconds: -1 })).status).toBe(400);

  const interview = await readInterview(await call("GET", `/api/interviews/${id}`));
  expect(interview.questions[1]?.answers.map(({ text }) => text)).toEqual(["kept", "", ""]);
});

test("another user's interview answers 404 to answering, reading and retrying; a finished one 409", async () => {
  const owner = await signUpCaller(app);
  const stranger = await signUpCaller(app);
  const { id } = await startInterview(owner.call);
  await owner.call("PUT", answerPath(id, 0, 0), { text: "mine" });
  expect((await stranger.call("PUT", answerPath(id, 0, 0), { text: "theirs" })).status).toBe(404);
  expect((await stranger.call("GET", `/api/interviews/${id}`)).status).toBe(404);

  await finish(owner.call, id);
  expect((await stranger.call("POST", `/api/interviews/${id}/evaluations/retry`)).status).toBe(404);
  const late = await owner.call("PUT", answerPath(id, 0, 0), { text: "too late" });
  expect(late.status).toBe(409);
  expect(await late.json()).toEqual({ error: { code: "CONFLICT", message: "This interview is already over." } });
  const interview = await waitForEvaluations(owner.call, id);
  expect(interview.questions[0]?.answers[0]?.text).toBe("mine");
});

test("Finish answers at once with every evaluation pending; the automatic check then quotes the answer", async () => {
  const { userId, call } = await signUpCaller(app);
  const { id } = await startInterview(call);
  // The fixture's key points: an answer (answer/reply/response), a reason (because/reason/since), an example.
  await call("PUT", answerPath(id, 0, 0), {
    text: "My answer is chaining, because it degrades gracefully.",
    elapsedSeconds: 200,
  });
  await call("PUT", answerPath(id, 0, 1), { text: "For instance, Java's HashMap." });

  const gate = createGate();
  provider.use({
    ...library,
    evaluateAnswer: async (request) => gate.promise.then(() => library.evaluateAnswer(request)),
  });
  const finished = await finish(call, id);
  expect(finished.evaluationKind).toBe("automatic");
  expect(finished.questions.map(({ evaluation }) => evaluation?.status)).toEqual(Array(5).fill("pending"));
  gate.open();

  const evaluated = await waitForEvaluations(call, id);
  const first = evaluated.questions[0]?.evaluation;
  expect(first?.status).toBe("done");
  expect(first?.result).toMatchObject({ kind: "automatic", words: 12, seconds: 200 });
  expect(first?.result?.keyPoints).toEqual([
    { point: "Gives an answer", evidence: { part: 0, start: 3, end: 9, quote: "answer" } },
    { point: "Says why", evidence: { part: 0, start: 23, end: 30, quote: "because" } },
    { point: "Gives an example", evidence: { part: 1, start: 0, end: 12, quote: "For instance" } },
  ]);
  // The unanswered questions score 1; the interview's score is the evaluations' mean, recorded once.
  expect(evaluated.questions.slice(1).map(({ evaluation }) => evaluation?.result?.score)).toEqual([1, 1, 1, 1]);
  const firstScore = first?.result?.score ?? 0;
  expect(evaluated.score).toBe(Math.round(((firstScore + 4) / 5) * 10) / 10);
  const events = await db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), eq(activityEvents.kind, "interview_evaluated")));
  expect(events).toMatchObject([{ subjectId: id, details: { score: evaluated.score, interviewType: "technical" } }]);
});

test("a failed evaluation says why and is retried without losing the answers; retrying twice is refused", async () => {
  const { call } = await signUpCaller(app);
  const { id } = await startInterview(call);
  await call("PUT", answerPath(id, 2, 0), { text: "An answer because reasons." });
  let failures = 1;
  const flaky: AiProvider = {
    ...library,
    evaluateAnswer: async (request) => {
      if (request.answers[0] === "An answer because reasons." && failures-- > 0) throw new Error("model down");
      return library.evaluateAnswer(request);
    },
  };
  provider.use(flaky);
  await finish(call, id);
  const failed = await waitForEvaluations(call, id);
  expect(failed.questions[2]?.evaluation).toEqual({
    status: "failed",
    result: null,
    error: "The evaluation failed. Please retry.",
  });
  expect(failed.score).toBeNull();

  const retried = await call("POST", `/api/interviews/${id}/evaluations/retry`);
  expect(retried.status).toBe(202);
  const evaluated = await waitForEvaluations(call, id);
  expect(evaluated.questions[2]?.evaluation?.status).toBe("done");
  expect(evaluated.questions[2]?.answers[0]?.text).toBe("An answer because reasons.");
  // Stored with the last evaluation: every answer done is never seen without the score.
  expect(evaluated.score).not.toBeNull();

  const again = await call("POST", `/api/interviews/${id}/evaluations/retry`);
  expect(again.status).toBe(409);
  const running = await startInterview(call);
  expect((await call("POST", `/api/interviews/${running.id}/evaluations/retry`)).status).toBe(409);
});

test("an evaluation lost past its deadline (the process stopped) shows as failed and can be retried", async () => {
  const { call } = await signUpCaller(app);
  const { id } = await startInterview(call);
  await finish(call, id);
  await waitForEvaluations(call, id);
  // As if the process had stopped while evaluating question 3.
  await db
    .update(interviewQuestions)
    .set({ evaluationStatus: "running", evaluation: null, evaluationUpdatedAt: NOW })
    .where(and(eq(interviewQuestions.sessionId, id), eq(interviewQuestions.position, 3)));
  expect((await readInterview(await call("GET", `/api/interviews/${id}`))).questions[3]?.evaluation?.status).toBe(
    "running",
  );
  now = new Date(NOW.getTime() + 10 * 60_000);
  const lost = await readInterview(await call("GET", `/api/interviews/${id}`));
  expect(lost.questions[3]?.evaluation).toEqual({
    status: "failed",
    result: null,
    error: "The evaluation was interrupted. Please retry.",
  });
  expect((await call("POST", `/api/interviews/${id}/evaluations/retry`)).status).toBe(202);
  expect((await waitForEvaluations(call, id)).questions[3]?.evaluation?.status).toBe("done");
});

// ---------- The AI evaluator, against the fake OpenAI server ----------

const ANSWER =
  "I would use chaining: each bucket holds a linked list. Resizing doubles the table when the load factor passes 0.75.";

function aiEvaluation(evidence: string[]) {
  return JSON.stringify({
    criteria: [
      { criterion: "Communication", score: 4, reason: "Clear and structured.", evidence },
      { criterion: "Problem solving", score: 3, reason: "Picks a standard approach.", evidence: [] },
      {
        criterion: "Technical depth",
        score: 4,
        reason: "Knows the load factor.",
        evidence: ["load factor passes 0.75"],
      },
      { criterion: "Correctness and testing", score: 2, reason: "No edge cases.", evidence: [] },
    ],
    strengths: ["Names the load factor"],
    improvement: "Walk through a collision-heavy input.",
    missed: ["Open addressing as an alternative"],
  });
}

async function finishWithAnswer(call: Caller["call"]) {
  provider.use(library);
  const { id } = await startInterview(call);
  await call("PUT", answerPath(id, 0, 0), { text: ANSWER, elapsedSeconds: 120 });
  provider.use(openai);
  return { id, finished: await finish(call, id) };
}

test("the AI evaluation scores the type's rubric, keeps quotes found in the answer and drops invented ones", async () => {
  const { call } = await signUpCaller(app);
  // Only the answered question is sent to the model: the four empty ones score 1 without a request.
  fake.enqueue({ content: aiEvaluation(["each bucket holds a linked list", "I used Redis for everything"]) });
  const { id, finished } = await finishWithAnswer(call);
  expect(finished.evaluationKind).toBe("ai");
  const evaluated = await waitForEvaluations(call, id);
  expect(fake.requests).toHaveLength(1);
  const prompt = JSON.stringify(fake.requests[0]?.body);
  expect(prompt).toContain("Correctness and testing");
  expect(prompt).toContain("chaining: each bucket");

  const result = evaluated.questions[0]?.evaluation?.result;
  expect(result).toMatchObject({
    kind: "ai",
    score: 3.3,
    strengths: ["Names the load factor"],
    improvement: "Walk through a collision-heavy input.",
    missed: ["Open addressing as an alternative"],
    droppedQuotes: ["I used Redis for everything"],
  });
  expect(result?.criteria[0]?.evidence).toEqual([
    { part: 0, start: 22, end: 53, quote: "each bucket holds a linked list" },
  ]);
  expect(result?.criteria[2]?.evidence[0]?.quote).toBe("load factor passes 0.75");
  expect(evaluated.questions[1]?.evaluation?.result).toMatchObject({ kind: "ai", score: 1, words: 0 });
});

test("a malformed, empty or incomplete AI evaluation fails with a message, and the retry asks again", async () => {
  const { call } = await signUpCaller(app);
  const incomplete = JSON.stringify({
    criteria: [{ criterion: "Communication", score: 4, reason: "ok", evidence: [] }],
  });
  for (const content of ["Great answer!", "", incomplete]) {
    fake.enqueue({ content });
    const { id } = await finishWithAnswer(call);
    const failed = await waitForEvaluations(call, id);
    expect(failed.questions[0]?.evaluation).toMatchObject({ status: "failed", result: null });
    expect(failed.questions[0]?.evaluation?.error).toMatch(/OpenAI|could not evaluate/);
    if (content === incomplete) {
      fake.enqueue({ content: aiEvaluation([]) });
      expect((await call("POST", `/api/interviews/${id}/evaluations/retry`)).status).toBe(202);
      expect((await waitForEvaluations(call, id)).questions[0]?.evaluation?.status).toBe("done");
    }
  }
});

test("a slow AI evaluation never blocks Finish, and one past the timeout fails", async () => {
  const { call } = await signUpCaller(app);
  const gate = createGate();
  fake.enqueue({ content: aiEvaluation([]), waitFor: gate.promise });
  const { id, finished } = await finishWithAnswer(call);
  expect(finished.questions[0]?.evaluation?.status).toBe("pending");
  const failed = await waitForEvaluations(call, id);
  gate.open();
  expect(failed.questions[0]?.evaluation).toMatchObject({ status: "failed" });
});

test("with the AI evaluator an expired trial keeps the answers, and the evaluation asks for an upgrade", async () => {
  const { userId, call } = await signUpCaller(app);
  const { id } = await startInterview(call);
  await call("PUT", answerPath(id, 0, 0), { text: ANSWER });
  await setSubscription(db, userId, { status: "expired" });
  provider.use(openai);
  const finished = await finish(call, id);
  expect(finished.questions[0]?.evaluation).toMatchObject({
    status: "failed",
    error: expect.stringContaining("Upgrade"),
  });
  const retry = await call("POST", `/api/interviews/${id}/evaluations/retry`);
  expect(retry.status).toBe(402);
  expect(fake.requests).toHaveLength(0);
  // The automatic check needs no AI access.
  provider.use(library);
  expect((await call("POST", `/api/interviews/${id}/evaluations/retry`)).status).toBe(202);
  const evaluated = await waitForEvaluations(call, id);
  expect(evaluated.questions[0]?.evaluation?.result?.kind).toBe("automatic");
  expect(evaluated.questions[0]?.answers[0]?.text).toBe(ANSWER);
});

test("evaluating and retrying never count against the plan's monthly interview quota", async () => {
  const { userId, call } = await signUpCaller(app);
  // The starter plan includes five mock interviews a month.
  await setSubscription(db, userId, {
    status: "active",
    planType: "starter",
    currentPeriodEnd: new Date(NOW.getTime() + 30 * 86_400_000),
  });
  const { id } = await startInterview(call);
  let failures = 1;
  provider.use({
    ...library,
    evaluateAnswer: async (request) => {
      if (failures-- > 0) throw new Error("model down");
      return library.evaluateAnswer(request);
    },
  });
  await finish(call, id);
  await waitForEvaluations(call, id);
  expect((await call("POST", `/api/interviews/${id}/evaluations/retry`)).status).toBe(202);
  await waitForEvaluations(call, id);
  provider.use(library);
  for (let count = 2; count <= 5; count++) {
    expect((await call("POST", "/api/interviews", { type: "technical" })).status, `interview ${count}`).toBe(201);
  }
  expect((await call("POST", "/api/interviews", { type: "technical" })).status).toBe(429);
});
