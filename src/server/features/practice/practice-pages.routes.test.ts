import { expect, test } from "vitest";
import type { ProblemSummary } from "@/shared/schemas/practice";
import { signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { insertSavedProblems } from "../../../../tests/fixtures/saved-problems";
import { createTestApp } from "../../../../tests/fixtures/test-app";
import type { ProblemRow } from "./practice.service";

// The practice list a page at a time (newest first, from a cursor the server wrote), its filters and search
// across pages, and the stats over every visible problem of the user.

const NOW = new Date("2026-11-15T12:00:00.000Z");
const { app, db } = await createTestApp({ clock: () => NOW });

const readJson = async <T>(response: Response) => (await response.json()) as T;

/** Saves `count` visible problems straight in the table, one second apart from NOW (the first is the oldest). */
function saveProblems(userId: string, count: number, shape?: (index: number) => Partial<ProblemRow>) {
  return insertSavedProblems(db, userId, count, { from: NOW, shape });
}

type Page = { problems: ProblemSummary[]; nextCursor: string | null };

/** Every page of `query`, following nextCursor to the end. */
async function readAllPages(call: Caller, query: string) {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const separator = query ? "&" : "";
    const path = `/api/practice/problems?${query}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ""}`;
    const response = await call("GET", path);
    expect(response.status).toBe(200);
    const page = await readJson<Page>(response);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

type Caller = Awaited<ReturnType<typeof signUpCaller>>["call"];

test("lists 20 newest first by default, then the next page from the cursor, with null after the last", async () => {
  const { userId, call } = await signUpCaller(app);
  const rows = await saveProblems(userId, 45);
  const newestFirst = rows.map(({ id }) => id).reverse();
  const pages = await readAllPages(call, "");
  expect(pages.map(({ problems }) => problems.length)).toEqual([20, 20, 5]);
  expect(pages.flatMap(({ problems }) => problems.map(({ id }) => id))).toEqual(newestFirst);
  expect(pages.at(-1)?.nextCursor).toBeNull();
  // A page that ends exactly at the last problem says so instead of sending an empty page after it.
  expect((await readAllPages(call, "limit=15")).map(({ problems }) => problems.length)).toEqual([15, 15, 15]);
});

test("problems saved in the same millisecond are neither skipped nor repeated across pages", async () => {
  const { userId, call } = await signUpCaller(app);
  const rows = await saveProblems(userId, 7, () => ({ createdAt: NOW }));
  const pages = await readAllPages(call, "limit=3");
  const ids = pages.flatMap(({ problems }) => problems.map(({ id }) => id));
  expect(ids).toEqual(
    rows
      .map(({ id }) => id)
      .sort()
      .reverse(),
  );
});

test("limit takes 1 to 100 and answers 400 past it; a cursor we did not write answers 400", async () => {
  const { userId, call } = await signUpCaller(app);
  await saveProblems(userId, 101);
  const count = async (query: string) =>
    (await readJson<Page>(await call("GET", `/api/practice/problems?${query}`))).problems.length;
  expect(await count("limit=1")).toBe(1);
  expect(await count("limit=100")).toBe(100);
  for (const query of ["limit=101", "limit=0", "limit=2.5", "limit=many", "cursor=not-a-cursor", "cursor=WzEsMl0"]) {
    const response = await call("GET", `/api/practice/problems?${query}`);
    expect(response.status, query).toBe(400);
    expect(await response.json(), query).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
  }
});

test("filters and search hold across pages: every match once, in order, and nothing else", async () => {
  const { userId, call } = await signUpCaller(app);
  const rows = await saveProblems(userId, 60, (index) => ({
    difficulty: index % 3 === 0 ? "hard" : "easy",
    topic: index % 2 === 0 ? "trees" : "arrays",
    company: index % 5 === 0 ? ["google"] : [],
    title: index % 4 === 0 ? `Rotate matrix ${index}` : `Problem ${index}`,
  }));
  const expected = (keep: (row: (typeof rows)[number]) => boolean) =>
    rows
      .filter(keep)
      .map(({ id }) => id)
      .reverse();
  const ids = async (query: string) =>
    (await readAllPages(call, query)).flatMap(({ problems }) => problems.map(({ id }) => id));
  expect(await ids("limit=4&difficulty=hard&topic=trees")).toEqual(
    expected((row) => row.difficulty === "hard" && row.topic === "trees"),
  );
  expect(await ids("limit=3&company=google")).toEqual(expected((row) => row.company.includes("google")));
  expect(await ids("limit=5&search=ROTATE")).toEqual(expected((row) => row.title.startsWith("Rotate")));
});

test("pages show only the user's own visible problems", async () => {
  const owner = await signUpCaller(app);
  const other = await signUpCaller(app);
  await saveProblems(owner.userId, 5);
  const hidden = await saveProblems(other.userId, 3, () => ({ hiddenAt: NOW }));
  const visible = await saveProblems(other.userId, 2, (index) => ({ id: `problem_visible_${index}_${other.userId}` }));
  const pages = await readAllPages(other.call, "limit=1");
  expect(pages.flatMap(({ problems }) => problems.map(({ id }) => id))).toEqual(visible.map(({ id }) => id).reverse());
  expect(hidden).toHaveLength(3);
  // A cursor read from someone else's list still pages only through one's own.
  const [ownerFirst] = await readAllPages(owner.call, "limit=2");
  const response = await other.call("GET", `/api/practice/problems?cursor=${ownerFirst?.nextCursor}`);
  const ownIds = new Set(visible.map(({ id }) => id));
  for (const { id } of (await readJson<Page>(response)).problems) expect(ownIds.has(id)).toBe(true);
});

test("stats count every visible problem by difficulty, started and solved, and only the user's", async () => {
  const owner = await signUpCaller(app);
  const other = await signUpCaller(app);
  await saveProblems(owner.userId, 30, (index) => ({
    difficulty: (["easy", "medium", "hard"] as const)[index % 3],
    startedAt: index < 12 ? NOW : null,
    solvedAt: index < 4 ? NOW : null,
    hiddenAt: index >= 27 ? NOW : null,
  }));
  expect(await readJson(await owner.call("GET", "/api/practice/problems/stats"))).toEqual({
    stats: { total: 27, byDifficulty: { easy: 9, medium: 9, hard: 9 }, started: 12, solved: 4 },
  });
  expect(await readJson(await other.call("GET", "/api/practice/problems/stats"))).toEqual({
    stats: { total: 0, byDifficulty: { easy: 0, medium: 0, hard: 0 }, started: 0, solved: 0 },
  });
  expect((await app.request("/api/practice/problems/stats")).status).toBe(401);
});
