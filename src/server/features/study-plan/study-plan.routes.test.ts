import { eq } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { createLibraryProvider } from "@/server/ai/library-provider";
import type { Library } from "@/server/content/load-library";
import { problemSubmissions } from "@/server/db/schema/practice";
import type { DayKey } from "@/shared/calendar-days";
import type { SaveStudyPlanInput } from "@/shared/schemas/study-plan";
import type { StudySession, TrackCounts } from "@/shared/study-plan/plan";
import { type Caller, makeLibraryProblem, signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { createTestApp } from "../../../../tests/fixtures/test-app";
import { listPlannedMocks } from "./study-plan.service";

// Saving the interview date replans, refuses dates that cannot be planned, counts
// stored activity as progress, keeps every user's plan their own, and goes into the data export.

const NOW = new Date("2026-11-16T12:00:00.000Z");
const DAY_MS = 24 * 60 * 60 * 1000;
let now = NOW;
const libraryContent: Library = {
  problems: ["one", "two"].map((slug) => makeLibraryProblem(slug)),
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

type Week = {
  number: number;
  startDate: string;
  endDate: string;
  phase: string;
  goals: TrackCounts;
  progress: TrackCounts;
  isCurrent: boolean;
};
type PlanAnswer = {
  settings: (SaveStudyPlanInput & { updatedAt: string }) | null;
  plan: { today: string; startDate: string; isOver: boolean; weeks: Week[]; sessions: StudySession[] } | null;
};

const SETTINGS: SaveStudyPlanInput = {
  interviewDate: "2027-02-08",
  company: "google",
  roleLevel: "senior-engineer",
  timeZone: "Europe/Paris",
};

async function readPlan(caller: Caller): Promise<PlanAnswer> {
  const response = await caller.call("GET", "/api/study-plan");
  expect(response.status).toBe(200);
  return (await response.json()) as PlanAnswer;
}

/** A library problem generated and submitted once, Accepted: its id. */
async function solveAProblem(caller: Caller): Promise<string> {
  const { problem } = (await (await caller.call("POST", "/api/practice/problems", {})).json()) as {
    problem: { id: string };
  };
  const accepted = await caller.call("POST", `/api/practice/problems/${problem.id}/submissions`, {
    language: "javascript",
    code: "function solve() {}",
    verdict: "accepted",
    passed: 10,
    total: 10,
    runtimeMs: 3,
  });
  expect(accepted.status).toBe(201);
  return problem.id;
}

async function savePlan(caller: Caller, settings: SaveStudyPlanInput) {
  return caller.call("PUT", "/api/study-plan", settings);
}

test("before any date there is no plan and no calendar", async () => {
  const caller = await signUpCaller(app);
  expect(await readPlan(caller)).toEqual({ settings: null, plan: null });
  const calendar = await caller.call("GET", "/api/study-plan/calendar.ics");
  expect(calendar.status).toBe(404);
  expect(await calendar.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
});

test("saving the settings lays out the weeks to the interview, and reading gives them back", async () => {
  const caller = await signUpCaller(app);
  const saved = await savePlan(caller, SETTINGS);
  expect(saved.status).toBe(200);
  const answer = await readPlan(caller);
  expect(answer).toEqual(await saved.json());
  expect(answer.settings).toMatchObject(SETTINGS);
  const plan = answer.plan;
  expect(plan).toMatchObject({ today: "2026-11-16", startDate: "2026-11-16", isOver: false });
  expect(plan?.weeks).toHaveLength(12);
  expect(plan?.weeks[0]).toMatchObject({ number: 1, phase: "preparation", isCurrent: true });
  expect(plan?.weeks.at(-1)).toMatchObject({ phase: "interview", endDate: "2027-02-07", isCurrent: false });
  expect(plan?.sessions.some((session) => session.track === "interviews")).toBe(true);
});

test("a plan longer than the trial says when the trial ends, before the interview; a shorter one does not", async () => {
  const caller = await signUpCaller(app); // a 14-day trial from Nov 16, 12:00 UTC: it ends on Nov 30
  const long = await (await savePlan(caller, { ...SETTINGS, interviewDate: "2026-12-09" })).json();
  expect(long.plan.trialGap).toEqual({ trialEndsOn: "2026-11-30", daysBeforeInterview: 9 });
  expect((await readPlan(caller)).plan).toMatchObject({ trialGap: { daysBeforeInterview: 9 } });
  const short = await (await savePlan(caller, { ...SETTINGS, interviewDate: "2026-11-28" })).json();
  expect(short.plan.trialGap).toBeNull();
});

test("a date today, in the past or over a year away is refused with a message and changes nothing", async () => {
  const caller = await signUpCaller(app);
  expect((await savePlan(caller, SETTINGS)).status).toBe(200);
  for (const [interviewDate, message] of [
    ["2026-11-16", "Choose an interview date after today."],
    ["2026-10-01", "Choose an interview date after today."],
    ["2027-11-17", "Choose an interview date within a year."],
  ]) {
    const response = await savePlan(caller, { ...SETTINGS, interviewDate: interviewDate ?? "" });
    expect(response.status, interviewDate).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "VALIDATION_FAILED", message, issues: [{ path: ["interviewDate"], message }] },
    });
  }
  expect((await readPlan(caller)).settings).toMatchObject(SETTINGS);
});

test("today is the user's: late on the 16th in UTC is already the 17th in Tokyo", async () => {
  const caller = await signUpCaller(app);
  now = new Date("2026-11-16T23:30:00.000Z");
  const tokyo = await savePlan(caller, { ...SETTINGS, interviewDate: "2026-11-17", timeZone: "Asia/Tokyo" });
  expect(tokyo.status).toBe(400);
  const london = await savePlan(caller, { ...SETTINGS, interviewDate: "2026-11-17", timeZone: "Europe/London" });
  expect(london.status).toBe(200);
  const { plan } = (await london.json()) as PlanAnswer;
  expect(plan?.weeks).toEqual([expect.objectContaining({ startDate: "2026-11-16", endDate: "2026-11-16" })]);
});

test("accepted submissions and review grades count as the week's progress", async () => {
  const caller = await signUpCaller(app);
  await savePlan(caller, SETTINGS);
  const { problem } = (await (await caller.call("POST", "/api/practice/problems", {})).json()) as {
    problem: { id: string };
  };
  const submit = (verdict: string) =>
    caller.call("POST", `/api/practice/problems/${problem.id}/submissions`, {
      language: "javascript",
      code: "function solve() {}",
      verdict,
      passed: verdict === "accepted" ? 10 : 3,
      total: 10,
      runtimeMs: 3,
    });
  expect((await submit("wrong_answer")).status).toBe(201);
  now = new Date(NOW.getTime() + 60_000);
  expect((await submit("accepted")).status).toBe(201);
  now = new Date(NOW.getTime() + 120_000);
  // Accepted again the same week: still one problem solved.
  expect((await submit("accepted")).status).toBe(201);
  // The card is due from the next day (what was solved today is not due today).
  now = new Date(NOW.getTime() + DAY_MS);
  const due = (await (await caller.call("GET", "/api/spaced-repetition/due")).json()) as {
    tracks: { cards: { id: string }[] }[];
  };
  const cardId = due.tracks[0]?.cards[0]?.id;
  expect((await caller.call("POST", `/api/spaced-repetition/cards/${cardId}/grade`, { grade: "good" })).status).toBe(
    200,
  );
  const { plan } = await readPlan(caller);
  expect(plan?.weeks[0]?.progress).toEqual({ coding: 1, interviews: 0, "system-design": 0, reviews: 1 });
  expect(plan?.weeks[1]?.progress).toEqual({ coding: 0, interviews: 0, "system-design": 0, reviews: 0 });
});

test("changing the date replans from the same start and keeps the progress and the activity", async () => {
  const caller = await signUpCaller(app);
  await savePlan(caller, SETTINGS);
  const problemId = await solveAProblem(caller);
  now = new Date(NOW.getTime() + 10 * DAY_MS);
  const replanned = await savePlan(caller, { ...SETTINGS, interviewDate: "2026-12-20", roleLevel: "staff-engineer" });
  expect(replanned.status).toBe(200);
  const { plan, settings } = (await replanned.json()) as PlanAnswer;
  expect(settings).toMatchObject({ interviewDate: "2026-12-20", roleLevel: "staff-engineer" });
  expect(plan?.startDate).toBe("2026-11-16");
  expect(plan?.weeks.map((week) => week.phase)).toEqual([
    "preparation",
    "practice",
    "practice",
    "practice",
    "interview",
  ]);
  expect(plan?.weeks[0]?.progress.coding).toBe(1);
  expect(plan?.weeks[1]?.isCurrent).toBe(true);
  expect(plan?.sessions.every((session) => session.date >= "2026-11-26" && session.date < "2026-12-19")).toBe(true);
  expect(await db.select().from(problemSubmissions).where(eq(problemSubmissions.problemId, problemId))).toHaveLength(1);
});

test("once the interview has passed the plan stays as history; a new date starts a new plan today", async () => {
  const caller = await signUpCaller(app);
  await savePlan(caller, { ...SETTINGS, interviewDate: "2026-11-30" });
  now = new Date("2026-12-02T12:00:00.000Z");
  const over = await readPlan(caller);
  expect(over.plan).toMatchObject({ isOver: true, sessions: [] });
  expect(over.plan?.weeks).toHaveLength(2);
  expect((await caller.call("GET", "/api/study-plan/calendar.ics")).status).toBe(200);
  const next = (await (await savePlan(caller, { ...SETTINGS, interviewDate: "2027-01-20" })).json()) as PlanAnswer;
  expect(next.plan).toMatchObject({ startDate: "2026-12-02", isOver: false });
});

test("each user sees only their own plan", async () => {
  const owner = await signUpCaller(app);
  const other = await signUpCaller(app);
  await savePlan(owner, SETTINGS);
  expect(await readPlan(other)).toEqual({ settings: null, plan: null });
  expect((await other.call("GET", "/api/study-plan/calendar.ics")).status).toBe(404);
  await savePlan(other, { ...SETTINGS, interviewDate: "2026-12-01", company: "amazon" });
  expect((await readPlan(owner)).settings).toMatchObject(SETTINGS);
  expect((await readPlan(other)).settings).toMatchObject({ interviewDate: "2026-12-01", company: "amazon" });
});

test("removing the plan leaves no weeks, calendar or planned mock, keeps the activity and the other users' plans", async () => {
  const owner = await signUpCaller(app);
  const other = await signUpCaller(app);
  const { plan } = (await (await savePlan(owner, SETTINGS)).json()) as PlanAnswer;
  await savePlan(other, SETTINGS);
  const mockDay = plan?.sessions.find((session) => session.track === "interviews")?.date;
  expect(mockDay).toBeDefined();
  const plannedMocks = () => listPlannedMocks({ db, userId: owner.userId, date: mockDay as DayKey, now });
  expect(await plannedMocks()).not.toEqual([]);
  await solveAProblem(owner);

  const removed = await owner.call("DELETE", "/api/study-plan");
  expect(removed.status).toBe(200);
  expect(await removed.json()).toEqual({ settings: null, plan: null });
  expect(await readPlan(owner)).toEqual({ settings: null, plan: null });
  expect((await owner.call("GET", "/api/study-plan/calendar.ics")).status).toBe(404);
  expect(await plannedMocks()).toEqual([]);
  expect(await db.select().from(problemSubmissions).where(eq(problemSubmissions.userId, owner.userId))).toHaveLength(1);
  expect((await readPlan(other)).settings).toMatchObject(SETTINGS);
  // Again, with nothing left to remove: the same answer.
  expect((await owner.call("DELETE", "/api/study-plan")).status).toBe(200);
  // A new date starts a new plan today.
  const next = (await (await savePlan(owner, SETTINGS)).json()) as PlanAnswer;
  expect(next.plan?.startDate).toBe("2026-11-16");
});

test("the calendar file holds one event per session still to do, as a download", async () => {
  const caller = await signUpCaller(app);
  const { plan } = (await (await savePlan(caller, SETTINGS)).json()) as PlanAnswer;
  const response = await caller.call("GET", "/api/study-plan/calendar.ics");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
  expect(response.headers.get("content-disposition")).toBe('attachment; filename="preppilot-study-plan.ics"');
  const text = await response.text();
  const events = text.split("BEGIN:VEVENT").slice(1);
  expect(events).toHaveLength(plan?.sessions.length ?? -1);
  const first = plan?.sessions[0];
  // Floating local time: the first session of the day at 18:00, with its duration.
  expect(events[0]).toContain(`DTSTART:${first?.date.replaceAll("-", "")}T180000`);
  expect(events[0]).toContain(`SUMMARY:${first?.title}`);
  expect(events[0]).toContain(`DURATION:PT${first?.minutes}M`);
  expect(text).toContain("X-WR-CALNAME:PrepPilot study plan");
});

test("the data export includes the study plan", async () => {
  const caller = await signUpCaller(app);
  await savePlan(caller, SETTINGS);
  const response = await caller.call("GET", "/api/privacy/export");
  const exported = (await response.json()) as { otherData: Record<string, unknown[]> };
  expect(exported.otherData.study_plans).toEqual([
    expect.objectContaining({ interviewDate: "2027-02-08", company: "google", timeZone: "Europe/Paris" }),
  ]);
});
