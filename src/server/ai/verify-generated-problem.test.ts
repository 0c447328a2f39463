import { afterAll, beforeEach, expect, test } from "vitest";
import type { JudgedProblem } from "@/shared/schemas/content";
import { makeLibraryProblem } from "../../../tests/fixtures/ai-fixtures";
import { makeProblemAnswer, SAMPLE_PROBLEM, startFakeOpenAi } from "../../../tests/fixtures/fake-openai";
import { problemAnswerSchema } from "./ai-answers";
import { createOpenAiProvider, UNVERIFIED_PROBLEM_MESSAGE } from "./openai-provider";
import { verifyGeneratedProblem } from "./verify-generated-problem";

// An AI-generated problem is saved only once its JavaScript solution passed every test in
// QuickJS and its examples show its tests; one that fails is asked for again once, then refused.

const fake = await startFakeOpenAi();
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const noServed = { servedSlugs: new Set<string>() };
// Short limits keep the endless loops quick; the sample solution needs far less.
const verification = { timeLimitMs: 300, deadlineMs: 2000 };

const provider = createOpenAiProvider({
  baseURL: fake.baseURL,
  apiKey: "test-key",
  model: "gpt-4",
  timeoutMs: 10_000,
  verification,
});

const withSolution = (javascript: string) => makeProblemAnswer({ solutions: { javascript } });
const WRONG = "function twoSum(nums, target) { return [0, 1]; }";
const ENDLESS = "function twoSum(nums, target) { while (true) {} }";

function parseAnswer(answer: string): JudgedProblem {
  return { ...problemAnswerSchema.parse(JSON.parse(answer)), difficulty: "easy", topic: "arrays" };
}

/** The messages of the n-th request the fake received. */
function getMessages(index: number) {
  const body = fake.requests[index]?.body as { messages: { role: string; content: string }[] } | undefined;
  return body?.messages ?? [];
}

test("a problem whose solution passes every test is returned with its judge after one request", async () => {
  fake.enqueue({
    content: makeProblemAnswer({ solutions: { ...SAMPLE_PROBLEM.solutions, python: "def two_sum(): pass" } }),
  });
  const { item } = await provider.generateProblem({ difficulty: "easy", topic: "arrays" }, noServed);
  expect(fake.requests).toHaveLength(1);
  expect(item).toMatchObject({
    title: SAMPLE_PROBLEM.title,
    signature: SAMPLE_PROBLEM.signature,
    tests: SAMPLE_PROBLEM.tests,
    complexity: SAMPLE_PROBLEM.complexity,
  });
  // Only the JavaScript solution was proven, so an unproven Python one is not kept.
  expect(item.solutions).toEqual({ javascript: SAMPLE_PROBLEM.solutions.javascript });
});

test("a wrong solution is asked for again, saying what failed; wrong twice, it is refused", async () => {
  fake.enqueue({ content: withSolution(WRONG) }, { content: withSolution(WRONG) });
  await expect(provider.generateProblem({}, noServed)).rejects.toMatchObject({
    code: "AI_PROBLEM_UNVERIFIED",
    status: 502,
    message: UNVERIFIED_PROBLEM_MESSAGE,
  });
  expect(fake.requests).toHaveLength(2);
  // The second request shows the model its answer and the first failing test with what it returned.
  const [prompt, answer, retry] = getMessages(1);
  expect(prompt).toEqual(getMessages(0)[0]);
  expect(answer).toEqual({ role: "assistant", content: withSolution(WRONG) });
  expect(retry?.role).toBe("user");
  expect(retry?.content).toContain(
    "solutions.javascript fails tests[1] (input [[3,2,4],6]): Wrong Answer: expected [1,2], the solution returned [0,1]",
  );
});

test("a wrong solution and then a right one: the second problem is accepted", async () => {
  fake.enqueue({ content: withSolution(WRONG) }, { content: makeProblemAnswer({ title: "Pair Sum, Corrected" }) });
  const { item } = await provider.generateProblem({}, noServed);
  expect(item.title).toBe("Pair Sum, Corrected");
  expect(fake.requests).toHaveLength(2);
});

test("a solution that loops forever is stopped at the deadline and refused", async () => {
  fake.enqueue({ content: withSolution(ENDLESS) }, { content: withSolution(ENDLESS) });
  await expect(provider.generateProblem({}, noServed)).rejects.toMatchObject({ code: "AI_PROBLEM_UNVERIFIED" });
  expect(fake.requests).toHaveLength(2);
  expect(getMessages(1)[2]?.content).toContain("fails tests[0] (input [[2,7,11,15],9]): Time Limit Exceeded");
});

test("the proof runs off the main thread: its timers keep firing while a solution loops forever", async () => {
  // Warm the proof worker first, so the ticks below happen while the loop runs, not while it starts.
  expect(await verifyGeneratedProblem(parseAnswer(makeProblemAnswer()), verification)).toEqual([]);
  let ticks = 0;
  const ticker = setInterval(() => ticks++, 10);
  try {
    // A whole second of looping: on the main thread no tick could fire until the judge stopped it.
    const issues = await verifyGeneratedProblem(parseAnswer(withSolution(ENDLESS)), { timeLimitMs: 1000 });
    expect(issues).toEqual([expect.stringContaining("fails tests[0] (input [[2,7,11,15],9]): Time Limit Exceeded")]);
  } finally {
    clearInterval(ticker);
  }
  expect(ticks).toBeGreaterThanOrEqual(3);
});

test("solutions that reach for process, require or fetch find no host objects and are refused", async () => {
  const escapes = [
    "function twoSum(nums, target) { process.exit(1); }",
    "process.exit(1);\nfunction twoSum(nums, target) { return [0, 1]; }",
    'function twoSum(nums, target) { return require("fs").readFileSync("/etc/passwd", "utf8"); }',
    // A request that got out would reach the fake and show in its count.
    `function twoSum(nums, target) { globalThis.fetch("${fake.baseURL}/chat/completions"); return [0, 1]; }`,
  ];
  // Another test file of the same worker may have set it (Emscripten's exit does): compare, not assume.
  const exitCodeBefore = process.exitCode;
  for (const source of escapes) {
    fake.requests.length = 0;
    fake.enqueue({ content: withSolution(source) }, { content: withSolution(source) });
    await expect(provider.generateProblem({}, noServed)).rejects.toMatchObject({ code: "AI_PROBLEM_UNVERIFIED" });
    expect(fake.requests).toHaveLength(2);
    // The sandbox's own require (LeetCode's packages) knows no Node module.
    expect(getMessages(1)[2]?.content).toMatch(
      /Runtime Error: (ReferenceError|TypeError|Error: Cannot find module 'fs')/,
    );
  }
  // The test process itself is fine: it still runs and answers.
  expect(process.exitCode).toBe(exitCodeBefore);
  fake.enqueue({ content: makeProblemAnswer() });
  expect((await provider.generateProblem({}, noServed)).item.title).toBe(SAMPLE_PROBLEM.title);
});

test("examples that show no test are refused, and the retry says which and why", async () => {
  const spaced = makeProblemAnswer({
    examples: [{ input: "nums = [2, 7, 11, 15], target = 9", output: "[0,1]", explanation: "spaces" }],
  });
  fake.enqueue({ content: spaced }, { content: spaced });
  await expect(provider.generateProblem({}, noServed)).rejects.toMatchObject({ code: "AI_PROBLEM_UNVERIFIED" });
  expect(getMessages(1)[2]?.content).toContain(
    'examples[0]: not the display form of any test (no test\'s input displays as "nums = [2, 7, 11, 15], target = 9")',
  );
});

test("an answer without its judge fields is not a problem at all: refused as a failed generation", async () => {
  const { tests: _tests, solutions: _solutions, ...sectionThreeOnly } = SAMPLE_PROBLEM;
  fake.enqueue({ content: JSON.stringify(sectionThreeOnly) });
  await expect(provider.generateProblem({}, noServed)).rejects.toMatchObject({
    code: "AI_FAILED",
    message: "Failed to generate coding problem",
  });
  fake.enqueue({ content: makeProblemAnswer({ tests: SAMPLE_PROBLEM.tests.slice(0, 7) }) });
  await expect(provider.generateProblem({}, noServed)).rejects.toMatchObject({ code: "AI_FAILED" });
  expect(fake.requests).toHaveLength(2);
});

test("verification names tests that do not fit the signature", async () => {
  const problem = parseAnswer(makeProblemAnswer());
  problem.tests = [
    ...problem.tests.slice(0, 9),
    { input: [[1, 2], "3"], expected: [0, 1] },
    { input: [[1, 2]], expected: 1 },
  ];
  expect(await verifyGeneratedProblem(problem, verification)).toEqual([
    "tests[9]: argument target is not of type int",
    "tests[10]: input has 1 arguments, the signature 2",
  ]);
});

test("verification reports a solution that does not compile, with its line", async () => {
  const problem = parseAnswer(withSolution("function twoSum(nums, target) {\n  return [0, 1;\n}"));
  expect(await verifyGeneratedProblem(problem, verification)).toEqual([
    expect.stringMatching(/^solutions\.javascript does not compile: SyntaxError: .+ \(line 2, column \d+\)$/),
  ]);
});

test("verification proves a class problem's solution through its calls", async () => {
  const tests = Array.from({ length: 8 }, (_, index) => ({
    input: { calls: ["Counter", "add", "total"], args: [[index], [2], []] },
    expected: [null, null, index + 2],
  }));
  const counter = parseAnswer(
    makeProblemAnswer({
      signature: {
        kind: "class",
        className: "Counter",
        constructorParams: [{ name: "start", type: "int" }],
        methods: [
          { name: "add", params: [{ name: "amount", type: "int" }], returns: "void" },
          { name: "total", params: [], returns: "int" },
        ],
      },
      tests,
      examples: [{ input: '["Counter","add","total"]\n[[0],[2],[]]', output: "[null,null,2]", explanation: "" }],
      solutions: {
        javascript:
          "class Counter { constructor(start) { this.n = start; } add(amount) { this.n += amount; } total() { return this.n; } }",
      },
    }),
  );
  expect(await verifyGeneratedProblem(counter, verification)).toEqual([]);
  counter.solutions.javascript = counter.solutions.javascript.replace("this.n += amount", "this.n -= amount");
  expect(await verifyGeneratedProblem(counter, verification)).toEqual([
    expect.stringContaining("fails tests[0]"),
    expect.stringContaining("fails tests[1]"),
    expect.stringContaining("fails tests[2]"),
    "…and 5 more failing tests",
  ]);
});

test("the test fixtures' problems are real judged problems: they prove themselves", async () => {
  expect(await verifyGeneratedProblem(parseAnswer(makeProblemAnswer()))).toEqual([]);
  expect(await verifyGeneratedProblem(makeLibraryProblem("fixture"))).toEqual([]);
});
