import { expect, test } from "vitest";
import { problemSubmissions } from "@/server/db/schema/practice";
import type { SubmissionPage } from "@/shared/schemas/solving";
import { type Caller, signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { REFUSED_PAGE_QUERIES, readAllPages } from "../../../../tests/fixtures/pages";
import { NOW, readJson, setUpSubmissionTests, submissionsPath } from "../../../../tests/fixtures/submission-fixtures";

// A problem's submissions a page at a time: newest first from a cursor the server wrote, never skipping or
// repeating one, and only this problem's of this user.

const { app, db, generate } = await setUpSubmissionTests();

async function saveSubmissions(userId: string, problemId: string, count: number, at?: (index: number) => Date) {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: `submission_${String(index).padStart(5, "0")}_${problemId.slice(-6)}`,
    userId,
    problemId,
    language: "javascript" as const,
    code: "x",
    verdict: "wrong_answer" as const,
    passed: 0,
    total: 10,
    runtimeMs: 1,
    createdAt: at ? at(index) : new Date(NOW.getTime() + index * 1000),
  }));
  await db.insert(problemSubmissions).values(rows);
  return rows.map(({ id }) => id);
}

const readPages = (caller: Caller, problemId: string, query = "") =>
  readAllPages<SubmissionPage>((path) => caller.call("GET", path), submissionsPath(problemId, query));
const pageIds = (pages: SubmissionPage[]) => pages.flatMap(({ submissions }) => submissions.map(({ id }) => id));

test("lists 20 submissions newest first by default, then the next pages from the cursor, with null after the last", async () => {
  const user = await signUpCaller(app);
  const problem = await generate(user);
  const ids = await saveSubmissions(user.userId, problem.id, 45);
  const pages = await readPages(user, problem.id);
  expect(pages.map(({ submissions }) => submissions.length)).toEqual([20, 20, 5]);
  expect(pageIds(pages)).toEqual(ids.reverse());
  expect(Object.keys(pages[0]?.submissions[0] ?? {})).not.toContain("code");
  // A page that ends exactly at the last submission says so instead of sending an empty page after it.
  const byFifteen = await readPages(user, problem.id, "?limit=15");
  expect(byFifteen.map(({ submissions }) => submissions.length)).toEqual([15, 15, 15]);
});

test("submissions of the same millisecond are neither skipped nor repeated across pages", async () => {
  const user = await signUpCaller(app);
  const problem = await generate(user);
  const ids = await saveSubmissions(user.userId, problem.id, 7, () => NOW);
  expect(pageIds(await readPages(user, problem.id, "?limit=3"))).toEqual(ids.sort().reverse());
});

test("limit takes 1 to 100 and answers 400 past it; a cursor the server did not write answers 400", async () => {
  const user = await signUpCaller(app);
  const problem = await generate(user);
  await saveSubmissions(user.userId, problem.id, 101);
  const count = async (query: string) =>
    (await readJson<SubmissionPage>(await user.call("GET", submissionsPath(problem.id, `?${query}`)))).submissions
      .length;
  expect(await count("limit=1")).toBe(1);
  expect(await count("limit=100")).toBe(100);
  for (const query of REFUSED_PAGE_QUERIES) {
    const response = await user.call("GET", submissionsPath(problem.id, `?${query}`));
    expect(response.status, query).toBe(400);
    expect(await response.json(), query).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
  }
});

test("pages hold only this problem's submissions of this user, even from another list's cursor", async () => {
  const owner = await signUpCaller(app);
  const [first, second] = [await generate(owner), await generate(owner)];
  // Interleaved in time: the list of one problem pages past the other's.
  const firstIds = await saveSubmissions(owner.userId, first.id, 6, (index) => new Date(NOW.getTime() + index * 2000));
  await saveSubmissions(owner.userId, second.id, 6, (index) => new Date(NOW.getTime() + index * 2000 + 1000));
  expect(pageIds(await readPages(owner, first.id, "?limit=4"))).toEqual([...firstIds].reverse());

  const other = await signUpCaller(app);
  const own = await generate(other);
  const otherIds = await saveSubmissions(other.userId, own.id, 3);
  expect((await other.call("GET", submissionsPath(first.id))).status).toBe(404);
  const [ownerFirst] = await readPages(owner, second.id, "?limit=2");
  const fromOwnerCursor = await other.call("GET", submissionsPath(own.id, `?cursor=${ownerFirst?.nextCursor}`));
  for (const { id } of (await readJson<SubmissionPage>(fromOwnerCursor)).submissions) {
    expect(otherIds).toContain(id);
  }
});
