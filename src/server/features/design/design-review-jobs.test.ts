import { and, eq } from "drizzle-orm";
import { afterAll, expect, onTestFinished, test, vi } from "vitest";
import { createOpenAiProvider } from "@/server/ai/openai-provider";
import { activityEvents } from "@/server/db/schema/activity";
import { designReviews } from "@/server/db/schema/design";
import { signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { createAiTestApp } from "../../../../tests/fixtures/ai-test-app";
import {
  aiAnswer,
  generate,
  LIBRARY,
  readReview,
  requestReview,
  reviewsPath,
  save,
  waitForAi,
} from "../../../../tests/fixtures/design-review-fixtures";
import { createGate } from "../../../../tests/fixtures/fake-openai";
import { createJobInstance } from "../../../../tests/fixtures/job-fixtures";

// An AI design review is a job of the job engine (lib/ai-work.ts): one whose process is killed while the model
// answers is finished after the restart, without Retry, and the killed process's late answer changes nothing.

vi.setConfig({ testTimeout: 90_000 });

// A model slow enough that the killed process is still waiting when the server starts again.
const TIMEOUT_MS = 60_000;
const { app, db, database, fake, openai, provider, clock, whenIdle } = await createAiTestApp(LIBRARY, {
  library: async () => LIBRARY,
  timeoutMs: TIMEOUT_MS,
});
const otherDatabase = await database.reopen();
afterAll(() => otherDatabase.close());
const restarted = createJobInstance(otherDatabase, {
  ai: createOpenAiProvider({ baseURL: fake.baseURL, apiKey: "k", model: "gpt-4", timeoutMs: TIMEOUT_MS }),
  clock: () => clock.now,
  library: async () => LIBRARY,
});

test("an AI review whose process is killed while the model answers is finished after the restart, without Retry", async () => {
  const caller = await signUpCaller(app);
  const { id } = await generate(caller);
  const version = await save(caller, id);
  provider.use(openai);
  const gate = createGate();
  onTestFinished(gate.open);
  fake.enqueue({ content: aiAnswer(() => ["The cache"]), waitFor: gate.promise }, { content: aiAnswer() });
  const queued = await requestReview(caller, id, version);
  await expect.poll(() => fake.requests.length, { timeout: 10_000 }).toBe(1);
  const [running] = await db.select().from(designReviews).where(eq(designReviews.id, queued.id));
  expect(running?.aiStatus).toBe("running");

  // kill -9 while the model answers; the server starts again once the claim is past any honest run, and the
  // page still shows the review under way, not interrupted.
  clock.now = new Date(clock.now.getTime() + openai.maxDurationMs + 30_000);
  expect((await readReview(await caller.call("GET", reviewsPath(id))))?.ai?.status).toBe("running");
  await restarted.jobs.start();

  const done = await waitForAi(caller, id);
  expect(done.ai).toMatchObject({ status: "done", result: { score: 3.4 } });
  expect(done.ai?.result?.dimensions[0]?.citations).toEqual(["The api"]);
  expect(fake.requests).toHaveLength(2);
  // The killed process's late answer changes nothing: the review is the restarted server's, recorded once.
  gate.open();
  await whenIdle();
  const final = await readReview(await caller.call("GET", reviewsPath(id)));
  expect(final?.ai?.result?.dimensions[0]?.citations).toEqual(["The api"]);
  const events = await db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, caller.userId), eq(activityEvents.kind, "design_ai_reviewed")));
  expect(events).toHaveLength(1);
});
