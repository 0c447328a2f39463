import { afterAll, beforeEach, expect, test } from "vitest";
import {
  createGate,
  makeProblemAnswer,
  SAMPLE_ANSWERS,
  SAMPLE_PROBLEM,
  startFakeOpenAi,
} from "../../../tests/fixtures/fake-openai";
import { createOpenAiProvider } from "./openai-provider";

const fake = await startFakeOpenAi();
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const noServed = { servedSlugs: new Set<string>() };

function makeProvider(overrides: { timeoutMs?: number } = {}) {
  return createOpenAiProvider({
    baseURL: fake.baseURL,
    apiKey: "test-key",
    model: "gpt-4",
    timeoutMs: overrides.timeoutMs ?? 10_000,
    random: () => 0.99,
  });
}

test("asks the chat completions endpoint with the set model, temperature and max_tokens, and the key", async () => {
  fake.enqueue({ content: SAMPLE_ANSWERS.problem });
  const { item, source } = await makeProvider().generateProblem(
    { difficulty: "hard", topic: "graphs", company: "meta" },
    noServed,
  );

  expect(fake.requests).toHaveLength(1);
  const [request] = fake.requests;
  expect(request?.method).toBe("POST");
  expect(request?.path).toBe("/v1/chat/completions");
  expect(request?.headers.authorization).toBe("Bearer test-key");
  expect(request?.body).toMatchObject({
    model: "gpt-4",
    temperature: 0.7,
    max_tokens: 3000,
    response_format: { type: "json_object" },
    messages: [{ role: "user", content: expect.stringContaining("hard coding interview problem about graphs") }],
  });
  // The request decides difficulty and topic; the requested company is kept on the problem.
  expect(item).toMatchObject({ title: "Pair With Target Sum", difficulty: "hard", topic: "graphs" });
  // The judge comes with it: the model's tests and its proven JavaScript solution.
  expect(item).toMatchObject({
    signature: SAMPLE_PROBLEM.signature,
    comparison: "exact",
    tests: SAMPLE_PROBLEM.tests,
    complexity: SAMPLE_PROBLEM.complexity,
    solutions: SAMPLE_PROBLEM.solutions,
  });
  expect(item.company).toEqual(["meta", "google"]);
  fake.enqueue({ content: SAMPLE_ANSWERS.problem.replace('["google"]', '["Google", "meta"]') });
  const tagged = await makeProvider().generateProblem({ company: "google" }, noServed);
  expect(tagged.item.company).toEqual(["google", "meta"]);
  expect(source).toEqual({ kind: "ai", model: "gpt-4" });
});

test('falls back to medium and picks a topic when difficulty and topic are "all"', async () => {
  fake.enqueue({ content: SAMPLE_ANSWERS.problem });
  const { item } = await makeProvider().generateProblem({}, noServed);
  expect(item).toMatchObject({ difficulty: "medium", topic: "system-design" });
  expect(fake.requests[0]?.body).toMatchObject({
    messages: [{ content: expect.stringContaining("medium coding interview problem about system-design") }],
  });
});

test("asks for five interview questions with max_tokens 2000 and gives them the requested type", async () => {
  fake.enqueue({ content: SAMPLE_ANSWERS.interview });
  const questions = await makeProvider().generateInterview(
    { type: "behavioral", company: "amazon", role: "staff-engineer" },
    noServed,
  );
  expect(fake.requests[0]?.body).toMatchObject({ max_tokens: 2000, temperature: 0.7 });
  expect(questions).toHaveLength(5);
  expect(questions.every(({ item, source }) => item.type === "behavioral" && source.kind === "ai")).toBe(true);
});

test("keeps the first five when a model answers with more interview questions, given as a bare list", async () => {
  const { questions } = JSON.parse(SAMPLE_ANSWERS.interview) as { questions: unknown[] };
  fake.enqueue({ content: JSON.stringify([...questions, ...questions]) });
  expect(await makeProvider().generateInterview({ type: "technical" }, noServed)).toHaveLength(5);
});

test("asks for a scenario with max_tokens 1000", async () => {
  fake.enqueue({ content: `\`\`\`json\n${SAMPLE_ANSWERS.scenario}\n\`\`\`` });
  const { item } = await makeProvider().generateScenario({ complexity: "advanced", company: "netflix" }, noServed);
  expect(fake.requests[0]?.body).toMatchObject({ max_tokens: 1000 });
  expect(item.title).toBe("Design a URL Shortener");
});

test("asks for a scenario's non-functional requirements and takes an answer without them as none", async () => {
  const nonFunctionalRequirements = ["99.99% availability", "Redirects under 50 ms at p99"];
  const withThem = JSON.stringify({ ...JSON.parse(SAMPLE_ANSWERS.scenario), nonFunctionalRequirements });
  fake.enqueue({ content: withThem }, { content: SAMPLE_ANSWERS.scenario });
  const provider = makeProvider();
  const { item } = await provider.generateScenario({ complexity: "basic" }, noServed);
  expect(item.nonFunctionalRequirements).toEqual(nonFunctionalRequirements);
  expect(fake.requests[0]?.body).toMatchObject({
    messages: [{ content: expect.stringContaining('"nonFunctionalRequirements": string[]') }],
  });
  expect((await provider.generateScenario({ complexity: "basic" }, noServed)).item.nonFunctionalRequirements).toEqual(
    [],
  );
});

test("an empty answer fails with 'No response from OpenAI'", async () => {
  fake.enqueue({ content: "" }, { content: null });
  const provider = makeProvider();
  for (let attempt = 0; attempt < 2; attempt++) {
    await expect(provider.generateProblem({}, noServed)).rejects.toMatchObject({
      code: "AI_FAILED",
      status: 502,
      message: "No response from OpenAI",
    });
  }
});

test("an answer that is not JSON, or not a whole item, fails with the generator's message", async () => {
  const provider = makeProvider();
  fake.enqueue({ content: "Here is a problem: {title: 'x'" });
  await expect(provider.generateProblem({}, noServed)).rejects.toMatchObject({
    code: "AI_FAILED",
    message: "Failed to generate coding problem",
  });
  const { questions } = JSON.parse(SAMPLE_ANSWERS.interview) as { questions: unknown[] };
  fake.enqueue({ content: JSON.stringify({ questions: questions.slice(0, 3) }) });
  await expect(provider.generateInterview({ type: "technical" }, noServed)).rejects.toMatchObject({
    message: "Failed to generate mock interview questions",
  });
  const { requirements: _dropped, ...halfScenario } = JSON.parse(SAMPLE_ANSWERS.scenario) as Record<string, unknown>;
  fake.enqueue({ content: JSON.stringify(halfScenario) });
  await expect(provider.generateScenario({ complexity: "basic" }, noServed)).rejects.toMatchObject({
    message: "Failed to generate system design scenario",
  });
});

test("retries a 429 after the retry-after-ms it names, then succeeds", async () => {
  fake.enqueue({ status: 429, headers: { "retry-after-ms": "1" } }, { content: SAMPLE_ANSWERS.scenario });
  const { item } = await makeProvider().generateScenario({ complexity: "basic" }, noServed);
  expect(item.title).toBe("Design a URL Shortener");
  expect(fake.requests).toHaveLength(2);
});

test("gives up after a 500 three times: exactly 3 requests, then the generator's message", async () => {
  // With the queue empty the fake answers 500 too, so a fourth attempt would show in the count.
  fake.enqueue({ status: 500 }, { status: 500 }, { status: 500 });
  await expect(makeProvider().generateProblem({}, noServed)).rejects.toMatchObject({
    code: "AI_FAILED",
    message: "Failed to generate coding problem",
  });
  expect(fake.requests).toHaveLength(3);
});

test("does not retry a refused key", async () => {
  fake.enqueue({ status: 401, message: "Incorrect API key provided" });
  await expect(makeProvider().generateScenario({ complexity: "basic" }, noServed)).rejects.toMatchObject({
    code: "AI_FAILED",
    message: "Failed to generate system design scenario",
  });
  expect(fake.requests).toHaveLength(1);
});

test("asks again without JSON mode when the model refuses response_format, and keeps it off", async () => {
  const refusal = "Invalid parameter: 'response_format' of type 'json_object' is not supported with this model.";
  fake.enqueue(
    { status: 400, message: refusal, param: "response_format" },
    { content: SAMPLE_ANSWERS.scenario },
    { content: SAMPLE_ANSWERS.scenario },
  );
  const provider = makeProvider();
  await provider.generateScenario({ complexity: "basic" }, noServed);
  await provider.generateScenario({ complexity: "basic" }, noServed);
  const bodies = fake.requests.map((request) => request.body as Record<string, unknown>);
  expect(bodies.map((body) => "response_format" in body)).toEqual([true, false, false]);
});

test("fails with the generator's message when no answer comes within the timeout", async () => {
  const gate = createGate();
  fake.enqueue({ content: SAMPLE_ANSWERS.problem, waitFor: gate.promise });
  try {
    await expect(makeProvider({ timeoutMs: 300 }).generateProblem({}, noServed)).rejects.toMatchObject({
      code: "AI_FAILED",
      message: "Failed to generate coding problem",
    });
  } finally {
    gate.open();
  }
});

test("a generated problem keeps an editorial of the library's shape and drops a malformed one", async () => {
  const complexity = SAMPLE_PROBLEM.complexity;
  const editorial = [
    "## Intuition\nRemember what you have seen.",
    "## Brute force\nTry every pair.",
    "## Optimal approach\n1. Keep a map from value to index.",
    `## Complexity\n- **Time: ${complexity.time}** — one pass.\n- **Space: ${complexity.space}** — the map.`,
    "## Pitfalls and edge cases\n- Pairing an element with itself.",
    "## Dry run\nExample 1 returns the pair.",
  ].join("\n\n");
  fake.enqueue({ content: makeProblemAnswer({ editorial }) });
  const { item } = await makeProvider().generateProblem({ difficulty: "easy" }, noServed);
  expect(item.editorial).toBe(editorial);
  expect(JSON.stringify(fake.requests[0]?.body)).toContain("Pitfalls and edge cases");

  fake.enqueue({ content: makeProblemAnswer({ editorial: editorial.replace("## Dry run", "## Example") }) });
  const { item: dropped } = await makeProvider().generateProblem({ difficulty: "easy" }, noServed);
  expect(dropped.editorial).toBeUndefined();
  expect(dropped.title).toBe(SAMPLE_PROBLEM.title);
});
