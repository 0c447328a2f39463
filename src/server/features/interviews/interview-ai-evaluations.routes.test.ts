import { expect, test } from "vitest";
import { type Caller, setSubscription, signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { NOW } from "../../../../tests/fixtures/ai-test-app";
import { createGate } from "../../../../tests/fixtures/fake-openai";
import {
  answerPath,
  finish,
  setUpAnswerTests,
  startInterview,
  waitForEvaluations,
} from "../../../../tests/fixtures/interview-fixtures";

// The AI evaluator of interview answers, against the fake OpenAI server: it scores the type's rubric with
// quotes checked against the answer, fails clearly, and never counts against the plan's quota.

const { app, db, fake, library, openai, provider } = await setUpAnswerTests();

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
