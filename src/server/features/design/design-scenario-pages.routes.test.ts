import { expect, test } from "vitest";
import { createLibraryProvider } from "@/server/ai/library-provider";
import { designScenarios } from "@/server/db/schema/design";
import type { Scenario, ScenarioPage } from "@/shared/schemas/design";
import { type Caller, makeLibraryScenario, signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { REFUSED_PAGE_QUERIES, readAllPages } from "../../../../tests/fixtures/pages";
import { createTestApp } from "../../../../tests/fixtures/test-app";

// The System Design Lab's list by pages, one scenario's details, and the stat cards' figures
// over every scenario in the list.

const NOW = new Date("2026-11-15T12:00:00.000Z");
const MINUTE_MS = 60_000;
const libraryContent = {
  problems: [],
  interviewQuestions: [],
  scenarios: [
    makeLibraryScenario("chat", { concepts: ["websockets", "redis"] }),
    makeLibraryScenario("video", { concepts: ["cdn", "redis"] }),
    makeLibraryScenario("feed", { concepts: ["database-sharding"] }),
  ],
};
const { app, db } = await createTestApp({
  ai: createLibraryProvider({ library: libraryContent }),
  clock: () => NOW,
  library: async () => libraryContent,
});

type ScenarioRow = typeof designScenarios.$inferSelect;

/** Saves `count` visible scenarios straight in the table, a second apart (the first is the oldest). */
async function saveScenarios(
  userId: string,
  count: number,
  shape: (index: number) => Partial<ScenarioRow> = () => ({}),
) {
  const rows = Array.from(
    { length: count },
    (_, index): ScenarioRow => ({
      id: `scenario_${String(index).padStart(5, "0")}_${userId.slice(0, 6)}`,
      userId,
      complexity: "basic",
      company: "google",
      title: `Scenario ${index}`,
      description: "A system.",
      requirements: ["r1"],
      constraints: ["c1"],
      evaluationCriteria: ["e1"],
      nonFunctionalRequirements: [],
      source: { kind: "library" },
      slug: null,
      hiddenAt: null,
      createdAt: new Date(NOW.getTime() + index * 1000),
      rating: null,
      reviewedAt: null,
      ...shape(index),
    }),
  );
  await db.insert(designScenarios).values(rows);
  return rows;
}

const readPages = (caller: Caller, query = "") =>
  readAllPages<ScenarioPage>((path) => caller.call("GET", path), `/api/design/scenarios${query}`);
const ids = (pages: ScenarioPage[]) => pages.flatMap(({ scenarios }) => scenarios.map(({ id }) => id));
const newestFirst = (rows: ScenarioRow[]) => rows.map(({ id }) => id).reverse();

test("lists 20 card summaries newest first by default, then the next pages from the cursor, with null after the last", async () => {
  const caller = await signUpCaller(app);
  const rows = await saveScenarios(caller.userId, 45);
  const pages = await readPages(caller);
  expect(pages.map(({ scenarios }) => scenarios.length)).toEqual([20, 20, 5]);
  expect(ids(pages)).toEqual(newestFirst(rows));
  expect(pages[0]?.scenarios[0]).toEqual({
    id: rows[44]?.id,
    title: "Scenario 44",
    description: "A system.",
    complexity: "basic",
    company: "google",
    source: { kind: "library" },
    createdAt: new Date(NOW.getTime() + 44_000).toISOString(),
    rating: null,
    reviewedAt: null,
    score: null,
    scoreSource: null,
  });
  // A page that ends exactly at the last scenario says so instead of sending an empty page after it.
  expect((await readPages(caller, "?limit=15")).map(({ scenarios }) => scenarios.length)).toEqual([15, 15, 15]);
});

test("scenarios saved in the same millisecond are neither skipped nor repeated across pages", async () => {
  const caller = await signUpCaller(app);
  const rows = await saveScenarios(caller.userId, 7, () => ({ createdAt: NOW }));
  expect(ids(await readPages(caller, "?limit=3"))).toEqual(
    rows
      .map(({ id }) => id)
      .sort()
      .reverse(),
  );
});

test("limit takes 1 to 100 and answers 400 past it; a cursor the server did not write answers 400", async () => {
  const caller = await signUpCaller(app);
  await saveScenarios(caller.userId, 101);
  const count = async (query: string) =>
    ((await (await caller.call("GET", `/api/design/scenarios?${query}`)).json()) as ScenarioPage).scenarios.length;
  expect(await count("limit=1")).toBe(1);
  expect(await count("limit=100")).toBe(100);
  for (const query of REFUSED_PAGE_QUERIES) {
    const response = await caller.call("GET", `/api/design/scenarios?${query}`);
    expect(response.status, query).toBe(400);
    expect(await response.json(), query).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
  }
});

test("pages and details show only the user's own visible scenarios", async () => {
  const owner = await signUpCaller(app);
  const other = await signUpCaller(app);
  const [ownerFirst] = await saveScenarios(owner.userId, 5);
  const hidden = await saveScenarios(other.userId, 3, (index) => ({ id: `scenario_hidden_${index}`, hiddenAt: NOW }));
  const visible = await saveScenarios(other.userId, 3, (index) => ({ slug: "chat", id: `scenario_shown_${index}` }));
  expect(ids(await readPages(other, "?limit=2"))).toEqual(newestFirst(visible));
  // A cursor read from someone else's list still pages only through one's own.
  const [ownerPage] = await readPages(owner, "?limit=2");
  const response = await other.call("GET", `/api/design/scenarios?cursor=${ownerPage?.nextCursor}`);
  const ownIds = new Set(visible.map(({ id }) => id));
  for (const { id } of ((await response.json()) as ScenarioPage).scenarios) expect(ownIds.has(id)).toBe(true);

  // The details: the brief, with the concepts its library entry needs; the criteria wait for a review.
  const detail = await other.call("GET", `/api/design/scenarios/${visible[0]?.id}`);
  expect(detail.status).toBe(200);
  const detailed = ((await detail.json()) as { scenario: Scenario }).scenario;
  expect(detailed).toMatchObject({
    id: visible[0]?.id,
    requirements: ["r1"],
    constraints: ["c1"],
    concepts: ["websockets", "redis"],
  });
  expect(detailed).not.toHaveProperty("evaluationCriteria");
  for (const id of [hidden[0]?.id, ownerFirst?.id, "scenario_unknown"]) {
    const missing = await other.call("GET", `/api/design/scenarios/${id}`);
    expect(missing.status, id).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "NOT_FOUND", message: "No such scenario." } });
  }
  for (const path of ["/api/design/scenarios/stats", `/api/design/scenarios/${visible[0]?.id}`]) {
    expect((await app.request(path)).status, path).toBe(401);
  }
});

test("stats count every visible scenario, not a page: average score, study minutes and mastered concepts", async () => {
  const caller = await signUpCaller(app);
  const reviewed = (rating: number, slug: string | null, minutes: number) => ({
    rating,
    slug,
    reviewedAt: new Date(NOW.getTime() + minutes * MINUTE_MS),
  });
  // The rated ones are the oldest: past the first page.
  await saveScenarios(caller.userId, 26, (index) =>
    index === 0
      ? reviewed(5, "chat", 30)
      : index === 1
        ? reviewed(3, "feed", 20)
        : index === 2
          ? reviewed(4, "video", 24 * 60) // left open for a day: counts 180 minutes
          : index === 3
            ? { ...reviewed(5, "feed", 30), hiddenAt: NOW } // cleared: counts nothing
            : index === 4
              ? reviewed(4, "chat", 10) // chat again: one scenario still
              : {},
  );
  const [firstPage] = await readPages(caller);
  expect(firstPage?.scenarios.every(({ rating }) => rating === null)).toBe(true);
  expect(await (await caller.call("GET", "/api/design/scenarios/stats")).json()).toEqual({
    stats: {
      scenarioCount: 25,
      averageScore: 4,
      studyMinutes: 30 + 20 + 180 + 10,
      // Good designs for two different scenarios that need it: redis (chat and video); websockets only chat's.
      masteredConcepts: ["redis"],
    },
  });
  const other = await signUpCaller(app);
  expect(await (await other.call("GET", "/api/design/scenarios/stats")).json()).toEqual({
    stats: { scenarioCount: 0, averageScore: null, studyMinutes: 0, masteredConcepts: [] },
  });
});
