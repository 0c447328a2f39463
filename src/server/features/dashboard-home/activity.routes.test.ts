import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { activityEvents } from "@/server/db/schema/activity";
import { recordActivity, recordSignUp } from "@/server/lib/activity-log";
import { signUpUser } from "../../../../tests/fixtures/auth";
import { REFUSED_PAGE_QUERIES, readAllPages } from "../../../../tests/fixtures/pages";
import { createTestApp } from "../../../../tests/fixtures/test-app";

const now = new Date("2025-03-10T12:00:00.000Z");
const { app, db } = await createTestApp({ clock: () => now });

type Page = {
  events: { id: string; kind: string; subjectId: string | null; createdAt: string }[];
  nextCursor: string | null;
};

const getActivity = (cookie: string) => (path: string) => app.request(path, { headers: { cookie } });

/** `count` problem_started events a minute apart after `now` (subject problem-1 is the oldest), or all at `at`. */
async function recordEvents(userId: string, count: number, at?: Date) {
  for (let minute = 1; minute <= count; minute++) {
    await recordActivity({
      db,
      userId,
      kind: "problem_started",
      subjectId: `problem-${minute}`,
      details: { title: `Problem ${minute}` },
      at: at ?? new Date(now.getTime() + minute * 60_000),
    });
  }
}

const subjects = (pages: Page[]) => pages.flatMap(({ events }) => events.map(({ subjectId }) => subjectId));

test("sign-up records one signed_up event at the clock's time, and recording it again adds nothing", async () => {
  const { user, cookie } = await signUpUser(app);
  await recordSignUp({ db, userId: user.id, at: new Date() });
  const rows = await db.select().from(activityEvents).where(eq(activityEvents.userId, user.id));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ kind: "signed_up", subjectId: null, details: {}, createdAt: now });

  const body = await (await getActivity(cookie)("/api/activity")).json();
  expect(body).toEqual({
    events: [expect.objectContaining({ kind: "signed_up", createdAt: now.toISOString() })],
    nextCursor: null,
  });
});

test("lists 20 events newest first by default, then the next pages from the cursor, with null after the last", async () => {
  const { user, cookie } = await signUpUser(app);
  await recordEvents(user.id, 44);
  const pages = await readAllPages<Page>(getActivity(cookie), "/api/activity");
  expect(pages.map(({ events }) => events.length)).toEqual([20, 20, 5]);
  const newestFirst = Array.from({ length: 44 }, (_, index) => `problem-${44 - index}`);
  expect(subjects(pages)).toEqual([...newestFirst, null]);
  expect(pages[0]?.events[0]).toMatchObject({ kind: "problem_started", subjectId: "problem-44" });
  // A page that ends exactly at the last event says so instead of sending an empty page after it.
  const byFifteen = await readAllPages<Page>(getActivity(cookie), "/api/activity?limit=15");
  expect(byFifteen.map(({ events }) => events.length)).toEqual([15, 15, 15]);
});

test("events of the same millisecond are neither skipped nor repeated across pages", async () => {
  const { user, cookie } = await signUpUser(app);
  await recordEvents(user.id, 7, now);
  const pages = await readAllPages<Page>(getActivity(cookie), "/api/activity?limit=2");
  const ids = pages.flatMap(({ events }) => events.map(({ id }) => id));
  expect(ids).toHaveLength(8);
  expect(new Set(ids).size).toBe(8);
  expect(ids).toEqual([...ids].sort().reverse());
});

test("a limit outside 1–100 or a cursor the server did not write is refused with a clear message", async () => {
  const { user, cookie } = await signUpUser(app);
  await recordEvents(user.id, 101);
  const count = async (query: string) =>
    ((await (await getActivity(cookie)(`/api/activity?${query}`)).json()) as Page).events.length;
  expect(await count("limit=1")).toBe(1);
  expect(await count("limit=100")).toBe(100);
  // A well-formed cursor whose id is not an event's kind of id.
  const forged = btoa(JSON.stringify([now.toISOString(), "problem-1"])).replace(/=+$/, "");
  for (const query of [...REFUSED_PAGE_QUERIES, `cursor=${forged}`]) {
    const response = await getActivity(cookie)(`/api/activity?${query}`);
    expect(response.status, query).toBe(400);
    expect(await response.json(), query).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
  }
  const response = await getActivity(cookie)("/api/activity?limit=0");
  expect(await response.json()).toMatchObject({ error: { message: "Limit must be a whole number from 1 to 100" } });
});

test("pages hold only the user's own events, even from a cursor read in someone else's list", async () => {
  const owner = await signUpUser(app);
  const other = await signUpUser(app);
  await recordEvents(owner.user.id, 5);
  await recordEvents(other.user.id, 3);
  expect(subjects(await readAllPages<Page>(getActivity(other.cookie), "/api/activity?limit=1"))).toEqual([
    "problem-3",
    "problem-2",
    "problem-1",
    null,
  ]);
  const [ownerFirst] = await readAllPages<Page>(getActivity(owner.cookie), "/api/activity?limit=2");
  const fromOwnerCursor = (await (
    await getActivity(other.cookie)(`/api/activity?cursor=${ownerFirst?.nextCursor}`)
  ).json()) as Page;
  expect(fromOwnerCursor.events.map(({ subjectId }) => subjectId)).toEqual([
    "problem-3",
    "problem-2",
    "problem-1",
    null,
  ]);
  expect((await app.request("/api/activity")).status).toBe(401);
});
