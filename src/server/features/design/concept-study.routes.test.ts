import { and, eq } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { activityEvents } from "@/server/db/schema/activity";
import { CONCEPT_IDS } from "@/shared/design/concepts";
import type { ConceptStudyDay, ConceptStudySummary } from "@/shared/schemas/concept-study";
import { makeLibraryScenario, signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { createTestApp } from "../../../../tests/fixtures/test-app";

// The Concept Library lists the library scenarios that need each concept, and reading
// a concept counts as study (its time, capped per day, in study hours, the streak, the heat map and
// Recent Activity).

const NOW = new Date("2026-11-16T12:00:00.000Z");
let now = NOW;
const library = {
  problems: [],
  interviewQuestions: [],
  scenarios: [
    makeLibraryScenario("video-at-scale", {
      title: "Video at Scale",
      complexity: "advanced",
      companies: ["netflix"],
      concepts: ["cdn", "message-queues"],
    }),
    makeLibraryScenario("pastebin", { title: "Pastebin", complexity: "basic", concepts: ["cdn"] }),
  ],
};
const { app, db } = await createTestApp({ clock: () => now, library: async () => library });
beforeEach(() => {
  now = NOW;
});

type StudyAnswer = { study: ConceptStudyDay; isCounted: boolean };
const at = (iso: string) => {
  now = new Date(iso);
};

test("every concept route needs a session", async () => {
  const routes = [
    ["GET", "/api/design/concepts"],
    ["GET", "/api/design/concepts/study"],
    ["POST", "/api/design/concepts/cdn/study"],
  ];
  for (const [method, path = ""] of routes) {
    const body = method === "POST" ? JSON.stringify({ seconds: 60 }) : undefined;
    const response = await app.request(path, { method, headers: { "content-type": "application/json" }, body });
    expect(response.status, `${method} ${path}`).toBe(401);
  }
});

test("lists every concept with the library scenarios that need it, easiest first", async () => {
  const { call } = await signUpCaller(app);
  const response = await call("GET", "/api/design/concepts");
  expect(response.status).toBe(200);
  const { concepts } = (await response.json()) as { concepts: { id: string; scenarios: { slug: string }[] }[] };
  expect(concepts.map(({ id }) => id)).toEqual([...CONCEPT_IDS]);
  expect(concepts.find(({ id }) => id === "cdn")?.scenarios).toEqual([
    { slug: "pastebin", title: "Pastebin", complexity: "basic", companies: [] },
    { slug: "video-at-scale", title: "Video at Scale", complexity: "advanced", companies: ["netflix"] },
  ]);
  expect(concepts.find(({ id }) => id === "graphql")?.scenarios).toEqual([]);
});

test("a reading adds its time to the concept's day, records it as study, and a reopen the same day adds to it", async () => {
  const { userId, call } = await signUpCaller(app);
  const first = await call("POST", "/api/design/concepts/cap-theorem/study", { seconds: 150, tz: "UTC" });
  expect(first.status).toBe(200);
  expect(await first.json()).toEqual({
    study: { conceptId: "cap-theorem", day: "2026-11-16", seconds: 150, minutes: 3, readings: 1 },
    isCounted: true,
  });
  at("2026-11-16T18:00:00.000Z");
  const again = (await (
    await call("POST", "/api/design/concepts/cap-theorem/study", { seconds: 100, tz: "UTC" })
  ).json()) as StudyAnswer;
  expect(again.study).toMatchObject({ seconds: 250, minutes: 4, readings: 2 });

  const events = await db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), eq(activityEvents.kind, "concept_studied")));
  // The events add up to the day's rounded minutes (3 + 1 = round(250 / 60)).
  expect(events.map(({ subjectId, details }) => ({ subjectId, details }))).toEqual([
    { subjectId: "cap-theorem", details: { title: "CAP Theorem", durationMinutes: 3 } },
    { subjectId: "cap-theorem", details: { title: "CAP Theorem", durationMinutes: 1 } },
  ]);
  const summary = (await (await call("GET", "/api/design/concepts/study")).json()) as { study: ConceptStudySummary };
  expect(summary.study).toEqual({
    minutes: 4,
    concepts: [{ conceptId: "cap-theorem", minutes: 4, lastStudiedAt: "2026-11-16T18:00:00.000Z" }],
  });
});

test("caps a concept at 15 minutes a day, starts again the next day, and counts the day in the user's time zone", async () => {
  const { call } = await signUpCaller(app);
  const read = async (seconds: number, tz = "UTC") =>
    (await (await call("POST", "/api/design/concepts/redis/study", { seconds, tz })).json()) as StudyAnswer;
  expect((await read(3_600)).study).toMatchObject({ day: "2026-11-16", seconds: 900, minutes: 15 });
  expect((await read(120)).study).toMatchObject({ day: "2026-11-16", seconds: 900, minutes: 15, readings: 2 });
  at("2026-11-16T23:30:00.000Z");
  // Half past eleven in London is the next morning in Tokyo: a new day with its own cap.
  expect((await read(120, "Asia/Tokyo")).study).toMatchObject({ day: "2026-11-17", seconds: 120, minutes: 2 });
  const summary = (await (await call("GET", "/api/design/concepts/study")).json()) as { study: ConceptStudySummary };
  expect(summary.study.minutes).toBe(17);
});

test("a glance shorter than 10 seconds is not study and changes nothing", async () => {
  const { userId, call } = await signUpCaller(app);
  const response = await call("POST", "/api/design/concepts/graphql/study", { seconds: 9 });
  expect(await response.json()).toEqual({
    study: { conceptId: "graphql", day: "2026-11-16", seconds: 0, minutes: 0, readings: 0 },
    isCounted: false,
  });
  const events = await db.select().from(activityEvents).where(eq(activityEvents.userId, userId));
  expect(events.map(({ kind }) => kind)).toEqual(["signed_up"]);
});

test("concept study shows in the Analytics Hub's study hours, streak and heat map, and in Recent Activity", async () => {
  const { call } = await signUpCaller(app);
  at("2026-11-16T12:10:00.000Z");
  await call("POST", "/api/design/concepts/websockets/study", { seconds: 600 });
  at("2026-11-16T12:20:00.000Z");
  await call("POST", "/api/design/concepts/graphql/study", { seconds: 480 });
  const analytics = await (await call("GET", "/api/analytics?tz=UTC")).json();
  expect(analytics).toMatchObject({
    studyHours: 0.3,
    currentStreak: 1,
    activityHeatmap: [{ date: "2026-11-16", count: 2 }],
  });
  const { events } = await (await call("GET", "/api/activity?limit=2")).json();
  expect(
    events.map(({ kind, details }: { kind: string; details: { title: string } }) => [kind, details.title]),
  ).toEqual([
    ["concept_studied", "GraphQL"],
    ["concept_studied", "WebSockets"],
  ]);
});

test("an unknown concept answers 404 with a clear message, and a bad reading 400; neither records anything", async () => {
  const { userId, call } = await signUpCaller(app);
  const unknown = await call("POST", "/api/design/concepts/blockchain/study", { seconds: 60 });
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toEqual({
    error: { code: "NOT_FOUND", message: 'There is no concept "blockchain" in the Concept Library.' },
  });
  for (const body of [{ seconds: -1 }, { seconds: 1.5 }, { seconds: 86_401 }, {}, { seconds: 60, tz: "Mars/Base" }]) {
    const response = await call("POST", "/api/design/concepts/cdn/study", body);
    expect(response.status, JSON.stringify(body)).toBe(400);
  }
  const events = await db.select().from(activityEvents).where(eq(activityEvents.userId, userId));
  expect(events.map(({ kind }) => kind)).toEqual(["signed_up"]);
});

test("each user sees only their own concept study", async () => {
  const owner = await signUpCaller(app);
  const other = await signUpCaller(app);
  await owner.call("POST", "/api/design/concepts/cdn/study", { seconds: 300 });
  const mine = (await (await owner.call("GET", "/api/design/concepts/study")).json()) as { study: ConceptStudySummary };
  const theirs = (await (await other.call("GET", "/api/design/concepts/study")).json()) as {
    study: ConceptStudySummary;
  };
  expect(mine.study.minutes).toBe(5);
  expect(theirs.study).toEqual({ minutes: 0, concepts: [] });
});
