import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, expect, test } from "vitest";
import { DESIGN_REVIEW_FAILED_MESSAGE } from "@/server/ai/ai-evaluation";
import { createLibraryProvider } from "@/server/ai/library-provider";
import { createOpenAiProvider } from "@/server/ai/openai-provider";
import { activityEvents } from "@/server/db/schema/activity";
import { designScenarios } from "@/server/db/schema/design";
import { DEFAULT_EXPECTATIONS, REVIEW_DIMENSIONS } from "@/shared/design/design-review";
import type { Scenario } from "@/shared/schemas/design";
import {
  type DesignReviewState,
  EMPTY_DIAGRAM_REVIEW_MESSAGE,
  STALE_DESIGN_REVIEW_MESSAGE,
} from "@/shared/schemas/design-review";
import {
  type Caller,
  createSwitchableProvider,
  makeLibraryScenario,
  setSubscription,
  signUpCaller,
} from "../../../../tests/fixtures/ai-fixtures";
import { createGate, startFakeOpenAi } from "../../../../tests/fixtures/fake-openai";
import { createTestApp } from "../../../../tests/fixtures/test-app";

// A saved design is reviewed on request. The automatic review (no AI) is stored
// at once; with AI access an AI review runs in the background, its citations checked against the design,
// and a failed one can be retried. The scenario's score (AI, else automatic, else self-rating) reaches the
// lab's list and the Analytics Hub.

const NOW = new Date("2026-11-15T12:00:00.000Z");
const fake = await startFakeOpenAi();
afterAll(() => fake.close());
const LIBRARY = {
  problems: [],
  interviewQuestions: [],
  scenarios: Array.from({ length: 30 }, (_, index) => makeLibraryScenario(`scenario-${index}`)),
};
const library = createLibraryProvider({ library: LIBRARY });
const openai = createOpenAiProvider({ baseURL: fake.baseURL, apiKey: "k", model: "gpt-4", timeoutMs: 2_000 });
const provider = createSwitchableProvider(library);
let now = NOW;
const { app, db } = await createTestApp({ ai: provider.ai, library: async () => LIBRARY, clock: () => now });
beforeEach(() => {
  now = NOW;
  provider.use(library);
  fake.requests.length = 0;
});

const component = (id: string, kind: string, x: number) => ({ id, kind, label: `The ${id}`, position: { x, y: 0 } });
/** Meets the library scenarios' expectations (a service, a cache, an SQL database) but not redundancy. */
const DIAGRAM = {
  components: [
    component("client", "client", 0),
    component("api", "service", 200),
    component("cache", "cache", 400),
    component("db", "sql-database", 600),
  ],
  connections: [
    { id: "c1", from: "client", to: "api", label: "HTTPS" },
    { id: "c2", from: "api", to: "cache", label: "reads" },
    { id: "c3", from: "api", to: "db", label: "writes" },
  ],
};
const NOTES = { requirements: "Reads dominate 100:1", api: "POST /links\nGET /links/{code}" };

async function generate({ call }: Caller): Promise<Scenario> {
  const response = await call("POST", "/api/design/scenarios", { complexity: "intermediate" });
  expect(response.status).toBe(201);
  return ((await response.json()) as { scenario: Scenario }).scenario;
}

/** Saves the design on version 0 and answers the saved version (1). */
async function save({ call }: Caller, id: string, diagram: unknown = DIAGRAM, phaseNotes: unknown = NOTES) {
  const response = await call("PUT", `/api/design/scenarios/${id}/design`, { baseVersion: 0, diagram, phaseNotes });
  expect(response.status).toBe(200);
  return ((await response.json()) as { design: { version: number } }).design.version;
}

const designReviewsPath = (id: string) => `/api/design/scenarios/${id}/design-reviews`;
const readReview = async (response: Response) =>
  ((await response.json()) as { review: DesignReviewState | null }).review;

async function requestReview(caller: Caller, id: string, designVersion: number) {
  const response = await caller.call("POST", designReviewsPath(id), { designVersion });
  expect(response.status).toBe(201);
  const review = await readReview(response);
  if (!review) throw new Error("no review");
  return review;
}

/** Polls the latest review, as the page does, until its AI part is done or failed. */
async function waitForAi({ call }: Caller, id: string) {
  let review: DesignReviewState | null = null;
  await expect
    .poll(
      async () => {
        review = await readReview(await call("GET", designReviewsPath(id)));
        return review?.ai?.status;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^(done|failed)$/);
  if (!review) throw new Error("no review");
  return review as DesignReviewState;
}

async function listed({ call }: Caller, id: string) {
  const { scenarios } = (await (await call("GET", "/api/design/scenarios")).json()) as { scenarios: Scenario[] };
  const scenario = scenarios.find((entry) => entry.id === id);
  if (!scenario) throw new Error("not listed");
  return scenario;
}

async function events(userId: string, kind: "design_reviewed" | "design_ai_reviewed" | "scenario_studied") {
  return db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), eq(activityEvents.kind, kind)))
    .orderBy(activityEvents.createdAt);
}

/** A model's review scoring 3 and 4 in turn (mean 3.4), citing what `citations` gives per dimension. */
function aiAnswer(citations: (index: number) => string[] = () => ["The api"]) {
  return JSON.stringify({
    dimensions: REVIEW_DIMENSIONS.map((dimension, index) => ({
      dimension,
      score: 3 + (index % 2),
      reason: `About ${dimension}.`,
      citations: citations(index),
    })),
    risks: ["The database is a single instance."],
    nextChange: "Add a read replica behind the database.",
  });
}

test("the automatic review reads the saved design against the library scenario's expectations", async () => {
  const caller = await signUpCaller(app);
  const scenario = await generate(caller);
  const readScenario = async () =>
    ((await (await caller.call("GET", `/api/design/scenarios/${scenario.id}`)).json()) as { scenario: Scenario })
      .scenario;
  now = new Date(NOW.getTime() + 20 * 60_000);
  const version = await save(caller, scenario.id);
  // What the review looks for is not sent before there is a review, even with a design saved.
  expect(scenario).not.toHaveProperty("evaluationCriteria");
  expect(await readScenario()).not.toHaveProperty("evaluationCriteria");
  const review = await requestReview(caller, scenario.id, version);
  expect((await readScenario()).evaluationCriteria).toEqual(["e1", "e2", "e3"]);

  expect(review).toMatchObject({ designVersion: 1, createdAt: now.toISOString(), ai: null });
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
  expect(await readReview(await caller.call("GET", designReviewsPath(scenario.id)))).toEqual(review);

  // The scenario's score is the automatic review's, and it counts as reviewed.
  expect(await listed(caller, scenario.id)).toMatchObject({
    score: review.automatic.score,
    scoreSource: "automatic",
    reviewedAt: now.toISOString(),
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
  const empty = await caller.call("POST", designReviewsPath(id), { designVersion: 0 });
  expect(empty.status).toBe(400);
  expect(await empty.json()).toEqual({ error: { code: "BAD_REQUEST", message: EMPTY_DIAGRAM_REVIEW_MESSAGE } });

  const version = await save(caller, id);
  const stale = await caller.call("POST", designReviewsPath(id), { designVersion: version - 1 });
  expect(stale.status).toBe(409);
  expect(await stale.json()).toEqual({ error: { code: "CONFLICT", message: STALE_DESIGN_REVIEW_MESSAGE } });
  const ahead = await caller.call("POST", designReviewsPath(id), { designVersion: version + 1 });
  expect(ahead.status).toBe(409);

  const emptied = await caller.call("PUT", `/api/design/scenarios/${id}/design`, {
    baseVersion: version,
    diagram: { components: [], connections: [] },
  });
  expect(emptied.status).toBe(200);
  expect((await caller.call("POST", designReviewsPath(id), { designVersion: version + 1 })).status).toBe(400);
  expect((await caller.call("POST", designReviewsPath(id), { designVersion: -1 })).status).toBe(400);

  expect(await readReview(await caller.call("GET", designReviewsPath(id)))).toBeNull();
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
    ["POST", designReviewsPath(id), { designVersion: version }],
    ["GET", designReviewsPath(id), undefined],
    ["POST", `${designReviewsPath(id)}/ai/retry`, undefined],
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
  now = new Date(NOW.getTime() + 30 * 60_000);
  const rated = await caller.call("POST", `/api/design/scenarios/${id}/self-rating`, { rating: 5 });
  expect(((await rated.json()) as { scenario: Scenario }).scenario).toMatchObject({
    rating: 5,
    score: 5,
    scoreSource: "self",
    reviewedAt: now.toISOString(),
  });

  now = new Date(NOW.getTime() + 60 * 60_000);
  const review = await requestReview(caller, id, await save(caller, id));
  expect(review.ai).toBeNull();
  const retry = await caller.call("POST", `${designReviewsPath(id)}/ai/retry`);
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
  const retried = await caller.call("POST", `${designReviewsPath(id)}/ai/retry`);
  expect(retried.status).toBe(200);
  expect((await waitForAi(caller, id)).ai).toMatchObject({ status: "failed", error: DESIGN_REVIEW_FAILED_MESSAGE });

  fake.enqueue({ content: aiAnswer() });
  expect((await caller.call("POST", `${designReviewsPath(id)}/ai/retry`)).status).toBe(200);
  const done = await waitForAi(caller, id);
  expect(done).toMatchObject({ id: first.id, ai: { status: "done", result: { score: 3.4 } } });
  // A done review has nothing to retry.
  expect((await caller.call("POST", `${designReviewsPath(id)}/ai/retry`)).status).toBe(409);
  expect(fake.requests).toHaveLength(3);
});

test("a slow AI review never holds the page; one outliving its deadline shows as interrupted and can be retried", async () => {
  const caller = await signUpCaller(app);
  const { id } = await generate(caller);
  const version = await save(caller, id);
  // The first run's call to the model, so the test can await its late answer.
  let lostCall: Promise<unknown> | undefined;
  provider.use({
    ...openai,
    reviewDesign: (request) => {
      const call = openai.reviewDesign(request);
      lostCall ??= call;
      return call;
    },
  });
  const gate = createGate();
  fake.enqueue({ content: aiAnswer(), waitFor: gate.promise });
  // The request answers with the automatic review while the model has not answered.
  const review = await requestReview(caller, id, version);
  expect(review.automatic.findings.length).toBeGreaterThan(0);
  await expect.poll(() => fake.requests.length).toBe(1);
  const pending = await readReview(await caller.call("GET", designReviewsPath(id)));
  expect(pending?.ai?.status).toMatch(/^(pending|running)$/);

  // Past the provider's deadline (the process stopped, say) it shows as failed, and may be retried.
  now = new Date(NOW.getTime() + openai.maxDurationMs + 2 * 60_000);
  const lost = await readReview(await caller.call("GET", designReviewsPath(id)));
  expect(lost?.ai).toEqual({ status: "failed", error: "The AI review was interrupted. Please retry.", result: null });
  fake.enqueue({ content: aiAnswer(() => ["The db"]) });
  expect((await caller.call("POST", `${designReviewsPath(id)}/ai/retry`)).status).toBe(200);
  const retried = await waitForAi(caller, id);
  expect(retried.ai).toMatchObject({ status: "done", result: { score: 3.4 } });
  expect(retried.ai?.result?.dimensions[0]?.citations).toEqual(["The db"]);
  // The lost run's late answer does not replace the retry's.
  gate.open();
  await expect.poll(() => fake.requests.length).toBe(2);
  // The late answer has reached the lost run, which then tries to store it; one macrotask lets the run's
  // continuation start that write, which the embedded database then runs before the reads below.
  await lostCall?.catch(() => {});
  await new Promise((resolve) => setImmediate(resolve));
  const final = await readReview(await caller.call("GET", designReviewsPath(id)));
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
  const retry = await caller.call("POST", `${designReviewsPath(id)}/ai/retry`);
  expect(retry.status).toBe(402);
  expect((await readReview(await caller.call("GET", designReviewsPath(id))))?.ai?.status).toBe("failed");
});
