import { expect, test } from "vitest";
import { createLibraryProvider } from "@/server/ai/library-provider";
import type { Interview } from "@/shared/schemas/interviews";
import { type Caller, makeLibraryQuestion, signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { createTestApp } from "../../../../tests/fixtures/test-app";

// Practise like the real thing: while an interview runs, the API sends each question without its answer
// key and with only the follow-ups the answers have reached; the report (finished or ended) has it all.

const LIBRARY = {
  problems: [],
  interviewQuestions: Array.from({ length: 15 }, (_, index) =>
    makeLibraryQuestion(`technical-${index}`, {
      followUpQuestions: [`First follow-up ${index}?`, `Second follow-up ${index}?`, `Third follow-up ${index}?`],
      expectedAnswer: `Expected answer number ${index}.`,
      evaluationCriteria: [`Criterion A${index}`, `Criterion B${index}`, `Criterion C${index}`],
    }),
  ),
  scenarios: [],
};
const { app } = await createTestApp({
  ai: createLibraryProvider({ library: LIBRARY }),
  library: async () => LIBRARY,
});

const readInterview = async (response: Response) => ((await response.json()) as { interview: Interview }).interview;
const answerPath = (id: string, position: number, part: number) =>
  `/api/interviews/${id}/questions/${position}/answers/${part}`;

/** Every answer-key text of the library, to look for in a raw response. */
const ANSWER_KEY_TEXTS = LIBRARY.interviewQuestions.flatMap((question) => [
  question.expectedAnswer,
  ...question.evaluationCriteria,
  ...question.keyPoints.map(({ point }) => point),
]);

function expectNoAnswerKey(raw: string) {
  for (const text of ANSWER_KEY_TEXTS) expect(raw).not.toContain(text);
  const { interview } = JSON.parse(raw) as { interview: Interview };
  for (const question of interview.questions) {
    expect(question).not.toHaveProperty("expectedAnswer");
    expect(question).not.toHaveProperty("evaluationCriteria");
  }
  return interview;
}

async function start(call: Caller["call"]) {
  const response = await call("POST", "/api/interviews", { type: "technical" });
  expect(response.status).toBe(201);
  return expectNoAnswerKey(await response.text());
}

async function getRaw(call: Caller["call"], id: string) {
  const response = await call("GET", `/api/interviews/${id}`);
  expect(response.status).toBe(200);
  return response.text();
}

test("an interview in progress is sent without any question's expected answer, criteria or key points", async () => {
  const { call } = await signUpCaller(app);
  const { id, questions } = await start(call);
  expect(
    questions.every(({ followUpQuestions, followUpCount }) => followUpQuestions.length === 0 && followUpCount === 3),
  ).toBe(true);
  await call("PUT", answerPath(id, 0, 0), { text: "My answer, because it is an example." });
  expectNoAnswerKey(await getRaw(call, id));
  // Walking and rating answer with the interview too: the same rule.
  expectNoAnswerKey(await (await call("PATCH", `/api/interviews/${id}`, { action: "next" })).text());
  expectNoAnswerKey(
    await (await call("PATCH", `/api/interviews/${id}`, { action: "rate", position: 0, rating: 4 })).text(),
  );
});

test("follow-ups come one at a time, each after an answer; answered ones stay", async () => {
  const { call } = await signUpCaller(app);
  const { id, questions } = await start(call);
  const followUps = LIBRARY.interviewQuestions.find(
    ({ question }) => question === questions[0]?.question,
  )?.followUpQuestions;
  if (!followUps) throw new Error("the question is not from the library");
  const save = async (part: number, text: string) => {
    const response = await call("PUT", answerPath(id, 0, part), { text });
    expect(response.status).toBe(200);
    return ((await response.json()) as { followUpQuestions: string[] }).followUpQuestions;
  };
  const shown = async () => expectNoAnswerKey(await getRaw(call, id)).questions[0]?.followUpQuestions;

  expect(await save(0, "   ")).toEqual([]);
  expect(await shown()).toEqual([]);
  expect(await save(0, "A hash map.")).toEqual(followUps.slice(0, 1));
  expect(await shown()).toEqual(followUps.slice(0, 1));
  expect(await save(1, "Because lookups are O(1).")).toEqual(followUps.slice(0, 2));
  // Clearing the first answer keeps the follow-up answered after it, and the one that answer reached.
  expect(await save(0, "")).toEqual(followUps.slice(0, 2));
  expect(await save(2, "Resize when full.")).toEqual(followUps);
  expect(await save(3, "By doubling.")).toEqual(followUps);
  // The other questions have reached none.
  const interview = JSON.parse(await getRaw(call, id)) as { interview: Interview };
  expect(interview.interview.questions.slice(1).map(({ followUpQuestions }) => followUpQuestions)).toEqual([
    [],
    [],
    [],
    [],
  ]);
});

test("the report of a finished interview has the answer key, every follow-up and the key points", async () => {
  const { call } = await signUpCaller(app);
  const { id, questions } = await start(call);
  await call("PUT", answerPath(id, 0, 0), { text: "An answer, because for example it works." });
  for (let index = 1; index <= 4; index++) await call("PATCH", `/api/interviews/${id}`, { action: "next" });
  const finished = await readInterview(await call("PATCH", `/api/interviews/${id}`, { action: "finish" }));
  expect(finished.status).toBe("finished");
  questions.forEach((question, position) => {
    const source = LIBRARY.interviewQuestions.find((item) => item.question === question.question);
    expect(finished.questions[position]).toMatchObject({
      expectedAnswer: source?.expectedAnswer,
      evaluationCriteria: source?.evaluationCriteria,
      followUpQuestions: source?.followUpQuestions,
      followUpCount: 3,
    });
  });
  // The automatic check (no AI) lists the key points in the report once it has run.
  let report: Interview | undefined;
  await expect
    .poll(
      async () => {
        report = await readInterview(await call("GET", `/api/interviews/${id}`));
        return report.questions.every(({ evaluation }) => evaluation?.status === "done");
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const source = LIBRARY.interviewQuestions.find((item) => item.question === questions[0]?.question);
  expect(report?.questions[0]?.evaluation?.result?.keyPoints?.map(({ point }) => point)).toEqual(
    source?.keyPoints.map(({ point }) => point),
  );
  expect(report?.questions[0]?.expectedAnswer).toBe(source?.expectedAnswer);
});

test("an interview ended early shows its answer key too: it is over", async () => {
  const { call } = await signUpCaller(app);
  const { id, questions } = await start(call);
  const ended = await readInterview(await call("PATCH", `/api/interviews/${id}`, { action: "end" }));
  expect(ended.status).toBe("ended");
  const source = LIBRARY.interviewQuestions.find((item) => item.question === questions[2]?.question);
  expect(ended.questions[2]).toMatchObject({
    expectedAnswer: source?.expectedAnswer,
    evaluationCriteria: source?.evaluationCriteria,
    followUpQuestions: source?.followUpQuestions,
  });
  expect(await readInterview(await call("GET", `/api/interviews/${id}`))).toEqual(ended);
});
