// Part of `npm run bench`: evaluating mock interview answers. The automatic check's time per
// answer against only reading the answer's words; the openai provider's evaluation against the fake
// endpoint alone (what the server adds: prompt, SDK, validation, quote checking); and Finish to every
// answer evaluated through the running app. Printed, never asserted.
import type { AnswerEvaluationRequest } from "@/server/ai/ai-provider";
import { createOpenAiProvider } from "@/server/ai/openai-provider";
import { loadLibrary } from "@/server/content/load-library";
import { checkAnswer } from "@/shared/answer-check/automatic-check";
import { tokenize } from "@/shared/answer-check/key-points";
import { RUBRICS } from "@/shared/answer-check/rubrics";
import { createTopicIndex } from "@/shared/answer-check/topic-index";
import type { Interview } from "@/shared/schemas/interviews";
import { SAMPLE_ANSWERS, startFakeOpenAi } from "../tests/fixtures/fake-openai";

const CHECKS = 2000;
const AI_EVALUATIONS = 100;
const INTERVIEWS = 5;

type StartApp = (env: Record<string, string>) => Promise<{ url: string; stop: () => void }>;

export async function benchInterviewEvaluation(options: {
  startApp: StartApp;
  signUp: (appUrl: string) => Promise<string>;
}) {
  const { interviewQuestions } = await loadLibrary();
  const question = interviewQuestions.find(({ type }) => type === "behavioral");
  if (!question) throw new Error("The library has no behavioral question");
  // A realistic answer: the model answer told in the first person, about 250 words.
  const answer = `At my last job our team hit this. ${question.expectedAnswer} As a result we shipped on time, and I learned a lot.`;
  const request: AnswerEvaluationRequest = {
    type: question.type,
    role: null,
    question: question.question,
    followUpQuestions: question.followUpQuestions,
    expectedAnswer: question.expectedAnswer,
    evaluationCriteria: question.evaluationCriteria,
    keyPoints: question.keyPoints,
    answers: [answer, "", ""],
    seconds: 150,
  };
  const reading = timeSync(CHECKS, () => tokenize(answer));
  // What the library provider does: the topic index of every library question once, then the check with it.
  const indexing = timeSync(5, () => createTopicIndex(interviewQuestions));
  const topics = createTopicIndex(interviewQuestions);
  const checking = timeSync(CHECKS, () => checkAnswer({ ...request, topics }));

  const fake = await startFakeOpenAi();
  const evaluation = makeEvaluation(answer);
  fake.setDefaultAnswer({ content: evaluation });
  const provider = createOpenAiProvider({ baseURL: fake.baseURL, apiKey: "bench", model: "gpt-4", timeoutMs: 10_000 });
  const body = { model: "gpt-4", messages: [{ role: "user", content: answer }] };
  const direct = await timeAsync(AI_EVALUATIONS, () => post(`${fake.baseURL}/chat/completions`, {}, body));
  const viaProvider = await timeAsync(AI_EVALUATIONS, async () => {
    await provider.evaluateAnswer({ ...request, type: "technical" });
  });
  const endToEnd = await timeFinishToEvaluated(options, fake, answer);
  await fake.close();

  console.log(`\nEvaluating an interview answer (${tokenize(answer).length} words; mean of each run):`);
  console.table([
    { run: `baseline: read the answer's words (${CHECKS})`, "mean ms": round(reading, 3) },
    {
      run: `automatic check, ${question.keyPoints.length} key points + STAR + topic fit (${CHECKS})`,
      "mean ms": round(checking, 3),
      "× baseline": round(checking / reading, 1),
    },
    {
      run: `topic index of ${interviewQuestions.length} library questions, built once (5)`,
      "mean ms": round(indexing, 1),
    },
    { run: `fake OpenAI endpoint alone (${AI_EVALUATIONS})`, "mean ms": round(direct, 2) },
    {
      run: `openai provider's evaluation (${AI_EVALUATIONS})`,
      "mean ms": round(viaProvider, 2),
      "server overhead ms": round(viaProvider - direct, 2),
    },
    { run: `app: Finish → 5 answers evaluated by the fake (${INTERVIEWS})`, "mean ms": round(endToEnd, 1) },
  ]);
}

/** Through the API of an app on the openai provider: answer five questions, Finish, poll until evaluated. */
async function timeFinishToEvaluated(
  { startApp, signUp }: { startApp: StartApp; signUp: (appUrl: string) => Promise<string> },
  fake: Awaited<ReturnType<typeof startFakeOpenAi>>,
  answer: string,
) {
  const app = await startApp({ AI_PROVIDER: "openai", OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: "bench" });
  try {
    const cookie = await signUp(app.url);
    const headers = { cookie, origin: app.url };
    let total = 0;
    for (let run = 0; run < INTERVIEWS; run++) {
      fake.enqueue({ content: SAMPLE_ANSWERS.interview });
      const { interview } = (await post(`${app.url}/api/interviews`, headers, { type: "technical" })) as {
        interview: Interview;
      };
      for (let position = 0; position < interview.questions.length; position++) {
        await send("PUT", `${app.url}/api/interviews/${interview.id}/questions/${position}/answers/0`, headers, {
          text: answer,
          elapsedSeconds: 120,
        });
        const action = position === interview.questions.length - 1 ? "finish" : "next";
        const started = performance.now();
        await send("PATCH", `${app.url}/api/interviews/${interview.id}`, headers, { action });
        if (action === "finish") {
          await waitUntilEvaluated(`${app.url}/api/interviews/${interview.id}`, cookie);
          total += performance.now() - started;
        }
      }
    }
    return total / INTERVIEWS;
  } finally {
    app.stop();
  }
}

async function waitUntilEvaluated(url: string, cookie: string) {
  for (;;) {
    const { interview } = (await (await fetch(url, { headers: { cookie } })).json()) as { interview: Interview };
    if (interview.questions.every(({ evaluation }) => evaluation?.status === "done")) return;
    if (interview.questions.some(({ evaluation }) => evaluation?.status === "failed")) {
      throw new Error("An evaluation failed during the bench");
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A valid technical evaluation quoting the answer, as the fake endpoint's answer. */
function makeEvaluation(answer: string) {
  const words = answer.split(/\s+/);
  const quote = (from: number) => words.slice(from, from + 6).join(" ");
  return JSON.stringify({
    criteria: RUBRICS.technical.map((criterion, index) => ({
      criterion,
      score: 3 + (index % 3),
      reason: "Specific and structured.",
      evidence: [quote(index * 10), "a quote the answer never had"],
    })),
    strengths: ["Structured"],
    improvement: "Quantify the result.",
    missed: [],
  });
}

async function send(method: string, url: string, headers: Record<string, string>, body: unknown) {
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as unknown;
}

const post = (url: string, headers: Record<string, string>, body: unknown) => send("POST", url, headers, body);

function timeSync(count: number, run: () => unknown): number {
  for (let index = 0; index < 50; index++) run();
  const started = performance.now();
  for (let index = 0; index < count; index++) run();
  return (performance.now() - started) / count;
}

async function timeAsync(count: number, run: () => Promise<unknown>): Promise<number> {
  await run();
  const started = performance.now();
  for (let index = 0; index < count; index++) await run();
  return (performance.now() - started) / count;
}

function round(value: number, digits: number) {
  return Number(value.toFixed(digits));
}
