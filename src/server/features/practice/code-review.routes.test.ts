import { afterAll, beforeEach, expect, test } from "vitest";
import { createLibraryProvider } from "@/server/ai/library-provider";
import { createOpenAiProvider } from "@/server/ai/openai-provider";
import type { Library } from "@/server/content/load-library";
import { CODE_MAX_BYTES } from "@/shared/judge/limits";
import type { CodeReview } from "@/shared/schemas/code-review";
import type { Problem } from "@/shared/schemas/practice";
import {
  type Caller,
  createSwitchableProvider,
  makeLibraryProblem,
  setSubscription,
  signUpCaller,
} from "../../../../tests/fixtures/ai-fixtures";
import { startFakeOpenAi } from "../../../../tests/fixtures/fake-openai";
import { createTestApp } from "../../../../tests/fixtures/test-app";

// "Review my code". The AI's remarks are kept only for lines that exist in the code; the
// library's review is automatic (the browser lints and times the code) and the server adds the
// reference complexity once the solution is unlocked.

const COMPLEXITY = { time: "O(n)", space: "O(1)" };
const libraryContent: Library = {
  problems: [makeLibraryProblem("first-value", { complexity: COMPLEXITY })],
  interviewQuestions: [],
  scenarios: [],
};
const fake = await startFakeOpenAi();
afterAll(() => fake.close());
const library = createLibraryProvider({ library: libraryContent });
const openai = createOpenAiProvider({ baseURL: fake.baseURL, apiKey: "k", model: "gpt-4", timeoutMs: 2_000 });
const provider = createSwitchableProvider(library);
const { app, db } = await createTestApp({ ai: provider.ai, library: async () => libraryContent });
beforeEach(() => {
  provider.use(library);
  fake.requests.length = 0;
});

const CODE = ["function solve(nums) {", "  let unused = 1;", "  return nums[0];", "}"].join("\n");

async function generate(caller: Caller): Promise<Problem> {
  provider.use(library);
  const response = await caller.call("POST", "/api/practice/problems", {});
  expect(response.status).toBe(201);
  return ((await response.json()) as { problem: Problem }).problem;
}

const review = (caller: Caller, id: string, body: unknown) =>
  caller.call("POST", `/api/practice/problems/${id}/code-review`, body);
const readReview = async (response: Response) => ((await response.json()) as { review: CodeReview }).review;

test("the library's review is the automatic one; the reference complexity comes only once unlocked", async () => {
  const caller = await signUpCaller(app);
  const { id } = await generate(caller);
  // No AI access is needed for it.
  await setSubscription(db, caller.userId, { status: "expired" });
  const locked = await review(caller, id, { language: "javascript", code: CODE });
  expect(locked.status).toBe(200);
  expect(await readReview(locked)).toEqual({
    kind: "automatic",
    summary: null,
    remarks: [],
    complexity: null,
    referenceComplexity: null,
    droppedRemarks: 0,
  });
  await caller.call("POST", `/api/practice/problems/${id}/give-up`);
  const unlocked = await readReview(await review(caller, id, { language: "javascript", code: CODE }));
  expect(unlocked.referenceComplexity).toEqual(COMPLEXITY);
  expect(fake.requests).toHaveLength(0);
});

test("the AI's remarks are kept only where their lines exist in the code, and the dropped ones are counted", async () => {
  const caller = await signUpCaller(app);
  const { id } = await generate(caller);
  provider.use(openai);
  fake.enqueue({
    content: JSON.stringify({
      summary: "Correct and linear; one leftover variable.",
      complexity: { time: "O(1)", space: "O(1)" },
      remarks: [
        { line: 2, endLine: 2, category: "readability", message: "`unused` is never read." },
        { line: 3, category: "edge-case", message: "An empty array returns undefined." },
        { line: 9, endLine: 12, category: "correctness", message: "Lines that do not exist." },
        { line: 3, endLine: 2, category: "correctness", message: "An empty range." },
      ],
    }),
  });
  const response = await review(caller, id, { language: "typescript", code: CODE });
  expect(response.status).toBe(200);
  expect(await readReview(response)).toEqual({
    kind: "ai",
    summary: "Correct and linear; one leftover variable.",
    complexity: { time: "O(1)", space: "O(1)" },
    remarks: [
      { line: 2, endLine: 2, category: "readability", message: "`unused` is never read." },
      { line: 3, endLine: 3, category: "edge-case", message: "An empty array returns undefined." },
    ],
    referenceComplexity: null,
    droppedRemarks: 2,
  });
  // The model saw the numbered code and the target complexity.
  const prompt = JSON.stringify(fake.requests[0]?.body);
  expect(prompt).toContain("2|   let unused = 1;");
  expect(prompt).toContain("time O(n), space O(1)");
  expect(prompt).toContain("typescript");
});

test("the AI review needs AI access, and a malformed answer fails with a message and no review", async () => {
  const caller = await signUpCaller(app);
  const { id } = await generate(caller);
  provider.use(openai);
  fake.enqueue({ content: "Looks good to me!" });
  const malformed = await review(caller, id, { language: "python", code: "def solve(nums):\n    return nums[0]" });
  expect(malformed.status).toBe(502);
  expect(await malformed.json()).toMatchObject({
    error: { code: "AI_FAILED", message: "The AI could not review this code. Please try again." },
  });

  await setSubscription(db, caller.userId, { status: "expired" });
  const refused = await review(caller, id, { language: "python", code: "def solve(nums):\n    return nums[0]" });
  expect(refused.status).toBe(402);
  expect(fake.requests).toHaveLength(1);
});

test("bad input gets a clear message; another user's problem answers 404", async () => {
  const caller = await signUpCaller(app);
  const { id } = await generate(caller);
  const empty = await review(caller, id, { language: "javascript", code: "" });
  expect(empty.status).toBe(400);
  expect(JSON.stringify(await empty.json())).toContain("There is no code to review yet.");
  const large = await review(caller, id, { language: "javascript", code: "x".repeat(CODE_MAX_BYTES + 1) });
  expect(large.status).toBe(400);
  expect(JSON.stringify(await large.json())).toContain("Code can be at most 64 KB.");
  expect((await review(caller, id, { language: "ruby", code: "puts 1" })).status).toBe(400);

  const stranger = await signUpCaller(app);
  expect((await review(stranger, id, { language: "javascript", code: CODE })).status).toBe(404);
});
