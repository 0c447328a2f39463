import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import type { AiProvider } from "@/server/ai/ai-provider";
import { activityEvents } from "@/server/db/schema/activity";
import { interviewQuestions } from "@/server/db/schema/interviews";
import { ANSWER_MAX_CHARS, ANSWER_TOO_LONG_MESSAGE } from "@/shared/schemas/interview-answers";
import type { Interview } from "@/shared/schemas/interviews";
import { signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { NOW } from "../../../../tests/fixtures/ai-test-app";
import { createGate } from "../../../../tests/fixtures/fake-openai";
import {
  answerPath,
  finish,
  readInterview,
  setUpAnswerTests,
  startInterview,
  waitForEvaluations,
} from "../../../../tests/fixtures/interview-fixtures";

// Answers are saved while typed and evaluated in the background after Finish; the automatic check quotes
// the answer, and a failed or lost evaluation can be retried without losing anything. The AI evaluator is
// in interview-ai-evaluations.routes.test.ts.

const { app, db, library, provider, clock } = await setUpAnswerTests();

test("answers are saved per question and follow-up, the last save wins, and the timer is kept", async () => {
  const { call } = await signUpCaller(app);
  const { id } = await startInterview(call);
  expect((await call("PUT", answerPath(id, 0, 0), { text: "first draft" })).status).toBe(200);
  clock.now = new Date(NOW.getTime() + 5_000);
  const saved = await call("PUT", answerPath(id, 0, 0), { text: "A hash map answers because…", elapsedSeconds: 95 });
  expect(await saved.json()).toEqual({ savedAt: clock.now.toISOString(), followUpQuestions: ["Why?"] });
  await call("PUT", answerPath(id, 0, 2), { text: "For example, resizing." });

  const interview = await readInterview(await call("GET", `/api/interviews/${id}`));
  expect(interview.questions[0]?.answers).toEqual([
    { text: "A hash map answers because…", updatedAt: clock.now.toISOString() },
    { text: "", updatedAt: null },
    { text: "For example, resizing.", updatedAt: clock.now.toISOString() },
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
  clock.now = new Date(NOW.getTime() + 10 * 60_000);
  const lost = await readInterview(await call("GET", `/api/interviews/${id}`));
  expect(lost.questions[3]?.evaluation).toEqual({
    status: "failed",
    result: null,
    error: "The evaluation was interrupted. Please retry.",
  });
  expect((await call("POST", `/api/interviews/${id}/evaluations/retry`)).status).toBe(202);
  expect((await waitForEvaluations(call, id)).questions[3]?.evaluation?.status).toBe("done");
});
