import { expect, test } from "vitest";
import { createLibraryProvider } from "@/server/ai/library-provider";
import { interviewSessions } from "@/server/db/schema/interviews";
import type { InterviewPage, InterviewSummary } from "@/shared/schemas/interviews";
import { type Caller, makeLibraryQuestion, signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { REFUSED_PAGE_QUERIES, readAllPages } from "../../../../tests/fixtures/pages";
import { createTestApp } from "../../../../tests/fixtures/test-app";

// The interview history by pages and the stat cards' figures over the whole history.

const NOW = new Date("2026-11-15T12:00:00.000Z");
const MINUTE_MS = 60_000;
const library = createLibraryProvider({
  library: {
    problems: [],
    interviewQuestions: [
      ..."abcdefghij".split("").map((letter) => makeLibraryQuestion(`technical-${letter}`)),
      ..."abcde".split("").map((letter) => makeLibraryQuestion(`behavioral-${letter}`, { type: "behavioral" })),
    ],
    scenarios: [],
  },
});
let now = NOW;
const { app, db } = await createTestApp({ ai: library, clock: () => now });

type SessionRow = typeof interviewSessions.$inferSelect;

/** Saves `count` interviews straight in the table, a minute apart (the first is the oldest). */
async function saveInterviews(
  userId: string,
  count: number,
  shape: (index: number) => Partial<SessionRow> = () => ({}),
) {
  const rows = Array.from(
    { length: count },
    (_, index): SessionRow => ({
      id: `mock_${String(index).padStart(5, "0")}_${userId.slice(0, 6)}`,
      userId,
      type: "technical",
      company: null,
      role: null,
      status: "ended",
      currentIndex: 0,
      source: { kind: "library" },
      startedAt: new Date(NOW.getTime() + index * MINUTE_MS),
      endedAt: null,
      score: null,
      evaluationKind: null,
      evaluatedAt: null,
      ...shape(index),
    }),
  );
  await db.insert(interviewSessions).values(rows);
  return rows;
}

const readPages = (caller: Caller, query = "") =>
  readAllPages<InterviewPage>((path) => caller.call("GET", path), `/api/interviews${query}`);
const ids = (pages: InterviewPage[]) => pages.flatMap(({ interviews }) => interviews.map(({ id }) => id));
const newestFirst = (rows: SessionRow[]) => rows.map(({ id }) => id).reverse();

test("lists 20 interviews newest first by default, then the next pages from the cursor, with null after the last", async () => {
  const caller = await signUpCaller(app);
  const rows = await saveInterviews(caller.userId, 45);
  const pages = await readPages(caller);
  expect(pages.map(({ interviews }) => interviews.length)).toEqual([20, 20, 5]);
  expect(ids(pages)).toEqual(newestFirst(rows));
  expect(Object.keys(pages[0]?.interviews[0] ?? {})).not.toContain("questions");
  // A page that ends exactly at the last interview says so instead of sending an empty page after it.
  expect((await readPages(caller, "?limit=15")).map(({ interviews }) => interviews.length)).toEqual([15, 15, 15]);
});

test("interviews started in the same millisecond are neither skipped nor repeated across pages", async () => {
  const caller = await signUpCaller(app);
  const rows = await saveInterviews(caller.userId, 7, () => ({ startedAt: NOW }));
  expect(ids(await readPages(caller, "?limit=3"))).toEqual(
    rows
      .map(({ id }) => id)
      .sort()
      .reverse(),
  );
});

test("limit takes 1 to 100 and answers 400 past it; a cursor the server did not write answers 400", async () => {
  const caller = await signUpCaller(app);
  await saveInterviews(caller.userId, 101);
  const count = async (query: string) =>
    ((await (await caller.call("GET", `/api/interviews?${query}`)).json()) as InterviewPage).interviews.length;
  expect(await count("limit=1")).toBe(1);
  expect(await count("limit=100")).toBe(100);
  for (const query of REFUSED_PAGE_QUERIES) {
    const response = await caller.call("GET", `/api/interviews?${query}`);
    expect(response.status, query).toBe(400);
    expect(await response.json(), query).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
  }
});

test("pages hold only the user's own interviews, even from a cursor read in someone else's history", async () => {
  const owner = await signUpCaller(app);
  const other = await signUpCaller(app);
  await saveInterviews(owner.userId, 5);
  const own = await saveInterviews(other.userId, 3);
  expect(ids(await readPages(other, "?limit=1"))).toEqual(newestFirst(own));
  const [ownerFirst] = await readPages(owner, "?limit=2");
  const response = await other.call("GET", `/api/interviews?cursor=${ownerFirst?.nextCursor}`);
  const ownIds = new Set(own.map(({ id }) => id));
  for (const { id } of ((await response.json()) as InterviewPage).interviews) expect(ownIds.has(id)).toBe(true);
  expect((await app.request("/api/interviews/stats")).status).toBe(401);
});

test("each page's interviews count their answered questions: words in an answer or a follow-up's", async () => {
  now = NOW;
  const caller = await signUpCaller(app);
  const started = await caller.call("POST", "/api/interviews", { type: "technical" });
  const { interview } = (await started.json()) as { interview: InterviewSummary };
  const answer = (position: number, part: number, text: string) =>
    caller.call("PUT", `/api/interviews/${interview.id}/questions/${position}/answers/${part}`, { text });
  expect((await answer(0, 0, "Because of the cache.")).status).toBe(200);
  await answer(1, 2, "A follow-up's answer.");
  await answer(2, 0, "   ");
  await saveInterviews(caller.userId, 2, (index) => ({ startedAt: new Date(NOW.getTime() - (index + 1) * MINUTE_MS) }));
  const pages = await readPages(caller, "?limit=1");
  expect(pages.map(({ interviews }) => interviews[0]?.answeredQuestions)).toEqual([2, 0, 0]);
});

test("stats count the whole history, not a page: completed, answered, the most practised type and the last start", async () => {
  const caller = await signUpCaller(app);
  const empty = await caller.call("GET", "/api/interviews/stats");
  expect(await empty.json()).toEqual({
    stats: { sessionsCompleted: 0, questionsAnswered: 0, mostPractisedType: null, lastSessionAt: null },
  });

  now = NOW;
  const first = (
    (await (await caller.call("POST", "/api/interviews", { type: "technical" })).json()) as {
      interview: InterviewSummary;
    }
  ).interview;
  const answer = (id: string, position: number, text: string) =>
    caller.call("PUT", `/api/interviews/${id}/questions/${position}/answers/0`, { text });
  await answer(first.id, 0, "One.");
  await answer(first.id, 1, "Two.");
  await answer(first.id, 2, " ");
  for (let index = 1; index <= 4; index++)
    await caller.call("PATCH", `/api/interviews/${first.id}`, { action: "next" });
  expect((await caller.call("PATCH", `/api/interviews/${first.id}`, { action: "finish" })).status).toBe(200);
  now = new Date(NOW.getTime() + MINUTE_MS);
  const second = (
    (await (await caller.call("POST", "/api/interviews", { type: "behavioral" })).json()) as {
      interview: InterviewSummary;
    }
  ).interview;
  await answer(second.id, 0, "Three.");
  // 25 more interviews, older than both and ended: the first page shows 20 of the 27.
  await saveInterviews(caller.userId, 25, (index) => ({
    startedAt: new Date(NOW.getTime() - (index + 1) * MINUTE_MS),
    type: index < 2 ? "behavioral" : "technical",
    status: index < 3 ? "finished" : "ended",
  }));
  const [firstPage] = await readPages(caller);
  expect(firstPage?.interviews).toHaveLength(20);
  expect(await (await caller.call("GET", "/api/interviews/stats")).json()).toEqual({
    stats: {
      sessionsCompleted: 1 + 3,
      questionsAnswered: 2 + 1,
      mostPractisedType: "technical",
      lastSessionAt: new Date(NOW.getTime() + MINUTE_MS).toISOString(),
    },
  });
  const other = await signUpCaller(app);
  expect(((await (await other.call("GET", "/api/interviews/stats")).json()) as { stats: object }).stats).toMatchObject({
    sessionsCompleted: 0,
    mostPractisedType: null,
  });
});

test("a tie for the most practised type goes to the type practised most recently", async () => {
  const caller = await signUpCaller(app);
  await saveInterviews(caller.userId, 4, (index) => ({ type: index % 2 === 0 ? "behavioral" : "system-design" }));
  const response = await caller.call("GET", "/api/interviews/stats");
  expect(await response.json()).toMatchObject({ stats: { mostPractisedType: "system-design" } });
});
