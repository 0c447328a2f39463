import { expect, test } from "vitest";
import { practiceProblems } from "@/server/db/schema/practice";
import type { Problem, ProblemSummary } from "@/shared/schemas/practice";
import { setSubscription, signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { NOW } from "../../../../tests/fixtures/ai-test-app";
import { createGate, SAMPLE_ANSWERS } from "../../../../tests/fixtures/fake-openai";
import { setUpPracticeTests } from "../../../../tests/fixtures/practice-fixtures";

// What limits generating a practice problem: AI access, the Starter plan's monthly quota, and one
// generation at a time per user.

const { app, db, fake, openai, provider, clock } = await setUpPracticeTests();

const readJson = async <T>(response: Response) => (await response.json()) as T;

test("without AI access, Generate and Start answer 402 AI_ACCESS_REQUIRED; the list still loads", async () => {
  const { userId, call } = await signUpCaller(app);
  const { problem } = await readJson<{ problem: Problem }>(await call("POST", "/api/practice/problems", {}));
  await setSubscription(db, userId, { status: "trial", trialEnd: new Date(NOW.getTime() - 1000) });
  for (const response of [
    await call("POST", "/api/practice/problems", {}),
    await call("POST", `/api/practice/problems/${problem.id}/start`),
  ]) {
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({
      error: {
        code: "AI_ACCESS_REQUIRED",
        message: "Your trial or subscription has expired. Upgrade your plan to keep using AI features.",
      },
    });
  }
  expect((await call("GET", "/api/practice/problems")).status).toBe(200);
});

test("a Starter plan stops at 50 problems in the calendar month, saying the limit and the reset day", async () => {
  const { userId, call } = await signUpCaller(app);
  await setSubscription(db, userId, {
    status: "active",
    planType: "starter",
    currentPeriodEnd: new Date("2026-12-31"),
  });
  const rows = (count: number, createdAt: Date) =>
    Array.from({ length: count }, (_, index) => ({
      ...JSON.parse(SAMPLE_ANSWERS.problem),
      id: `problem_${createdAt.getTime()}_${index}`,
      userId,
      source: { kind: "ai", model: "gpt-4" },
      hiddenAt: NOW,
      createdAt,
    }));
  await db
    .insert(practiceProblems)
    .values([...rows(49, new Date("2026-11-01T00:00:00Z")), ...rows(10, new Date("2026-10-31T23:59:59Z"))]);
  expect((await call("POST", "/api/practice/problems", {})).status).toBe(201);
  const refused = await call("POST", "/api/practice/problems", {});
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({
    error: {
      code: "QUOTA_EXCEEDED",
      message: "Your Starter plan includes 50 coding problems per month. Your quota resets on Dec 1, 2026.",
    },
  });
  // A new month starts a new count; Professional has no problem limit.
  clock.now = new Date("2026-12-01T00:00:00.000Z");
  expect((await call("POST", "/api/practice/problems", {})).status).toBe(201);
  clock.now = NOW;
  await setSubscription(db, userId, { planType: "professional" });
  provider.use(openai);
  fake.enqueue({ content: SAMPLE_ANSWERS.problem });
  expect((await call("POST", "/api/practice/problems", {})).status).toBe(201);
});

test("a second generation of the same user while one runs is refused with 409; the lease is freed after", async () => {
  provider.use(openai);
  const { call } = await signUpCaller(app);
  const other = await signUpCaller(app);
  const gate = createGate();
  fake.enqueue({ content: SAMPLE_ANSWERS.problem, waitFor: gate.promise }, { content: SAMPLE_ANSWERS.problem });
  const first = call("POST", "/api/practice/problems", {});
  await expect.poll(() => fake.requests.length, { timeout: 5_000 }).toBeGreaterThan(0);
  const second = await call("POST", "/api/practice/problems", {});
  expect(second.status).toBe(409);
  expect(await second.json()).toEqual({ error: { code: "CONFLICT", message: "A generation is already running." } });
  // Another user is not held up.
  expect((await other.call("POST", "/api/practice/problems", {})).status).toBe(201);
  gate.open();
  const { problem } = await readJson<{ problem: Problem }>(await first);
  expect(problem).toMatchObject({ source: { kind: "ai", model: "gpt-4" }, slug: null, title: "Pair With Target Sum" });

  fake.enqueue({ content: "not json" });
  const failed = await call("POST", "/api/practice/problems", {});
  expect(failed.status).toBe(502);
  expect(await failed.json()).toEqual({ error: { code: "AI_FAILED", message: "Failed to generate coding problem" } });
  fake.enqueue({ content: SAMPLE_ANSWERS.problem });
  expect((await call("POST", "/api/practice/problems", {})).status).toBe(201);
  const { problems } = await readJson<{ problems: ProblemSummary[] }>(await call("GET", "/api/practice/problems"));
  expect(problems).toHaveLength(2);
});
