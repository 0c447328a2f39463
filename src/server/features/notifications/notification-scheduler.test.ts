import { expect, test } from "vitest";
import { recordActivity } from "@/server/lib/activity-log";
import { JOB_QUEUE_SCHEMA } from "@/server/lib/job-queue";
import { findLinkInMail, listMails } from "../../../../tests/fixtures/mail";
import { ALL_OFF, MONDAY_MORNING_PARIS, setUpSchedulerTests } from "../../../../tests/fixtures/notification-fixtures";
import { TEST_APP_URL } from "../../../../tests/fixtures/test-app";
import { NOTIFICATION_QUEUE } from "./notification-plans";

// A user's mail jobs mail what is due when the user's switches are on, once per user and day (or week, or
// achievement), on any number of instances. `tick` runs every waiting job now and the job decides by the clock, as
// the old scheduler's pass over every user did. Interview reminders, the unsubscribe link and when jobs are
// planned are in notification-reminders.test.ts.

const { app, db, clock, mailDir, failing, jobs, instances, tick, createUser, subjectsTo } = await setUpSchedulerTests();

test("before 08:00 in the user's time zone nothing is mailed; from 08:00 the due reviews are, once that day", async () => {
  const ada = await createUser({ email: true, practice: true }, { reviews: 2 });
  clock.now = new Date("2026-11-24T06:55:00Z"); // Tuesday 07:55 in Paris
  await tick();
  expect(subjectsTo(ada.email)).toEqual([]);

  clock.now = new Date("2026-11-24T07:00:00Z"); // 08:00
  await tick();
  clock.now = new Date("2026-11-24T12:00:00Z");
  await tick();
  const mails = listMails(mailDir, ada.email);
  expect(mails.map((mail) => mail.subject)).toEqual(["2 reviews are due today"]);
  expect(mails[0]?.text).toContain("Coding: 2 (about");
  expect(mails[0]?.text).toContain(`Review now: ${TEST_APP_URL}/dashboard`);
  expect(findLinkInMail(mails[0] as never, `${TEST_APP_URL}/unsubscribe?token=`)).toBeTruthy();

  // The next morning is a new day: the cards still due are mailed again.
  clock.now = new Date("2026-11-25T07:30:00Z");
  await tick();
  expect(subjectsTo(ada.email)).toEqual(["2 reviews are due today", "2 reviews are due today"]);
});

test("switches off mean no mail: Practice Reminders off, or Email Notifications off, or nothing due", async () => {
  const practiceOff = await createUser({ email: true, achievements: false }, { reviews: 1 });
  const emailOff = await createUser({ practice: true, interviews: true }, { reviews: 1 });
  const nothingDue = await createUser({ email: true, practice: true });
  const on = await createUser({ email: true, practice: true }, { reviews: 1 });
  clock.now = new Date("2026-11-24T08:00:00Z");
  await tick();
  expect(subjectsTo(practiceOff.email)).toEqual([]);
  expect(subjectsTo(emailOff.email)).toEqual([]);
  expect(subjectsTo(nothingDue.email)).toEqual([]);
  expect(subjectsTo(on.email)).toEqual(["1 review is due today"]);
});

test("three instances working at the same moment, each given a job for the same mails, send each mail once", async () => {
  const users = await Promise.all([1, 2, 3].map(() => createUser({ email: true, practice: true }, { reviews: 1 })));
  for (const instance of instances) await instance.get();
  clock.now = new Date("2026-11-26T09:00:00Z");
  // Besides each user's own job, every instance sends one more for the same mail (a key of its own each).
  const engines = [jobs, ...instances];
  await Promise.all(
    users.flatMap((user) =>
      engines.map((engine, index) =>
        engine.send(
          NOTIFICATION_QUEUE,
          { userId: user.id, kind: "review_reminder" },
          { singletonKey: `${user.id}:again-${index}` },
        ),
      ),
    ),
  );
  await tick();
  for (const user of users) expect(subjectsTo(user.email)).toEqual(["1 review is due today"]);
});

test("a mail that fails to send is not recorded as sent: the job's retry sends it", async () => {
  const grace = await createUser({ email: true, practice: true }, { reviews: 1 });
  clock.now = new Date("2026-11-27T09:00:00Z");
  failing.add(grace.email);
  await tick();
  expect(subjectsTo(grace.email)).toEqual([]);
  // The failed job waits for its retry; the next morning's was planned before the mail was tried.
  const { rows } = await jobs.query(
    `select state from ${JOB_QUEUE_SCHEMA}.job where name = $1 and singleton_key = $2 and state in ('retry', 'created')`,
    [NOTIFICATION_QUEUE, `${grace.id}:review_reminder`],
  );
  expect((rows as { state: string }[]).map(({ state }) => state).sort()).toEqual(["created", "retry"]);
  failing.delete(grace.email);
  await tick();
  expect(subjectsTo(grace.email)).toEqual(["1 review is due today"]);
});

test("the weekly summary goes out on Monday morning with last week's figures, once per week", async () => {
  clock.now = new Date("2026-11-17T10:00:00Z"); // the Tuesday of the previous week: the user signs up and solves
  const lin = await createUser({ email: true });
  const carl = await createUser({ practice: true, achievements: true, interviews: true });
  await recordActivity({ db, userId: lin.id, kind: "problem_solved", subjectId: "p1", at: clock.now });
  const interview = { kind: "interview_completed" as const, subjectId: "i1", details: { score: 4 }, at: clock.now };
  await recordActivity({ db, userId: lin.id, ...interview });

  clock.now = new Date("2026-11-23T06:30:00Z"); // Monday 07:30 in Paris
  await tick();
  expect(subjectsTo(lin.email)).toEqual([]);
  clock.now = MONDAY_MORNING_PARIS;
  await tick();
  clock.now = new Date("2026-11-23T20:00:00Z");
  await tick();
  const mails = listMails(mailDir, lin.email);
  expect(mails.map((mail) => mail.subject)).toEqual(["Your PrepPilot week of 2026-11-16"]);
  expect(mails[0]?.text).toContain("Problems solved: 1 (week before: 0)");
  // Interview and design scores apart, never one mean of both.
  expect(mails[0]?.text).toContain("Average interview score: 4 (week before: none)");
  expect(mails[0]?.text).toContain("Average design score: none (week before: none)");
  // Tuesday is not a summary day.
  clock.now = new Date("2026-11-24T09:00:00Z");
  await tick();
  expect(subjectsTo(lin.email)).toEqual(["Your PrepPilot week of 2026-11-16"]);
  expect(subjectsTo(carl.email)).toEqual([]);
});

test("an achievement earned is mailed once with Achievement Alerts on, and shows in the app either way", async () => {
  const on = await createUser({ email: true, achievements: true });
  const off = await createUser({ email: true });
  clock.now = new Date(clock.now.getTime() + 60_000);
  for (const user of [on, off]) {
    await recordActivity({ db, userId: user.id, kind: "problem_solved", subjectId: "p1", at: clock.now });
  }
  await tick();
  await tick();
  expect(subjectsTo(on.email).sort()).toEqual([
    "Achievement unlocked: First Problem Solved",
    "Achievement unlocked: Welcome to PrepPilot!",
  ]);
  expect(subjectsTo(off.email)).toEqual([]);

  // In the app: a notice per achievement until it is dismissed.
  const checkIn = async () => {
    const response = await app.request("/api/notifications/check-in", {
      method: "POST",
      headers: off.headers,
      body: JSON.stringify({ timeZone: "Europe/Paris" }),
    });
    return (await response.json()) as { notices: { id: string; title: string }[]; dueReviews: number };
  };
  const { notices } = await checkIn();
  expect(notices.map((notice) => notice.title)).toEqual([
    "Achievement unlocked: Welcome to PrepPilot!",
    "Achievement unlocked: First Problem Solved",
  ]);
  const seen = await app.request(`/api/notifications/notices/${notices[0]?.id}/seen`, {
    method: "POST",
    headers: off.headers,
  });
  expect(seen.status).toBe(204);
  expect((await checkIn()).notices.map((notice) => notice.title)).toEqual([
    "Achievement unlocked: First Problem Solved",
  ]);
  // Another user cannot dismiss it.
  const other = await app.request(`/api/notifications/notices/${notices[1]?.id}/seen`, {
    method: "POST",
    headers: on.headers,
  });
  expect(other.status).toBe(404);
});

test("achievements older than two days are not announced (say, when Achievement Alerts are turned on later)", async () => {
  clock.now = new Date("2026-11-10T09:00:00Z");
  const old = await createUser({ email: true });
  clock.now = MONDAY_MORNING_PARIS;
  const turnedOn = await app.request("/api/notifications/preferences", {
    method: "PUT",
    headers: old.headers,
    body: JSON.stringify({ ...ALL_OFF, email: true, achievements: true }),
  });
  expect(turnedOn.status).toBe(200);
  await tick();
  expect(subjectsTo(old.email)).toEqual([]);
});
