import { expect, test } from "vitest";
import { DESIGN_REVIEW_FAILED_MESSAGE } from "@/server/ai/ai-evaluation";
import { REVIEW_DIMENSIONS } from "@/shared/design/design-review";
import { setSubscription, signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { NOW } from "../../../../tests/fixtures/ai-test-app";
import {
  aiAnswer,
  generate,
  listed,
  readReview,
  requestReview,
  reviewsPath,
  save,
  setUpDesignReviewTests,
  waitForAi,
} from "../../../../tests/fixtures/design-review-fixtures";
import { createGate } from "../../../../tests/fixtures/fake-openai";

// With AI access, a requested design review also runs an AI review in the background, its citations
// checked against the design; a failed or lost one can be retried. The automatic review is in
// design-reviews.routes.test.ts.

const { fake, openai, provider, clock, app, db, whenIdle, events } = await setUpDesignReviewTests();

test("the AI review runs in the background: citations that are not in the design are dropped", async () => {
  const caller = await signUpCaller(app);
  const { id } = await generate(caller);
  const version = await save(caller, id);
  provider.use(openai);
  // Dimension 0 cites a component and a phrase of the notes; dimension 1 invents a component and a phrase.
  fake.enqueue({
    content: aiAnswer((index) =>
      index === 0 ? ["The api", "reads dominate 100:1"] : index === 1 ? ["Kafka cluster", "sharded by user"] : [],
    ),
  });
  const queued = await requestReview(caller, id, version);
  expect(queued.ai?.status).toMatch(/^(pending|running)$/);

  const review = await waitForAi(caller, id);
  expect(review.ai).toMatchObject({ status: "done", error: null });
  const result = review.ai?.result;
  expect(result?.dimensions.map(({ dimension }) => dimension)).toEqual([...REVIEW_DIMENSIONS]);
  expect(result?.dimensions[0]?.citations).toEqual(["The api", "reads dominate 100:1"]);
  expect(result?.dimensions[1]?.citations).toEqual([]);
  expect(result?.droppedCitations).toEqual(["Kafka cluster", "sharded by user"]);
  expect(result).toMatchObject({
    score: 3.4,
    risks: ["The database is a single instance."],
    nextChange: "Add a read replica behind the database.",
  });

  // The prompt carried the scenario, the diagram as JSON and the notes.
  const prompt = JSON.stringify(fake.requests[0]?.body);
  for (const part of ["Design scenario-", "The cache", "sql-database", "Reads dominate 100:1", "POST /links"]) {
    expect(prompt).toContain(part);
  }

  // The AI's score outranks the automatic review's, in the list and the Analytics Hub.
  expect(await listed(caller, id)).toMatchObject({ score: 3.4, scoreSource: "ai" });
  expect(await events(caller.userId, "design_ai_reviewed")).toMatchObject([{ subjectId: id, details: { score: 3.4 } }]);
  const { readiness } = (await (await caller.call("GET", "/api/analytics/readiness")).json()) as {
    readiness: { averages: { design: number | null }; design: { mastery: number }; skills: { systemDesign: number } };
  };
  expect(readiness.averages.design).toBe(3.4);
  // 3.4 / 5 with one design of the three that count in full: 23%; the skill also weighs design interviews and problems.
  expect(readiness.design.mastery).toBe(23);
  expect(readiness.skills.systemDesign).toBe(8);
});

test("a malformed AI answer fails with a clear message, keeps the automatic review, and can be retried", async () => {
  const caller = await signUpCaller(app);
  const { id } = await generate(caller);
  const version = await save(caller, id);
  provider.use(openai);
  // Not JSON, then JSON without two of the seven dimensions.
  fake.enqueue({ content: "I think the design is fine." });
  const first = await requestReview(caller, id, version);
  const failed = await waitForAi(caller, id);
  expect(failed).toMatchObject({
    id: first.id,
    automatic: first.automatic,
    ai: { status: "failed", error: DESIGN_REVIEW_FAILED_MESSAGE, result: null },
  });
  expect(await listed(caller, id)).toMatchObject({ scoreSource: "automatic" });

  const partial = JSON.parse(aiAnswer()) as { dimensions: unknown[] };
  fake.enqueue({ content: JSON.stringify({ ...partial, dimensions: partial.dimensions.slice(0, 5) }) });
  const retried = await caller.call("POST", `${reviewsPath(id)}/ai/retry`);
  expect(retried.status).toBe(200);
  expect((await waitForAi(caller, id)).ai).toMatchObject({ status: "failed", error: DESIGN_REVIEW_FAILED_MESSAGE });

  fake.enqueue({ content: aiAnswer() });
  expect((await caller.call("POST", `${reviewsPath(id)}/ai/retry`)).status).toBe(200);
  const done = await waitForAi(caller, id);
  expect(done).toMatchObject({ id: first.id, ai: { status: "done", result: { score: 3.4 } } });
  // A done review has nothing to retry.
  expect((await caller.call("POST", `${reviewsPath(id)}/ai/retry`)).status).toBe(409);
  expect(fake.requests).toHaveLength(3);
});

test("a slow AI review never holds the page; one outliving its deadline shows as interrupted and can be retried", async () => {
  const caller = await signUpCaller(app);
  const { id } = await generate(caller);
  const version = await save(caller, id);
  provider.use(openai);
  const gate = createGate();
  fake.enqueue({ content: aiAnswer(), waitFor: gate.promise });
  // The request answers with the automatic review while the model has not answered.
  const review = await requestReview(caller, id, version);
  expect(review.automatic.findings.length).toBeGreaterThan(0);
  await expect.poll(() => fake.requests.length, { timeout: 10_000 }).toBe(1);
  const pending = await readReview(await caller.call("GET", reviewsPath(id)));
  expect(pending?.ai?.status).toMatch(/^(pending|running)$/);

  // Past the time the job engine would have retried it (no instance took it over, say) it shows as failed, and
  // may be retried.
  clock.now = new Date(NOW.getTime() + openai.maxDurationMs + 3 * 60_000);
  const lost = await readReview(await caller.call("GET", reviewsPath(id)));
  expect(lost?.ai).toEqual({ status: "failed", error: "The AI review was interrupted. Please retry.", result: null });
  fake.enqueue({ content: aiAnswer(() => ["The db"]) });
  expect((await caller.call("POST", `${reviewsPath(id)}/ai/retry`)).status).toBe(200);
  const retried = await waitForAi(caller, id);
  expect(retried.ai).toMatchObject({ status: "done", result: { score: 3.4 } });
  expect(retried.ai?.result?.dimensions[0]?.citations).toEqual(["The db"]);
  // The lost run's late answer does not replace the retry's.
  gate.open();
  await expect.poll(() => fake.requests.length, { timeout: 10_000 }).toBe(2);
  // Once no background job runs, the lost run has received the late answer and tried to store it.
  await whenIdle();
  const final = await readReview(await caller.call("GET", reviewsPath(id)));
  expect(final?.ai?.result?.dimensions[0]?.citations).toEqual(["The db"]);
  expect(await events(caller.userId, "design_ai_reviewed")).toHaveLength(1);
});

test("a user without AI access gets the automatic review only", async () => {
  const caller = await signUpCaller(app);
  const { id } = await generate(caller);
  await setSubscription(db, caller.userId, { status: "expired" });
  provider.use(openai);
  const review = await requestReview(caller, id, await save(caller, id));
  expect(review.ai).toBeNull();
  expect(fake.requests).toHaveLength(0);
});

test("retrying needs AI access still: a failed AI review of a user whose trial ended answers 402", async () => {
  const caller = await signUpCaller(app);
  const { id } = await generate(caller);
  const version = await save(caller, id);
  provider.use(openai);
  fake.enqueue({ status: 500, message: "down" }, { status: 500 }, { status: 500 });
  await requestReview(caller, id, version);
  expect((await waitForAi(caller, id)).ai).toMatchObject({ status: "failed", error: DESIGN_REVIEW_FAILED_MESSAGE });
  await setSubscription(db, caller.userId, { status: "expired" });
  const retry = await caller.call("POST", `${reviewsPath(id)}/ai/retry`);
  expect(retry.status).toBe(402);
  expect((await readReview(await caller.call("GET", reviewsPath(id))))?.ai?.status).toBe("failed");
});
