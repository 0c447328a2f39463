import { and, eq } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { createLibraryProvider } from "@/server/ai/library-provider";
import type { Library } from "@/server/content/load-library";
import { problemDrafts } from "@/server/db/schema/practice";
import type { ProblemWork } from "@/shared/schemas/solving";
import { type Caller, makeLibraryProblem, signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { createTestApp } from "../../../../tests/fixtures/test-app";

// Reviews that pace themselves. What was solved today is not due today (in the user's time
// zone), the day's list fits the minutes per day, and review mode works in a draft of its own.

const NOW = new Date("2026-11-16T12:00:00.000Z");
const DAY_MS = 24 * 60 * 60 * 1000;
let now = NOW;
const libraryContent: Library = {
  problems: ["one", "two", "three"].map((slug) => makeLibraryProblem(slug)),
  interviewQuestions: [],
  scenarios: [],
};
const { app, db } = await createTestApp({
  ai: createLibraryProvider({ library: libraryContent }),
  library: async () => libraryContent,
  clock: () => now,
});
beforeEach(() => {
  now = NOW;
});

type Due = { total: number; minutes: number; heldBack: number; tracks: { cards: { id: string }[] }[] };
/** Limits that hold nothing back, for tests of one limit at a time. */
const ROOMY = { newPerDay: 100, reviewsPerDay: 500, minutesPerDay: 480 };
const ACCEPTED_CODE = "function solve(nums) { return nums[0]; }";

async function solveProblem(caller: Caller) {
  const { problem } = (await (await caller.call("POST", "/api/practice/problems", {})).json()) as {
    problem: { id: string };
  };
  const accepted = await caller.call("POST", `/api/practice/problems/${problem.id}/submissions`, {
    language: "javascript",
    code: ACCEPTED_CODE,
    verdict: "accepted",
    passed: 10,
    total: 10,
    runtimeMs: 5,
    elapsedSeconds: 600,
  });
  expect(accepted.status).toBe(201);
  return problem;
}

async function getDue(caller: Caller, tz = "UTC") {
  const response = await caller.call("GET", `/api/spaced-repetition/due?tz=${encodeURIComponent(tz)}`);
  expect(response.status).toBe(200);
  const due = (await response.json()) as Due;
  return { ...due, cards: due.tracks.flatMap(({ cards }) => cards) };
}

async function getProblemWork(caller: Caller, problemId: string) {
  const response = await caller.call("GET", `/api/practice/problems/${problemId}/work`);
  return ((await response.json()) as { work: ProblemWork }).work;
}

test("something solved today is not due today in the user's time zone, whatever zone the list is asked in", async () => {
  const caller = await signUpCaller(app);
  // The app told us the user is in Tokyo; 23:00 there on the 16th.
  now = new Date("2026-11-16T14:00:00.000Z");
  expect((await caller.call("POST", "/api/notifications/check-in", { timeZone: "Asia/Tokyo" })).status).toBe(200);
  await solveProblem(caller);
  const tokyo = await getDue(caller, "Asia/Tokyo");
  expect(tokyo).toMatchObject({ total: 0, nextDue: "2026-11-16T15:00:00.000Z" });
  now = new Date("2026-11-16T15:30:00.000Z"); // 00:30 on the 17th in Tokyo
  expect((await getDue(caller, "Asia/Tokyo")).total).toBe(1);
  // Asked in UTC (still the 16th there), it was made today: not due until that day is over.
  expect((await getDue(caller, "UTC")).total).toBe(0);
  now = new Date("2026-11-17T00:00:00.000Z");
  expect((await getDue(caller, "UTC")).total).toBe(1);
});

test("the minutes per day cap the day's list, counting the reviews already given today", async () => {
  const caller = await signUpCaller(app);
  for (let index = 0; index < 3; index += 1) await solveProblem(caller);
  now = new Date(NOW.getTime() + DAY_MS);
  // The default 30 minutes: one new coding card (20 min) fits, two wait.
  let due = await getDue(caller);
  expect(due).toMatchObject({ total: 1, minutes: 20, heldBack: 2 });
  const [first] = due.cards;
  await caller.call("POST", `/api/spaced-repetition/cards/${first?.id}/grade`, { grade: "good" });
  // 20 of the 30 minutes spent: the 10 left fit no new coding card.
  due = await getDue(caller);
  expect(due).toMatchObject({ total: 0, minutes: 0, heldBack: 2 });
  expect((await caller.call("PUT", "/api/spaced-repetition/settings", { ...ROOMY, minutesPerDay: 60 })).status).toBe(
    200,
  );
  due = await getDue(caller);
  expect(due).toMatchObject({ total: 2, minutes: 40, heldBack: 0 });
  // The next day the cap starts afresh.
  now = new Date(NOW.getTime() + 2 * DAY_MS);
  await caller.call("PUT", "/api/spaced-repetition/settings", { ...ROOMY, minutesPerDay: 20 });
  expect(await getDue(caller)).toMatchObject({ total: 1, minutes: 20, heldBack: 1 });
});

test("the minutes are validated with a clear message, and a valid value is saved and read back", async () => {
  const caller = await signUpCaller(app);
  const refused = await caller.call("PUT", "/api/spaced-repetition/settings", { ...ROOMY, minutesPerDay: 5 });
  expect(refused.status).toBe(400);
  const { error } = (await refused.json()) as { error: { issues: { path: string[]; message: string }[] } };
  expect(error.issues).toEqual([
    expect.objectContaining({ path: ["minutesPerDay"], message: "Minutes per day must be between 20 and 480" }),
  ]);
  expect((await caller.call("PUT", "/api/spaced-repetition/settings", { ...ROOMY, minutesPerDay: 45 })).status).toBe(
    200,
  );
  const { settings } = (await (await caller.call("GET", "/api/spaced-repetition/settings")).json()) as {
    settings: unknown;
  };
  expect(settings).toEqual({ ...ROOMY, minutesPerDay: 45 });
});

test("a repetition (Review mode) saves to a repetition draft of its own: the accepted draft stays as it was", async () => {
  const caller = await signUpCaller(app);
  const problem = await solveProblem(caller);
  const draftPath = `/api/practice/problems/${problem.id}/drafts/javascript`;
  expect((await caller.call("PUT", draftPath, { code: ACCEPTED_CODE })).status).toBe(200);
  now = new Date(NOW.getTime() + DAY_MS);
  const reviewPath = `/api/practice/problems/${problem.id}/repetition-drafts/javascript`;
  const saved = await caller.call("PUT", reviewPath, { code: "function solve(nums) { /* again */ }" });
  expect(saved.status).toBe(200);
  expect(await saved.json()).toEqual({
    draft: { language: "javascript", code: "function solve(nums) { /* again */ }", updatedAt: now.toISOString() },
  });
  const work = await getProblemWork(caller, problem.id);
  expect(work.drafts).toEqual([{ language: "javascript", code: ACCEPTED_CODE, updatedAt: NOW.toISOString() }]);
  expect(work.repetitionDrafts).toEqual([
    { language: "javascript", code: "function solve(nums) { /* again */ }", updatedAt: now.toISOString() },
  ]);
  const [row] = await db
    .select()
    .from(problemDrafts)
    .where(and(eq(problemDrafts.userId, caller.userId), eq(problemDrafts.problemId, problem.id)));
  expect(row?.code).toBe(ACCEPTED_CODE);
});

test("a repetition draft is refused like a draft: another user's problem, an unknown language, code over 64 KB", async () => {
  const owner = await signUpCaller(app);
  const other = await signUpCaller(app);
  const problem = await solveProblem(owner);
  const path = (language: string) => `/api/practice/problems/${problem.id}/repetition-drafts/${language}`;
  expect((await other.call("PUT", path("javascript"), { code: "x" })).status).toBe(404);
  expect((await owner.call("PUT", path("cobol"), { code: "x" })).status).toBe(400);
  expect((await owner.call("PUT", path("javascript"), { code: 42 })).status).toBe(400);
  const tooLarge = await owner.call("PUT", path("javascript"), { code: "x".repeat(64 * 1024 + 1) });
  expect(tooLarge.status).toBe(413);
  // The route's own limit answers, with the editor's message (the app's 64 KB body limit lets it past).
  expect(await tooLarge.json()).toMatchObject({ error: { code: "CODE_TOO_LARGE" } });
  expect((await getProblemWork(owner, problem.id)).repetitionDrafts).toEqual([]);
});

test("grading the problem's card ends the review: the next review starts from the starter code again", async () => {
  const caller = await signUpCaller(app);
  const problem = await solveProblem(caller);
  now = new Date(NOW.getTime() + DAY_MS);
  const reviewPath = `/api/practice/problems/${problem.id}/repetition-drafts/python`;
  expect((await caller.call("PUT", reviewPath, { code: "def solve(nums): pass" })).status).toBe(200);
  const [card] = (await getDue(caller)).cards;
  expect((await caller.call("POST", `/api/spaced-repetition/cards/${card?.id}/grade`, { grade: "good" })).status).toBe(
    200,
  );
  expect((await getProblemWork(caller, problem.id)).repetitionDrafts).toEqual([]);
});
