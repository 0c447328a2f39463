import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { interviewSessions } from "@/server/db/schema/interviews";
import { setSubscription, signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { createGate, SAMPLE_ANSWERS } from "../../../../tests/fixtures/fake-openai";
import { readInterview, setUpInterviewTests } from "../../../../tests/fixtures/interview-fixtures";

// What limits starting a mock interview: a library without five new questions, no AI access, the plan's
// monthly quota, and a generation already running for the user.

const _MINUTE_MS = 60_000;
const { app, db, fake, openai, provider } = await setUpInterviewTests();

test("the library never repeats a question: without five new ones it refuses with LIBRARY_EXHAUSTED", async () => {
  const { userId, call } = await signUpCaller(app);
  expect((await call("POST", "/api/interviews", { type: "technical" })).status).toBe(201);
  const refused = await call("POST", "/api/interviews", { type: "technical" });
  expect(refused.status).toBe(409);
  expect(await refused.json()).toMatchObject({ error: { code: "LIBRARY_EXHAUSTED" } });
  expect(await db.$count(interviewSessions, eq(interviewSessions.userId, userId))).toBe(1);
});

test("without AI access Start Interview answers 402; history still loads", async () => {
  const { userId, call } = await signUpCaller(app);
  await setSubscription(db, userId, { status: "cancelled" });
  const response = await call("POST", "/api/interviews", { type: "technical" });
  expect(response.status).toBe(402);
  expect(await response.json()).toMatchObject({ error: { code: "AI_ACCESS_REQUIRED" } });
  expect((await call("GET", "/api/interviews")).status).toBe(200);
});

test("a Starter plan allows 5 mock interviews a month, then says the limit and the reset day", async () => {
  provider.use(openai);
  const { userId, call } = await signUpCaller(app);
  await setSubscription(db, userId, {
    status: "active",
    planType: "starter",
    currentPeriodEnd: new Date("2027-01-01"),
  });
  await db.insert(interviewSessions).values(
    [0, 1, 2, 3].map((index) => ({
      id: `mock_old_${index}`,
      userId,
      type: "technical" as const,
      status: "finished" as const,
      source: { kind: "library" as const },
      startedAt: new Date(`2026-11-0${index + 1}T00:00:00Z`),
    })),
  );
  fake.enqueue({ content: SAMPLE_ANSWERS.interview });
  expect((await call("POST", "/api/interviews", { type: "technical" })).status).toBe(201);
  const refused = await call("POST", "/api/interviews", { type: "technical" });
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({
    error: {
      code: "QUOTA_EXCEEDED",
      message: "Your Starter plan includes 5 mock interviews per month. Your quota resets on Dec 1, 2026.",
    },
  });
  expect(fake.requests).toHaveLength(1);
});

test("a second start while questions are being generated is refused with 409", async () => {
  provider.use(openai);
  const { call } = await signUpCaller(app);
  const gate = createGate();
  fake.enqueue({ content: SAMPLE_ANSWERS.interview, waitFor: gate.promise });
  const first = call("POST", "/api/interviews", { type: "system-design", role: "staff-engineer" });
  await expect.poll(() => fake.requests.length).toBeGreaterThan(0);
  const second = await call("POST", "/api/interviews", { type: "technical" });
  expect(second.status).toBe(409);
  expect(await second.json()).toEqual({ error: { code: "CONFLICT", message: "A generation is already running." } });
  gate.open();
  const interview = await readInterview(await first);
  expect(interview).toMatchObject({
    type: "system-design",
    role: "staff-engineer",
    source: { kind: "ai", model: "gpt-4" },
  });
  expect(interview.questions.every(({ type }) => type === "system-design")).toBe(true);
});
