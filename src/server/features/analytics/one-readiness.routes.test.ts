import { expect, test } from "vitest";
import { designReviews, designScenarios } from "@/server/db/schema/design";
import { interviewSessions } from "@/server/db/schema/interviews";
import { signUpUser } from "../../../../tests/fixtures/auth";
import { insertSavedProblems } from "../../../../tests/fixtures/saved-problems";
import { createTestApp } from "../../../../tests/fixtures/test-app";

// One readiness: the dashboard and the Analytics Hub (GET /api/analytics/readiness) and the study plan
// (GET /api/study-plan/today) answer the same figure, label and next best session, from one function.

const now = new Date("2026-03-20T12:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const { app, db } = await createTestApp({ clock: () => now });

/** Three clean medium arrays problems, a behavioral interview at 4, one design reviewed 3 and one self-rated 5. */
async function practise(userId: string) {
  await insertSavedProblems(db, userId, 3, {
    from: daysAgo(5),
    shape: () => ({ difficulty: "medium", topic: "arrays", solvedAt: daysAgo(2), solveSeconds: 600 }),
  });
  await db.insert(interviewSessions).values({
    id: `interview_${userId.slice(0, 8)}`,
    userId,
    type: "behavioral",
    status: "finished",
    source: { kind: "library" },
    startedAt: daysAgo(3),
    endedAt: daysAgo(3),
    score: 4,
    evaluationKind: "automatic",
    evaluatedAt: daysAgo(3),
  });
  const scenario = (id: string, rating: number | null) => ({
    id: `scenario_${id}_${userId.slice(0, 8)}`,
    userId,
    complexity: "basic" as const,
    company: "google" as const,
    title: `Design ${id}`,
    description: "d",
    requirements: [],
    constraints: [],
    evaluationCriteria: [],
    source: { kind: "library" as const },
    createdAt: daysAgo(4),
    rating,
    reviewedAt: rating === null ? null : daysAgo(4),
  });
  const [reviewed, rated] = [scenario("reviewed", null), scenario("rated", 5)];
  await db.insert(designScenarios).values([reviewed, rated]);
  await db.insert(designReviews).values({
    id: `review_${userId.slice(0, 8)}`,
    scenarioId: reviewed.id,
    userId,
    designVersion: 1,
    automatic: { findings: [], dimensions: [], score: 3 },
    createdAt: daysAgo(4),
  });
}

async function read(cookie: string, path: string) {
  const response = await app.request(path, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

test("the Hub, the dashboard and the study plan answer the same readiness and next best session", async () => {
  const { user, cookie } = await signUpUser(app);
  await practise(user.id);
  const hub = (await read(cookie, "/api/analytics/readiness?tz=Europe/Paris")) as {
    readiness: { overall: unknown; skills: unknown; averages: unknown };
    nextSession: unknown;
  };
  const plan = await read(cookie, "/api/study-plan/today?tz=Europe/Paris");

  // Arrays 100% of six topics → coding 17; behavioral 4/5 × 1/3 confidence = 27 of three types → 9;
  // designs (3 + 5) / 2 = 4/5 × 2/3 confidence = 53. 0.5 × 17 + 0.25 × 9 + 0.25 × 53 = 24.
  expect(hub.readiness.overall).toEqual({
    score: 24,
    label: "Getting started",
    tracks: { coding: 17, interviews: 9, design: 53 },
  });
  expect(plan).toEqual({ readiness: hub.readiness.overall, nextSession: hub.nextSession });
  // Average Score per track, never mixed: coding 5 (clean solves), the interview's 4, the designs' 4.
  expect(hub.readiness.averages).toEqual({ coding: 5, interviews: 4, design: 4 });
  expect(hub.readiness.skills).toEqual({ algorithms: 0, dataStructures: 33, systemDesign: 18, coding: 17 });

  // The event-based analytics carry no readiness figure or mixed average of their own any more.
  const analytics = await read(cookie, "/api/analytics?tz=Europe/Paris");
  expect(analytics).not.toHaveProperty("skillProgress");
  expect(analytics).not.toHaveProperty("averageScore");
});

test("a new user's study plan today and Hub agree on 0% Not started", async () => {
  const { cookie } = await signUpUser(app);
  const hub = (await read(cookie, "/api/analytics/readiness")) as { readiness: { overall: unknown } };
  const plan = (await read(cookie, "/api/study-plan/today")) as { readiness: unknown };
  expect(hub.readiness.overall).toEqual({
    score: 0,
    label: "Not started",
    tracks: { coding: 0, interviews: 0, design: 0 },
  });
  expect(plan.readiness).toEqual(hub.readiness.overall);
});

test("the study plan's today refuses an unknown time zone with a clear message", async () => {
  const { cookie } = await signUpUser(app);
  const response = await app.request("/api/study-plan/today?tz=Mars/Base", { headers: { cookie } });
  expect(response.status).toBe(400);
  expect(JSON.stringify(await response.json())).toContain("IANA time zone");
});
