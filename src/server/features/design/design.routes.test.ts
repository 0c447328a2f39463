import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, expect, test } from "vitest";
import { createLibraryProvider } from "@/server/ai/library-provider";
import { createOpenAiProvider } from "@/server/ai/openai-provider";
import { activityEvents } from "@/server/db/schema/activity";
import { designScenarios } from "@/server/db/schema/design";
import type { Scenario, ScenarioSummary } from "@/shared/schemas/design";
import {
  type Caller,
  createSwitchableProvider,
  makeLibraryScenario,
  setSubscription,
  signUpCaller,
} from "../../../../tests/fixtures/ai-fixtures";
import { createGate, SAMPLE_ANSWERS, startFakeOpenAi } from "../../../../tests/fixtures/fake-openai";
import { createTestApp } from "../../../../tests/fixtures/test-app";

const NOW = new Date("2026-11-15T12:00:00.000Z");
const fake = await startFakeOpenAi();
afterAll(() => fake.close());
const libraryContent = {
  problems: [],
  interviewQuestions: [],
  scenarios: [
    makeLibraryScenario("chat-for-any-company", { title: "Design a Chat Service", concepts: ["websockets", "redis"] }),
    makeLibraryScenario("feed-for-meta", { companies: ["meta"] }),
    makeLibraryScenario("cdn-advanced", { complexity: "advanced", companies: ["netflix"] }),
  ],
};
const library = createLibraryProvider({ library: libraryContent });
const openai = createOpenAiProvider({ baseURL: fake.baseURL, apiKey: "k", model: "llama3", timeoutMs: 10_000 });
const provider = createSwitchableProvider(library);
let now = NOW;
const { app, db } = await createTestApp({ ai: provider.ai, clock: () => now, library: async () => libraryContent });
beforeEach(() => {
  now = NOW;
  provider.use(library);
  fake.requests.length = 0;
});

const readScenario = async (response: Response) => ((await response.json()) as { scenario: Scenario }).scenario;
const listScenarios = async (call: Caller["call"]) =>
  ((await (await call("GET", "/api/design/scenarios")).json()) as { scenarios: ScenarioSummary[] }).scenarios;
/** The list's card: the scenario without what only its details show. */
const toSummary = ({
  requirements: _requirements,
  nonFunctionalRequirements: _nonFunctional,
  constraints: _constraints,
  evaluationCriteria: _criteria,
  concepts: _concepts,
  ...summary
}: Scenario): ScenarioSummary => summary;

test("every scenario route needs a session", async () => {
  const routes = [
    ["POST", "/api/design/scenarios"],
    ["GET", "/api/design/scenarios"],
    ["DELETE", "/api/design/scenarios"],
    ["POST", "/api/design/scenarios/scenario_1/self-rating"],
  ];
  for (const [method, path = ""] of routes) {
    const body = method === "POST" ? JSON.stringify({ rating: 3 }) : undefined;
    const response = await app.request(path, { method, headers: { "content-type": "application/json" }, body });
    expect(response.status, `${method} ${path}`).toBe(401);
  }
});

test("generates an intermediate Google scenario by default and saves it with its id, source, time and non-functional requirements", async () => {
  const { userId, call } = await signUpCaller(app);
  const response = await call("POST", "/api/design/scenarios", {});
  expect(response.status).toBe(201);
  const scenario = await readScenario(response);
  expect(scenario.id).toMatch(/^scenario_\d{13}_[0-9a-z]{9}$/);
  expect(scenario).toEqual({
    id: scenario.id,
    title: "Design a Chat Service",
    rating: null,
    reviewedAt: null,
    score: null,
    scoreSource: null,
    description: "A system.",
    requirements: ["r1", "r2", "r3"],
    nonFunctionalRequirements: ["n1", "n2"],
    constraints: ["c1", "c2", "c3"],
    // What the review looks for comes with the review (design-reviews.routes.test.ts), not before.
    complexity: "intermediate",
    company: "google",
    source: { kind: "library" },
    createdAt: NOW.toISOString(),
    // The Concept Library's concepts the library scenario needs, from its slug.
    concepts: ["websockets", "redis"],
  });
  expect(await listScenarios(call)).toEqual([toSummary(scenario)]);
  expect(await readScenario(await call("GET", `/api/design/scenarios/${scenario.id}`))).toEqual(scenario);
  const events = await db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), eq(activityEvents.kind, "scenario_generated")));
  expect(events).toMatchObject([{ subjectId: scenario.id, details: { title: "Design a Chat Service" } }]);
});

test("complexity and company are limited to the System Design Lab's options", async () => {
  const { call } = await signUpCaller(app);
  const cases = [
    [{ complexity: "expert" }, "complexity", "Complexity must be one of: basic, intermediate, advanced"],
    [{ company: "apple" }, "company", "Company must be one of: google, meta, amazon, microsoft, netflix"],
    [{ company: "all" }, "company", "Company must be one of: google, meta, amazon, microsoft, netflix"],
  ] as const;
  for (const [body, field, message] of cases) {
    const response = await call("POST", "/api/design/scenarios", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "VALIDATION_FAILED", message, issues: [{ path: [field], message }] },
    });
  }
});

test("lists newest first; Clear All empties the list and the library still does not repeat", async () => {
  const { userId, call } = await signUpCaller(app);
  const first = await readScenario(await call("POST", "/api/design/scenarios", { company: "meta" }));
  now = new Date(NOW.getTime() + 1000);
  const second = await readScenario(await call("POST", "/api/design/scenarios", { company: "meta" }));
  expect((await listScenarios(call)).map(({ id }) => id)).toEqual([second.id, first.id]);

  const exhausted = await call("POST", "/api/design/scenarios", { company: "meta" });
  expect(exhausted.status).toBe(409);
  expect(await exhausted.json()).toMatchObject({ error: { code: "LIBRARY_EXHAUSTED" } });

  expect((await call("DELETE", "/api/design/scenarios")).status).toBe(204);
  expect(await listScenarios(call)).toEqual([]);
  expect(await db.$count(designScenarios, eq(designScenarios.userId, userId))).toBe(2);
  expect((await call("POST", "/api/design/scenarios", { company: "meta" })).status).toBe(409);
  const advanced = await readScenario(
    await call("POST", "/api/design/scenarios", { complexity: "advanced", company: "netflix" }),
  );
  expect(await listScenarios(call)).toEqual([toSummary(advanced)]);
});

test("without AI access Generate Scenario answers 402 and saves nothing", async () => {
  const { userId, call } = await signUpCaller(app);
  await setSubscription(db, userId, { status: "active", planType: "professional", currentPeriodEnd: NOW });
  const response = await call("POST", "/api/design/scenarios", {});
  expect(response.status).toBe(402);
  expect(await response.json()).toMatchObject({ error: { code: "AI_ACCESS_REQUIRED" } });
  expect(await db.$count(designScenarios, eq(designScenarios.userId, userId))).toBe(0);
});

test("an AI scenario says which model wrote it; a second click while it runs is refused with 409", async () => {
  provider.use(openai);
  const { call } = await signUpCaller(app);
  const gate = createGate();
  fake.enqueue({ content: SAMPLE_ANSWERS.scenario, waitFor: gate.promise });
  const first = call("POST", "/api/design/scenarios", { complexity: "basic", company: "amazon" });
  await expect.poll(() => fake.requests.length).toBeGreaterThan(0);
  const second = await call("POST", "/api/design/scenarios", {});
  expect(second.status).toBe(409);
  expect(await second.json()).toEqual({ error: { code: "CONFLICT", message: "A generation is already running." } });
  gate.open();
  // The fake model's answer has no non-functional requirements: the scenario is saved with none.
  const scenario = await readScenario(await first);
  expect(scenario).toMatchObject({
    title: "Design a URL Shortener",
    complexity: "basic",
    company: "amazon",
    source: { kind: "ai", model: "llama3" },
    nonFunctionalRequirements: [],
    concepts: [],
  });
  expect(await listScenarios(call)).toEqual([toSummary(scenario)]);

  fake.enqueue({ content: JSON.stringify({ title: "Half a scenario" }) });
  const failed = await call("POST", "/api/design/scenarios", {});
  expect(failed.status).toBe(502);
  expect(await failed.json()).toEqual({
    error: { code: "AI_FAILED", message: "Failed to generate system design scenario" },
  });
  expect(await listScenarios(call)).toHaveLength(1);
});

const reviewEvents = (userId: string) =>
  db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), eq(activityEvents.kind, "scenario_studied")));

test("a review rates the design once: it is saved, counts as study with its minutes and score, and cannot be given twice", async () => {
  const { userId, call } = await signUpCaller(app);
  const scenario = await readScenario(await call("POST", "/api/design/scenarios", {}));
  expect(scenario).toMatchObject({ rating: null, reviewedAt: null });

  now = new Date(NOW.getTime() + 42 * 60_000 + 1);
  const response = await call("POST", `/api/design/scenarios/${scenario.id}/self-rating`, { rating: 4 });
  expect(response.status).toBe(200);
  const reviewed = await readScenario(response);
  expect(scenario).not.toHaveProperty("evaluationCriteria");
  expect(reviewed).toMatchObject({ id: scenario.id, rating: 4, reviewedAt: now.toISOString() });
  // Reviewed: the evaluation criteria are sent from now on, with the review and with the scenario.
  expect(reviewed.evaluationCriteria).toEqual(["e1", "e2", "e3"]);
  expect(await readScenario(await call("GET", `/api/design/scenarios/${scenario.id}`))).toEqual(reviewed);
  expect(await listScenarios(call)).toEqual([toSummary(reviewed)]);
  const [event, ...others] = await reviewEvents(userId);
  expect(others).toEqual([]);
  expect(event).toMatchObject({
    subjectId: scenario.id,
    details: { title: scenario.title, score: 4, durationMinutes: 43 },
  });

  const again = await call("POST", `/api/design/scenarios/${scenario.id}/self-rating`, { rating: 2 });
  expect(again.status).toBe(409);
  expect(await again.json()).toMatchObject({
    error: { code: "CONFLICT", message: "You have already reviewed this scenario." },
  });
  expect(await listScenarios(call)).toEqual([toSummary(reviewed)]);
  expect(await reviewEvents(userId)).toHaveLength(1);

  // The review is the scenario's study session: the design track's Average Score reads it.
  const readiness = await (await call("GET", "/api/analytics/readiness")).json();
  expect(readiness).toMatchObject({ readiness: { averages: { design: 4 } } });
});

test("a review needs a whole rating from 1 to 5, and only the owner can give it, with or without AI access", async () => {
  const owner = await signUpCaller(app);
  const scenario = await readScenario(await owner.call("POST", "/api/design/scenarios", {}));
  for (const rating of [0, 6, 2.5, "4", null]) {
    const response = await owner.call("POST", `/api/design/scenarios/${scenario.id}/self-rating`, { rating });
    expect(response.status, String(rating)).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        code: "VALIDATION_FAILED",
        issues: [{ path: ["rating"], message: "Rating must be a whole number from 1 to 5" }],
      },
    });
  }

  const stranger = await signUpCaller(app);
  const foreign = await stranger.call("POST", `/api/design/scenarios/${scenario.id}/self-rating`, { rating: 5 });
  expect(foreign.status).toBe(404);
  expect((await owner.call("POST", "/api/design/scenarios/scenario_unknown/self-rating", { rating: 5 })).status).toBe(
    404,
  );
  expect(await reviewEvents(owner.userId)).toEqual([]);

  // Working on a scenario the user already has is not an AI feature.
  await setSubscription(db, owner.userId, { status: "active", planType: "professional", currentPeriodEnd: NOW });
  const reviewed = await owner.call("POST", `/api/design/scenarios/${scenario.id}/self-rating`, { rating: 5 });
  expect(reviewed.status).toBe(200);
  expect(await readScenario(reviewed)).toMatchObject({ rating: 5 });
});
