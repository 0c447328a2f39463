import { afterAll, beforeEach, expect, test } from "vitest";
import { createLibraryProvider } from "@/server/ai/library-provider";
import { createOpenAiProvider, INSIGHTS_FAILED_MESSAGE } from "@/server/ai/openai-provider";
import type { Library } from "@/server/content/load-library";
import { recordActivity } from "@/server/lib/activity-log";
import { createSwitchableProvider, setSubscription, signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { startFakeOpenAi } from "../../../../tests/fixtures/fake-openai";
import { insertSavedProblems } from "../../../../tests/fixtures/saved-problems";
import { createTestApp } from "../../../../tests/fixtures/test-app";

// "Generate AI Insights" sends the user's own figures, never another user's, to the
// configured provider and shows its validated plan; the library answers with the automatic insights.

const now = new Date("2026-03-20T12:00:00.000Z");
const libraryContent: Library = { problems: [], interviewQuestions: [], scenarios: [] };
const fake = await startFakeOpenAi();
afterAll(() => fake.close());
const library = createLibraryProvider({ library: libraryContent });
const openai = createOpenAiProvider({ baseURL: fake.baseURL, apiKey: "k", model: "gpt-4", timeoutMs: 2_000 });
const provider = createSwitchableProvider(library);
const { app, db } = await createTestApp({ ai: provider.ai, clock: () => now, library: async () => libraryContent });
beforeEach(() => {
  provider.use(library);
  fake.requests.length = 0;
});

const PLAN = {
  summary: "Graphs is your weakest practised topic: 2 solved, slow against target.",
  steps: [
    { action: "Solve a medium Graphs problem", why: "Both graphs problems took over the 30-minute target." },
    { action: "Take a behavioral mock interview", why: "You have not practised behavioral interviews yet." },
  ],
};

/** Solved problems as the rows and the activity events (which the analytics figures read) both have them. */
async function solveGraphs(userId: string, topic: "graphs" | "trees", count: number) {
  const solvedAt = new Date(now.getTime() - 86_400_000);
  const rows = await insertSavedProblems(db, userId, count, {
    from: new Date(now.getTime() - 5 * 86_400_000),
    shape: () => ({ topic, difficulty: "medium", solvedAt, solveSeconds: 3000 }),
  });
  for (const row of rows) {
    await recordActivity({ db, userId, kind: "problem_solved", subjectId: row.id, details: { topic }, at: solvedAt });
  }
}

function promptOf(index: number) {
  const body = fake.requests[index]?.body as { messages: { content: string }[] } | undefined;
  return (body?.messages ?? []).map((message) => message.content).join("\n");
}

test("with the library provider the answer is the automatic insights, and nothing is sent anywhere", async () => {
  const caller = await signUpCaller(app);
  const response = await caller.call("POST", "/api/analytics/insights");
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ result: { kind: "automatic" } });
  expect(fake.requests).toHaveLength(0);
});

test("with a model, only this user's figures are sent, and the validated plan comes back", async () => {
  const other = await signUpCaller(app);
  await solveGraphs(other.userId, "trees", 3);
  const caller = await signUpCaller(app);
  await solveGraphs(caller.userId, "graphs", 2);
  provider.use(openai);
  fake.enqueue({ content: JSON.stringify(PLAN) });

  const response = await caller.call("POST", "/api/analytics/insights?tz=Europe/Paris");
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ result: { kind: "ai", insights: PLAN } });
  expect(fake.requests).toHaveLength(1);
  const prompt = promptOf(0);
  expect(prompt).toContain("Graphs: 2 solved, slow against target (mastery");
  expect(prompt).toContain("All time: 2 problems solved");
  // The other user's three trees problems are nowhere in it.
  expect(prompt).toContain("Trees: not practised yet");
  expect(prompt).not.toContain("Trees: 3 solved");
  expect(prompt).not.toContain(other.userId);
});

test("an answer that fails validation is a clear error, and trying again works", async () => {
  const caller = await signUpCaller(app);
  provider.use(openai);
  fake.enqueue({ content: JSON.stringify({ summary: "Too short", steps: [] }) });
  const failed = await caller.call("POST", "/api/analytics/insights");
  expect(failed.status).toBe(502);
  expect(await failed.json()).toMatchObject({ error: { code: "AI_FAILED", message: INSIGHTS_FAILED_MESSAGE } });

  fake.enqueue({ content: JSON.stringify(PLAN) });
  const retried = await caller.call("POST", "/api/analytics/insights");
  expect(retried.status).toBe(200);
});

test("without AI access nothing is sent and the answer says to upgrade", async () => {
  const caller = await signUpCaller(app);
  await setSubscription(db, caller.userId, { status: "expired" });
  provider.use(openai);
  const response = await caller.call("POST", "/api/analytics/insights");
  expect(response.status).toBe(402);
  expect(await response.json()).toMatchObject({ error: { code: "AI_ACCESS_REQUIRED" } });
  expect(fake.requests).toHaveLength(0);
});
