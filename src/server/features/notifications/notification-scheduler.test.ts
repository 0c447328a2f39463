import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, expect, test, vi } from "vitest";
import { reviewSettings } from "@/server/db/schema/spaced-repetition";
import { createReviewCard } from "@/server/features/spaced-repetition";
import { recordActivity } from "@/server/lib/activity-log";
import { createLogger } from "@/server/lib/logger";
import type { Mailer } from "@/server/lib/mailer/mailer";
import { DEFAULT_MAIL_FROM } from "@/server/lib/mailer/mailer";
import { createOutboxMailer } from "@/server/lib/mailer/outbox-mailer";
import type { NotificationPreferences } from "@/shared/schemas/notifications";
import { signUpUser } from "../../../../tests/fixtures/auth";
import { findLinkInMail, listMails } from "../../../../tests/fixtures/mail";
import { createTestApp, TEST_APP_URL, TEST_AUTH_SECRET } from "../../../../tests/fixtures/test-app";
import { createNotificationJobs, type NotificationJob, type PlannedMocksSource } from "./notification-jobs";
import { createNotificationScheduler, NOTIFICATION_TICK_MS } from "./notification-scheduler";

// A scheduler tick mails what is due to the users whose switches are on, once per
// user and day (or week, or achievement), on any number of instances; the unsubscribe link turns off
// exactly its switch without signing in. Fixed clocks throughout: 2026-11-23 is a Monday.

const MONDAY_MORNING_PARIS = new Date("2026-11-23T07:05:00Z"); // 08:05 in Paris
let now = MONDAY_MORNING_PARIS;
const { app, db } = await createTestApp({ clock: () => now });
const logger = createLogger("silent");
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-notifications-"));
afterAll(() => fs.rmSync(mailDir, { recursive: true, force: true }));
const outbox = createOutboxMailer({ dir: mailDir, from: DEFAULT_MAIL_FROM, logger });

/** The study plan's planned mocks, as the test sets them: user id → day → titles. */
const plannedMocks = new Map<string, Map<string, string[]>>();
const testPlannedMocks: PlannedMocksSource = async ({ userId, date }) =>
  (plannedMocks.get(userId)?.get(date) ?? []).map((title) => ({ title }));

function createScheduler(
  mailer: Mailer = outbox,
  jobs: NotificationJob[] = createNotificationJobs({ plannedMocks: testPlannedMocks }),
) {
  return createNotificationScheduler({
    db,
    mailer,
    logger,
    clock: () => now,
    appUrl: TEST_APP_URL,
    authSecret: TEST_AUTH_SECRET,
    jobs,
  });
}
const scheduler = createScheduler();

beforeEach(() => {
  now = MONDAY_MORNING_PARIS;
});

const ALL_OFF: NotificationPreferences = {
  email: false,
  push: false,
  practice: false,
  interviews: false,
  achievements: false,
};

/** A user in Paris with the given switches on (all others off) and `reviews` review cards due. */
async function createUser(switches: Partial<NotificationPreferences>, { reviews = 0 } = {}) {
  const { user, cookie } = await signUpUser(app);
  const headers = { cookie, origin: TEST_APP_URL, "content-type": "application/json" };
  const saved = await app.request("/api/notifications/preferences", {
    method: "PUT",
    headers,
    body: JSON.stringify({ ...ALL_OFF, ...switches }),
  });
  expect(saved.status).toBe(200);
  const checkIn = await app.request("/api/notifications/check-in", {
    method: "POST",
    headers,
    body: JSON.stringify({ timeZone: "Europe/Paris" }),
  });
  expect(checkIn.status).toBe(200);
  // Two new coding cards take 40 minutes: more than the default 30 a day.
  await db.insert(reviewSettings).values({ userId: user.id, minutesPerDay: 60 });
  for (let index = 0; index < reviews; index++) {
    await createReviewCard(db, {
      userId: user.id,
      track: "coding",
      kind: "problem",
      subjectId: `problem-${index}`,
      title: `Two Sum ${index}`,
      now: new Date(now.getTime() - 86_400_000),
    });
  }
  return { ...user, cookie, headers };
}

const subjectsTo = (email: string) => listMails(mailDir, email).map((mail) => mail.subject);

test("before 08:00 in the user's time zone nothing is mailed; from 08:00 the due reviews are, once that day", async () => {
  const ada = await createUser({ email: true, practice: true }, { reviews: 2 });
  now = new Date("2026-11-24T06:55:00Z"); // Tuesday 07:55 in Paris
  await scheduler.tick();
  expect(subjectsTo(ada.email)).toEqual([]);

  now = new Date("2026-11-24T07:00:00Z"); // 08:00
  await scheduler.tick();
  now = new Date("2026-11-24T12:00:00Z");
  await scheduler.tick();
  const mails = listMails(mailDir, ada.email);
  expect(mails.map((mail) => mail.subject)).toEqual(["2 reviews are due today"]);
  expect(mails[0]?.text).toContain("Coding: 2 (about");
  expect(mails[0]?.text).toContain(`Review now: ${TEST_APP_URL}/dashboard`);
  expect(findLinkInMail(mails[0] as never, `${TEST_APP_URL}/unsubscribe?token=`)).toBeTruthy();

  // The next morning is a new day: the cards still due are mailed again.
  now = new Date("2026-11-25T07:30:00Z");
  await scheduler.tick();
  expect(subjectsTo(ada.email)).toEqual(["2 reviews are due today", "2 reviews are due today"]);
});

test("switches off mean no mail: Practice Reminders off, or Email Notifications off, or nothing due", async () => {
  const practiceOff = await createUser({ email: true, achievements: false }, { reviews: 1 });
  const emailOff = await createUser({ practice: true, interviews: true }, { reviews: 1 });
  const nothingDue = await createUser({ email: true, practice: true });
  const on = await createUser({ email: true, practice: true }, { reviews: 1 });
  now = new Date("2026-11-24T08:00:00Z");
  await scheduler.tick();
  expect(subjectsTo(practiceOff.email)).toEqual([]);
  expect(subjectsTo(emailOff.email)).toEqual([]);
  expect(subjectsTo(nothingDue.email)).toEqual([]);
  expect(subjectsTo(on.email)).toEqual(["1 review is due today"]);
});

test("two instances ticking at the same moment send each mail once", async () => {
  const users = await Promise.all([1, 2, 3].map(() => createUser({ email: true, practice: true }, { reviews: 1 })));
  const second = createScheduler();
  now = new Date("2026-11-26T09:00:00Z");
  await Promise.all([scheduler.tick(), second.tick(), createScheduler().tick()]);
  for (const user of users) expect(subjectsTo(user.email)).toEqual(["1 review is due today"]);
});

test("a mail that fails to send is not recorded as sent: the next tick sends it", async () => {
  const grace = await createUser({ email: true, practice: true }, { reviews: 1 });
  const failing = createScheduler({
    async send(message) {
      if (message.to === grace.email) throw new Error("SMTP is down");
      await outbox.send(message);
    },
  });
  now = new Date("2026-11-27T09:00:00Z");
  await failing.tick();
  expect(subjectsTo(grace.email)).toEqual([]);
  await scheduler.tick();
  expect(subjectsTo(grace.email)).toEqual(["1 review is due today"]);
});

test("the weekly summary goes out on Monday morning with last week's figures, once per week", async () => {
  now = new Date("2026-11-17T10:00:00Z"); // the Tuesday of the previous week: the user signs up and solves
  const lin = await createUser({ email: true });
  const carl = await createUser({ practice: true, achievements: true, interviews: true });
  await recordActivity({ db, userId: lin.id, kind: "problem_solved", subjectId: "p1", at: now });
  const interview = { kind: "interview_completed" as const, subjectId: "i1", details: { score: 4 }, at: now };
  await recordActivity({ db, userId: lin.id, ...interview });

  now = new Date("2026-11-23T06:30:00Z"); // Monday 07:30 in Paris
  await scheduler.tick();
  expect(subjectsTo(lin.email)).toEqual([]);
  now = MONDAY_MORNING_PARIS;
  await scheduler.tick();
  now = new Date("2026-11-23T20:00:00Z");
  await scheduler.tick();
  const mails = listMails(mailDir, lin.email);
  expect(mails.map((mail) => mail.subject)).toEqual(["Your PrepPilot week of 2026-11-16"]);
  expect(mails[0]?.text).toContain("Problems solved: 1 (week before: 0)");
  // Interview and design scores apart, never one mean of both.
  expect(mails[0]?.text).toContain("Average interview score: 4 (week before: none)");
  expect(mails[0]?.text).toContain("Average design score: none (week before: none)");
  // Tuesday is not a summary day.
  now = new Date("2026-11-24T09:00:00Z");
  await scheduler.tick();
  expect(subjectsTo(lin.email)).toEqual(["Your PrepPilot week of 2026-11-16"]);
  expect(subjectsTo(carl.email)).toEqual([]);
});

test("an achievement earned is mailed once with Achievement Alerts on, and shows in the app either way", async () => {
  const on = await createUser({ email: true, achievements: true });
  const off = await createUser({ email: true });
  now = new Date(now.getTime() + 60_000);
  for (const user of [on, off]) {
    await recordActivity({ db, userId: user.id, kind: "problem_solved", subjectId: "p1", at: now });
  }
  await scheduler.tick();
  await scheduler.tick();
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

test("achievements older than two days are not announced (say, when notifications first start)", async () => {
  now = new Date("2026-11-10T09:00:00Z");
  const old = await createUser({ email: true, achievements: true });
  now = MONDAY_MORNING_PARIS;
  await scheduler.tick();
  expect(subjectsTo(old.email)).toEqual([]);
});

test("the day before a planned mock, the interview reminder names it, once; Interview Updates off, none", async () => {
  const on = await createUser({ email: true, interviews: true });
  const off = await createUser({ email: true });
  now = new Date(now.getTime() + 60_000);
  for (const user of [on, off]) {
    plannedMocks.set(user.id, new Map([["2026-12-02", ["Behavioral mock (30 min)", "System design mock (45 min)"]]]));
  }
  now = new Date("2026-11-30T09:00:00Z");
  await scheduler.tick();
  expect(subjectsTo(on.email)).toEqual([]);
  now = new Date("2026-12-01T06:59:00Z"); // 07:59 in Paris, the day before
  await scheduler.tick();
  expect(subjectsTo(on.email)).toEqual([]);
  now = new Date("2026-12-01T07:01:00Z");
  await scheduler.tick();
  await scheduler.tick();
  const mails = listMails(mailDir, on.email);
  expect(mails.map((mail) => mail.subject)).toEqual(["Your 2 mock interviews are tomorrow"]);
  expect(mails[0]?.text).toContain("- Behavioral mock (30 min)\n- System design mock (45 min)");
  expect(subjectsTo(off.email)).toEqual([]);
});

test("with the app's own jobs, the reminder comes the morning before a mock the user's study plan has", async () => {
  const planner = await createUser({ email: true, interviews: true });
  const headers = { cookie: planner.cookie, origin: TEST_APP_URL, "content-type": "application/json" };
  const saved = await app.request("/api/study-plan", {
    method: "PUT",
    headers,
    body: JSON.stringify({
      interviewDate: "2027-01-20",
      company: "amazon",
      roleLevel: "senior-engineer",
      timeZone: "Europe/Paris",
    }),
  });
  expect(saved.status).toBe(200);
  const { plan } = (await saved.json()) as { plan: { sessions: { date: string; track: string; title: string }[] } };
  const mock = plan.sessions.find((session) => session.track === "interviews" && session.date > "2026-11-24");
  if (!mock) throw new Error("the plan has no mock interview after tomorrow");
  const mocksThatDay = plan.sessions.filter((session) => session.track === "interviews" && session.date === mock.date);

  const appScheduler = createScheduler(outbox, createNotificationJobs());
  // 08:01 in Paris on the day before the mock (Paris is UTC+1 in winter).
  const dayBefore = new Date(`${mock.date}T07:01:00Z`);
  dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
  now = dayBefore;
  await appScheduler.tick();
  const reminders = listMails(mailDir, planner.email).filter((mail) => mail.subject.includes("tomorrow"));
  expect(reminders).toHaveLength(1);
  for (const { title } of mocksThatDay) expect(reminders[0]?.text).toContain(`- ${title}`);
});

test("the unsubscribe link turns off exactly its switch without signing in; an altered link changes nothing", async () => {
  const ada = await createUser({ email: true, practice: true, achievements: true }, { reviews: 1 });
  now = new Date("2026-12-03T09:00:00Z");
  await scheduler.tick();
  const [mail] = listMails(mailDir, ada.email).filter((each) => each.subject === "1 review is due today");
  if (!mail) throw new Error("no review reminder");
  const token = new URL(findLinkInMail(mail, `${TEST_APP_URL}/unsubscribe?token=`)).searchParams.get("token") ?? "";
  const unsubscribe = (body: unknown) =>
    app.request("/api/notifications/unsubscribe", {
      method: "POST",
      headers: { origin: TEST_APP_URL, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const preferencesOf = async () =>
    (await (await app.request("/api/notifications/preferences", { headers: ada.headers })).json()).preferences;

  const [payload, signature] = token.split(".") as [string, string];
  const asEmail = Buffer.from(JSON.stringify([ada.id, "email"])).toString("base64url");
  for (const forged of [`${asEmail}.${signature}`, `${payload}.${signature.slice(1)}x`, "garbage"]) {
    const refused = await unsubscribe({ token: forged });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toContain("This unsubscribe link is not valid");
  }
  expect(await preferencesOf()).toMatchObject({ email: true, practice: true, achievements: true });

  const response = await unsubscribe({ token });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ preference: "practice", label: "Practice Reminders" });
  expect(await preferencesOf()).toMatchObject({ email: true, practice: false, achievements: true });

  now = new Date("2026-12-04T09:00:00Z");
  await scheduler.tick();
  expect(subjectsTo(ada.email).filter((subject) => subject.endsWith("due today"))).toHaveLength(1);
});

test("the scheduler's timer never keeps the process alive, and stop waits for the tick in progress", async () => {
  await createUser({ email: true, practice: true });
  // A job whose tick is held open until the test lets it go.
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let ticksStarted = 0;
  let ticksFinished = 0;
  const heldJob: NotificationJob = {
    kind: "review_reminder",
    preference: "practice",
    async listDue() {
      ticksStarted++;
      await gate;
      ticksFinished++;
      return [];
    },
  };
  const setIntervalSpy = vi.spyOn(globalThis, "setInterval");
  const running = createScheduler(outbox, [heldJob]);
  try {
    running.start();
    running.start(); // a second start adds no second timer
    const timers = setIntervalSpy.mock.results.map((result) => result.value as NodeJS.Timeout);
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    expect(setIntervalSpy.mock.calls[0]?.[1]).toBe(NOTIFICATION_TICK_MS);
    expect(timers[0]?.hasRef()).toBe(false);
    // start ticks at once; the tick is now held in the job.
    await vi.waitFor(() => expect(ticksStarted).toBe(1));

    let stopped = false;
    const stopping = running.stop().then(() => {
      stopped = true;
    });
    // Let every queued callback run: stop still waits for the held tick.
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    expect(ticksFinished).toBe(0);
    release();
    await stopping;
    expect(stopped).toBe(true);
    // stop settles only after the tick has finished every user it started.
    expect(ticksFinished).toBe(ticksStarted);
  } finally {
    release();
    setIntervalSpy.mockRestore();
  }
  // Stopping twice, or without starting, is harmless.
  await expect(running.stop()).resolves.toBeUndefined();
  await expect(createScheduler().stop()).resolves.toBeUndefined();
});
