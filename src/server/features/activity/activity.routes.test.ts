import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { activityEvents } from "@/server/db/schema/workspace";
import { signUpUser } from "../../../../tests/fixtures/auth";
import { createTestApp } from "../../../../tests/fixtures/test-app";
import { recordActivity, recordSignUp } from "./activity.service";

const now = new Date("2025-03-10T12:00:00.000Z");
const { app, db } = await createTestApp({ clock: () => now });

function getRecent(cookie: string, query = "") {
  return app.request(`/api/activity/recent${query}`, { headers: { cookie } });
}

test("sign-up records one signed_up event at the clock's time, and recording it again adds nothing", async () => {
  const { user, cookie } = await signUpUser(app);
  await recordSignUp({ db, userId: user.id, at: new Date() });
  const rows = await db.select().from(activityEvents).where(eq(activityEvents.userId, user.id));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ kind: "signed_up", subjectId: null, details: {}, createdAt: now });

  const body = await (await getRecent(cookie)).json();
  expect(body.events).toEqual([expect.objectContaining({ kind: "signed_up", createdAt: now.toISOString() })]);
});

test("recent activity lists the user's latest events newest first, limited to `limit`", async () => {
  const { user, cookie } = await signUpUser(app);
  for (let minute = 1; minute <= 12; minute++) {
    await recordActivity({
      db,
      userId: user.id,
      kind: "problem_started",
      subjectId: `problem-${minute}`,
      details: { title: `Problem ${minute}` },
      at: new Date(now.getTime() + minute * 60_000),
    });
  }
  const byDefault = await (await getRecent(cookie)).json();
  expect(byDefault.events).toHaveLength(10);
  expect(byDefault.events[0]).toMatchObject({
    kind: "problem_started",
    subjectId: "problem-12",
    details: { title: "Problem 12" },
  });

  const limited = await (await getRecent(cookie, "?limit=3")).json();
  expect(limited.events.map((event: { subjectId: string }) => event.subjectId)).toEqual([
    "problem-12",
    "problem-11",
    "problem-10",
  ]);
});

test("a limit outside 1–50 is refused with a clear message", async () => {
  const { cookie } = await signUpUser(app);
  for (const limit of ["0", "51", "ten"]) {
    const response = await getRecent(cookie, `?limit=${limit}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "VALIDATION_FAILED", message: "limit must be a whole number from 1 to 50" },
    });
  }
});
