import { expect, test, vi } from "vitest";
import { findLinkInMail, listMails } from "../../../../tests/fixtures/mail";
import { setUpSchedulerTests } from "../../../../tests/fixtures/notification-fixtures";
import { TEST_APP_URL } from "../../../../tests/fixtures/test-app";
import { createNotificationJobs, type NotificationJob } from "./notification-jobs";
import { NOTIFICATION_TICK_MS } from "./notification-scheduler";

// The interview reminder the day before a planned mock; the unsubscribe link, which turns off exactly its
// switch without signing in; and the scheduler's timer, which never keeps the process alive.

const { app, clock, mailDir, outbox, plannedMocks, createScheduler, scheduler, createUser, subjectsTo } =
  await setUpSchedulerTests();

test("the day before a planned mock, the interview reminder names it, once; Interview Updates off, none", async () => {
  const on = await createUser({ email: true, interviews: true });
  const off = await createUser({ email: true });
  clock.now = new Date(clock.now.getTime() + 60_000);
  for (const user of [on, off]) {
    plannedMocks.set(user.id, new Map([["2026-12-02", ["Behavioral mock (30 min)", "System design mock (45 min)"]]]));
  }
  clock.now = new Date("2026-11-30T09:00:00Z");
  await scheduler.tick();
  expect(subjectsTo(on.email)).toEqual([]);
  clock.now = new Date("2026-12-01T06:59:00Z"); // 07:59 in Paris, the day before
  await scheduler.tick();
  expect(subjectsTo(on.email)).toEqual([]);
  clock.now = new Date("2026-12-01T07:01:00Z");
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
  clock.now = dayBefore;
  await appScheduler.tick();
  const reminders = listMails(mailDir, planner.email).filter((mail) => mail.subject.includes("tomorrow"));
  expect(reminders).toHaveLength(1);
  for (const { title } of mocksThatDay) expect(reminders[0]?.text).toContain(`- ${title}`);
});

test("the unsubscribe link turns off exactly its switch without signing in; an altered link changes nothing", async () => {
  const ada = await createUser({ email: true, practice: true, achievements: true }, { reviews: 1 });
  clock.now = new Date("2026-12-03T09:00:00Z");
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

  clock.now = new Date("2026-12-04T09:00:00Z");
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
    // start ticks at once; the tick is clock.now held in the job.
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
