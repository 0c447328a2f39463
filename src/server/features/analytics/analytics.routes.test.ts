import { expect, test } from "vitest";
import { recordActivity } from "@/server/lib/activity-log";
import { signUpUser } from "../../../../tests/fixtures/auth";
import { createTestApp } from "../../../../tests/fixtures/test-app";

// Wednesday 2025-03-12, 23:30 UTC: already Thursday the 13th in Paris.
const now = new Date("2025-03-12T23:30:00.000Z");
const signUpTime = new Date("2025-03-10T08:00:00.000Z");
let current = now;
const { app, db } = await createTestApp({ clock: () => current });

async function signUpBeforeNow() {
  current = signUpTime;
  const signedUp = await signUpUser(app);
  current = now;
  return signedUp;
}

const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

test("derives the Analytics entity and the extras from the user's events, in the given time zone", async () => {
  const { user, cookie } = await signUpBeforeNow();
  await recordActivity({
    db,
    userId: user.id,
    kind: "problem_solved",
    subjectId: "p1",
    details: { topic: "arrays", durationMinutes: 30 },
    at: minutesAgo(20),
  });
  await recordActivity({
    db,
    userId: user.id,
    kind: "interview_completed",
    subjectId: "i1",
    details: { score: 3.5, durationMinutes: 42 },
    at: minutesAgo(12 * 60),
  });

  const response = await app.request("/api/analytics?tz=Europe/Paris", { headers: { cookie } });
  expect(response.status).toBe(200);
  const analytics = await response.json();
  expect(analytics).toMatchObject({
    problemsSolved: 1,
    interviewsCompleted: 1,
    currentStreak: 2,
    studyHours: 1.2,
    // Scores per track and week, never one mixed average; Skill Progress comes with the readiness.
    thisWeek: { problemsSolved: 1, interviewsCompleted: 1, interviewScore: 3.5, designScore: null },
    previousWeek: { problemsSolved: 0, interviewsCompleted: 0, studyHours: 0, interviewScore: null, designScore: null },
    timeZone: "Europe/Paris",
  });
  // Paris: the problem was solved on Thursday the 13th (00:10), the interview on Wednesday the 12th.
  expect(analytics.weeklyActivity.map((day: { problems: number }) => day.problems)).toEqual([0, 0, 0, 1, 0, 0, 0]);
  expect(analytics.activityHeatmap).toEqual([
    { date: "2025-03-12", count: 1 },
    { date: "2025-03-13", count: 1 },
  ]);
  expect(analytics.recentAchievements.map((achievement: { type: string }) => achievement.type)).toEqual([
    "problem",
    "interview",
    "welcome",
  ]);
  expect(analytics.recentAchievements[2]).toMatchObject({
    title: "Welcome to PrepPilot!",
    date: signUpTime.toISOString(),
  });
});

test("without tz the user's days are UTC days", async () => {
  const { user, cookie } = await signUpUser(app);
  await recordActivity({ db, userId: user.id, kind: "problem_solved", subjectId: "p1", at: minutesAgo(20) });
  const analytics = await (await app.request("/api/analytics", { headers: { cookie } })).json();
  expect(analytics.timeZone).toBe("UTC");
  expect(analytics.weeklyActivity.map((day: { problems: number }) => day.problems)).toEqual([0, 0, 1, 0, 0, 0, 0]);
});

test("an unknown time zone is refused with a clear message", async () => {
  const { cookie } = await signUpUser(app);
  const response = await app.request("/api/analytics?tz=Mars/Olympus_Mons", { headers: { cookie } });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({
    error: { code: "VALIDATION_FAILED", message: "tz must be an IANA time zone such as Europe/Paris" },
  });
});
