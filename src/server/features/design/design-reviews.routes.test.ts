import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { designScenarios } from "@/server/db/schema/design";
import { DEFAULT_EXPECTATIONS, REVIEW_DIMENSIONS } from "@/shared/design/design-review";
import type { Scenario } from "@/shared/schemas/design";
import { EMPTY_DIAGRAM_REVIEW_MESSAGE, STALE_DESIGN_REVIEW_MESSAGE } from "@/shared/schemas/design-review";
import { signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { NOW } from "../../../../tests/fixtures/ai-test-app";
import {
  generate,
  LIBRARY,
  listed,
  readReview,
  requestReview,
  reviewsPath,
  save,
  setUpDesignReviewTests,
} from "../../../../tests/fixtures/design-review-fixtures";

// A saved design is reviewed on request. The automatic review (no AI) is stored at once and read against
// the library scenario's expectations; the scenario's score (automatic, else self-rating) reaches the lab's
// list and the Analytics Hub. The AI review is in design-ai-reviews.routes.test.ts.

const { fake, clock, app, db, events } = await setUpDesignReviewTests();

test("the automatic review reads the saved design against the library scenario's expectations", async () => {
  const caller = await signUpCaller(app);
  const scenario = await generate(caller);
  const readScenario = async () =>
    ((await (await caller.call("GET", `/api/design/scenarios/${scenario.id}`)).json()) as { scenario: Scenario })
      .scenario;
  clock.now = new Date(NOW.getTime() + 20 * 60_000);
  const version = await save(caller, scenario.id);
  // What the review looks for is not sent before there is a review, even with a design saved.
  expect(scenario).not.toHaveProperty("evaluationCriteria");
  expect(await readScenario()).not.toHaveProperty("evaluationCriteria");
  const review = await requestReview(caller, scenario.id, version);
  expect((await readScenario()).evaluationCriteria).toEqual(["e1", "e2", "e3"]);

  expect(review).toMatchObject({ designVersion: 1, createdAt: clock.now.toISOString(), ai: null });
  const expected = LIBRARY.scenarios.find(({ title }) => title === scenario.title)?.expectations ?? [];
  expect(review.automatic.findings.map(({ rule, kind, holds }) => ({ rule, kind, holds }))).toEqual(
    expected.map(({ rule, kind }) => ({ rule, kind, holds: true })),
  );
  expect(review.automatic.dimensions.map(({ dimension }) => dimension)).toEqual([...REVIEW_DIMENSIONS]);
  expect(review.automatic.dimensions.find(({ dimension }) => dimension === "trade-offs")).toMatchObject({
    score: null,
    source: "reader",
  });
  expect(review.automatic.score).toEqual(expect.any(Number));
  // The latest review survives a reload.
  expect(await readReview(await caller.call("GET", reviewsPath(scenario.id)))).toEqual(review);

  // The scenario's score is the automatic review's, and it counts as reviewed.
  expect(await listed(caller, scenario.id)).toMatchObject({
    score: review.automatic.score,
    scoreSource: "automatic",
    reviewedAt: clock.now.toISOString(),
    rating: null,
  });
  expect(await events(caller.userId, "design_reviewed")).toMatchObject([
    { subjectId: scenario.id, details: { score: review.automatic.score, durationMinutes: 20 } },
  ]);
});

test("a scenario outside the library is held to the default expectations", async () => {
  const caller = await signUpCaller(app);
  const scenario = await generate(caller);
  await db.update(designScenarios).set({ slug: null }).where(eq(designScenarios.id, scenario.id));
  const review = await requestReview(caller, scenario.id, await save(caller, scenario.id));
  expect(review.automatic.findings.map(({ rule }) => rule)).toEqual(DEFAULT_EXPECTATIONS.map(({ rule }) => rule));
  // One instance of everything: neither holds, and the single points are named.
  expect(review.automatic.findings.map(({ holds }) => holds)).toEqual([false, false]);
  expect(review.automatic.findings[1]?.componentIds).toEqual(["api", "db"]);
});

test("an empty or stale design is refused with a clear message, and nothing is stored", async () => {
  const caller = await signUpCaller(app);
  const { id } = await generate(caller);
  const empty = await caller.call("POST", reviewsPath(id), { designVersion: 0 });
  expect(empty.status).toBe(400);
  expect(await empty.json()).toEqual({ error: { code: "BAD_REQUEST", message: EMPTY_DIAGRAM_REVIEW_MESSAGE } });

  const version = await save(caller, id);
  const stale = await caller.call("POST", reviewsPath(id), { designVersion: version - 1 });
  expect(stale.status).toBe(409);
  expect(await stale.json()).toEqual({ error: { code: "CONFLICT", message: STALE_DESIGN_REVIEW_MESSAGE } });
  const ahead = await caller.call("POST", reviewsPath(id), { designVersion: version + 1 });
  expect(ahead.status).toBe(409);

  const emptied = await caller.call("PUT", `/api/design/scenarios/${id}/design`, {
    baseVersion: version,
    diagram: { components: [], connections: [] },
  });
  expect(emptied.status).toBe(200);
  expect((await caller.call("POST", reviewsPath(id), { designVersion: version + 1 })).status).toBe(400);
  expect((await caller.call("POST", reviewsPath(id), { designVersion: -1 })).status).toBe(400);

  expect(await readReview(await caller.call("GET", reviewsPath(id)))).toBeNull();
  expect(await events(caller.userId, "design_reviewed")).toEqual([]);
  expect(await listed(caller, id)).toMatchObject({ score: null, scoreSource: null, reviewedAt: null });
  const detail = await caller.call("GET", `/api/design/scenarios/${id}`);
  expect(((await detail.json()) as { scenario: Scenario }).scenario).not.toHaveProperty("evaluationCriteria");
});

test("another user's scenario answers 404 on every review route", async () => {
  const owner = await signUpCaller(app);
  const other = await signUpCaller(app);
  const { id } = await generate(owner);
  const version = await save(owner, id);
  await requestReview(owner, id, version);
  for (const [method, path, body] of [
    ["POST", reviewsPath(id), { designVersion: version }],
    ["GET", reviewsPath(id), undefined],
    ["POST", `${reviewsPath(id)}/ai/retry`, undefined],
  ] as const) {
    const response = await other.call(method, path, body);
    expect(response.status).toBe(404);
  }
  expect(await events(other.userId, "design_reviewed")).toEqual([]);
});

test("without an AI provider there is no AI review and nothing to retry; the self-rating stays a fallback", async () => {
  const caller = await signUpCaller(app);
  const { id } = await generate(caller);
  // Self-rated first: the score is the rating, and the study time is counted with it.
  clock.now = new Date(NOW.getTime() + 30 * 60_000);
  const rated = await caller.call("POST", `/api/design/scenarios/${id}/self-rating`, { rating: 5 });
  expect(((await rated.json()) as { scenario: Scenario }).scenario).toMatchObject({
    rating: 5,
    score: 5,
    scoreSource: "self",
    reviewedAt: clock.now.toISOString(),
  });

  clock.now = new Date(NOW.getTime() + 60 * 60_000);
  const review = await requestReview(caller, id, await save(caller, id));
  expect(review.ai).toBeNull();
  const retry = await caller.call("POST", `${reviewsPath(id)}/ai/retry`);
  expect(retry.status).toBe(409);
  // The review outranks the self-rating; the first review (the rating) keeps the study time.
  expect(await listed(caller, id)).toMatchObject({
    rating: 5,
    score: review.automatic.score,
    scoreSource: "automatic",
    reviewedAt: new Date(NOW.getTime() + 30 * 60_000).toISOString(),
  });
  const [automatic] = await events(caller.userId, "design_reviewed");
  expect(automatic?.details).not.toHaveProperty("durationMinutes");
  expect(fake.requests).toHaveLength(0);
});
