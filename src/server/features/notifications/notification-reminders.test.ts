import { expect, test } from "vitest";
import { findLinkInMail, listMails } from "../../../../tests/fixtures/mail";
import { ALL_OFF, setUpSchedulerTests } from "../../../../tests/fixtures/notification-fixtures";
import { TEST_APP_URL } from "../../../../tests/fixtures/test-app";

// The interview reminder the day before a mock of the study plan; when a user's mail jobs are planned (the next
// 08:00 in their time zone, or at once after a change that may make a mail due now) and that a planned mail goes
// out at its time, once, on real workers; and the unsubscribe link, which turns off exactly its switch without
// signing in.

const { app, clock, mailDir, instances, tick, settle, plannedIn, createUser, subjectsTo } = await setUpSchedulerTests();

const HOUR = 3600;

async function savePlan(headers: Record<string, string>) {
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
  return ((await saved.json()) as { plan: { sessions: { date: string; track: string; title: string }[] } }).plan;
}

test("the morning before a mock of the study plan, the interview reminder names it, once; Interview Updates off, none", async () => {
  const on = await createUser({ email: true, interviews: true });
  const off = await createUser({ email: true });
  const plan = await savePlan(on.headers);
  await savePlan(off.headers);
  const mock = plan.sessions.find((session) => session.track === "interviews" && session.date > "2026-11-24");
  if (!mock) throw new Error("the plan has no mock interview after tomorrow");
  const mocksThatDay = plan.sessions.filter((session) => session.track === "interviews" && session.date === mock.date);

  // 07:59 and 08:01 in Paris on the day before the mock (Paris is UTC+1 in winter).
  const dayBefore = (time: string) => {
    const at = new Date(`${mock.date}T${time}Z`);
    at.setUTCDate(at.getUTCDate() - 1);
    return at;
  };
  clock.now = dayBefore("06:59:00");
  await tick();
  expect(subjectsTo(on.email)).toEqual([]);
  clock.now = dayBefore("07:01:00");
  await tick();
  await tick();
  const reminders = listMails(mailDir, on.email).filter((mail) => mail.subject.includes("tomorrow"));
  expect(reminders).toHaveLength(1);
  for (const { title } of mocksThatDay) expect(reminders[0]?.text).toContain(`- ${title}`);
  expect(subjectsTo(off.email)).toEqual([]);
});

test("a user's mails are planned for the next 08:00 in their time zone: Monday's for the weekly summary", async () => {
  // Monday 06:05 in Paris: 1 h 55 min before 08:00.
  const ada = await createUser({ email: true, practice: true, interviews: true });
  for (const kind of ["review_reminder", "interview_reminder", "weekly_summary"] as const) {
    expect(await plannedIn(ada.id, kind), kind).toBeGreaterThan(1.9 * HOUR - 60);
    expect(await plannedIn(ada.id, kind), kind).toBeLessThanOrEqual(1.92 * HOUR);
  }
  // Switched off, a mail has no job; nor has the achievement mail, whose switch is off.
  expect(await plannedIn(ada.id, "achievement_mail")).toBeNull();
  // Once the review reminder has run at 08:00, the next waits for Tuesday 08:00, the weekly summary for next Monday.
  clock.now = new Date("2026-11-23T07:00:00Z");
  await tick();
  expect(await plannedIn(ada.id, "review_reminder")).toBeGreaterThan(24 * HOUR - 60);
  expect(await plannedIn(ada.id, "review_reminder")).toBeLessThanOrEqual(24 * HOUR);
  expect(await plannedIn(ada.id, "weekly_summary")).toBeGreaterThan(7 * 24 * HOUR - 60);
});

test("a change that may make a mail due now runs its job at once: a new time zone, a study plan saved, a switch turned on", async () => {
  const lin = await createUser({ email: true, practice: true, interviews: true });
  // Tokyo is UTC+9: Monday 06:05 in Paris is 14:05 there, past 08:00. The job runs now and plans Tuesday 08:00 in
  // Tokyo, 17 h 55 min away.
  const tokyo = await app.request("/api/notifications/check-in", {
    method: "POST",
    headers: lin.headers,
    body: JSON.stringify({ timeZone: "Asia/Tokyo" }),
  });
  expect(tokyo.status).toBe(200);
  await settle();
  expect(await plannedIn(lin.id, "review_reminder")).toBeGreaterThan(17.9 * HOUR);
  expect(await plannedIn(lin.id, "review_reminder")).toBeLessThanOrEqual(17.92 * HOUR);

  // At 10:00 in Paris a study plan saved runs the interview reminder at once (a mock tomorrow is reminded today).
  const paris = await createUser({ email: true, interviews: true });
  clock.now = new Date("2026-11-23T09:00:00Z");
  expect(await plannedIn(paris.id, "interview_reminder")).toBeLessThan(2 * HOUR);
  await savePlan(paris.headers);
  await settle();
  expect(await plannedIn(paris.id, "interview_reminder")).toBeGreaterThan(21.9 * HOUR);

  // Practice Reminders turned on at 10:00: today's reminder is looked at now.
  const turnedOn = await app.request("/api/notifications/preferences", {
    method: "PUT",
    headers: paris.headers,
    body: JSON.stringify({ ...ALL_OFF, email: true, interviews: true, practice: true }),
  });
  expect(turnedOn.status).toBe(200);
  await settle();
  expect(await plannedIn(paris.id, "review_reminder")).toBeGreaterThan(21.9 * HOUR);
});

test("a planned mail goes out at its time, once, from whichever of three instances takes it", async () => {
  for (const instance of instances) await instance.get();
  const grace = await createUser({ email: true, practice: true }, { reviews: 2 });
  // Tuesday 07:59:50 in Paris, the clock now running in real time; the reminder planned at 08:00 (moved there from
  // Monday's by a save of the switches), 10 s away.
  clock.now = new Date("2026-11-24T06:59:50Z");
  clock.runningSince = Date.now();
  const saved = await app.request("/api/notifications/preferences", {
    method: "PUT",
    headers: grace.headers,
    body: JSON.stringify({ ...ALL_OFF, email: true, practice: true }),
  });
  expect(saved.status).toBe(200);
  const due = clock.runningSince + 10_000;
  expect(await plannedIn(grace.id, "review_reminder")).toBeLessThanOrEqual(10);
  expect(subjectsTo(grace.email)).toEqual([]);

  await expect.poll(() => subjectsTo(grace.email).length, { timeout: 40_000, interval: 100 }).toBe(1);
  expect(Date.now()).toBeGreaterThanOrEqual(due);
  await settle();
  expect(subjectsTo(grace.email)).toEqual(["2 reviews are due today"]);
  expect(await plannedIn(grace.id, "review_reminder")).toBeGreaterThan(23.9 * HOUR);
});

test("the unsubscribe link turns off exactly its switch without signing in; an altered link changes nothing", async () => {
  const ada = await createUser({ email: true, practice: true, achievements: true }, { reviews: 1 });
  clock.now = new Date("2026-12-03T09:00:00Z");
  await tick();
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
  await tick();
  expect(subjectsTo(ada.email).filter((subject) => subject.endsWith("due today"))).toHaveLength(1);
});
