import { expect, test } from "vitest";
import type { ActivityDetails } from "@/shared/constants/activity";
import { type AnalyticsEvent, deriveAnalytics } from "./derive-analytics";

const SIGNED_UP = new Date("2025-01-15T09:00:00Z");

function event(
  kind: string,
  iso: string,
  details: ActivityDetails = {},
  subjectId: string | null = null,
): AnalyticsEvent {
  return { kind, subjectId, details, createdAt: new Date(iso) };
}

function derive(events: AnalyticsEvent[], now: string, timeZone = "UTC") {
  return deriveAnalytics({ events, signedUpAt: SIGNED_UP, now: new Date(now), timeZone });
}

test("a new user has zeros, an empty week and only the welcome achievement dated at sign-up", () => {
  const analytics = derive([event("signed_up", SIGNED_UP.toISOString())], "2025-01-15T10:00:00Z");
  expect(analytics).toMatchObject({
    problemsSolved: 0,
    interviewsCompleted: 0,
    currentStreak: 0,
    studyHours: 0,
    activityHeatmap: [],
    timeZone: "UTC",
  });
  expect(analytics.weeklyActivity.map((day) => day.day)).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
  expect(analytics.weeklyActivity.every((day) => day.problems === 0)).toBe(true);
  expect(analytics.recentAchievements).toEqual([
    {
      type: "welcome",
      title: "Welcome to PrepPilot!",
      // No model configured in this test: the product's "AI-powered" is left out (src/shared/ai-labels.ts).
      description: "Your interview preparation journey begins now.",
      date: "2025-01-15T09:00:00.000Z",
    },
  ]);
});

test("weekly activity counts problems worked on, Monday to Sunday of the current week in the user's time zone", () => {
  // Wednesday 2025-03-12. The week is Mon 10 – Sun 16.
  const events = [
    event("problem_solved", "2025-03-09T23:30:00Z", {}, "p1"), // Sunday 23:30 in UTC, Monday 00:30 in Paris
    event("problem_solved", "2025-03-10T10:00:00Z", {}, "p2"),
    event("problem_started", "2025-03-12T08:00:00Z", {}, "p3"),
    event("problem_solved", "2025-03-12T08:30:00Z", {}, "p3"), // started and solved: one problem
    event("problem_started", "2025-03-12T09:00:00Z", {}, "p4"),
    event("problem_generated", "2025-03-11T09:00:00Z", {}, "p5"), // generated is not worked on
    event("interview_completed", "2025-03-11T10:00:00Z", {}, "i1"),
  ];
  const utc = derive(events, "2025-03-12T12:00:00Z");
  expect(utc.weeklyActivity.map((day) => day.problems)).toEqual([1, 0, 2, 0, 0, 0, 0]);
  expect(utc.weeklyActivity[0]).toEqual({ day: "Mon", date: "2025-03-10", problems: 1 });
  const paris = derive(events, "2025-03-12T12:00:00Z", "Europe/Paris");
  expect(paris.weeklyActivity.map((day) => day.problems)).toEqual([2, 0, 2, 0, 0, 0, 0]);
});

test("totals: distinct problems solved, interviews, study hours; each week's interview and design scores apart", () => {
  const events = [
    event("problem_solved", "2025-03-03T10:00:00Z", { durationMinutes: 25 }, "p1"),
    event("problem_solved", "2025-03-04T10:00:00Z", { durationMinutes: 20 }, "p1"), // the same problem again
    event("problem_solved", "2025-03-05T10:00:00Z", {}, "p2"),
    event("interview_completed", "2025-03-05T12:00:00Z", { score: 7, durationMinutes: 40 }, "i1"),
    event("interview_completed", "2025-03-11T12:00:00Z", { score: 8.5 }, "i2"),
    event("interview_completed", "2025-03-11T13:00:00Z", {}, "i3"), // no score: not in the mean
    event("scenario_studied", "2025-03-11T14:00:00Z", { durationMinutes: 15 }, "s1"),
    event("scenario_studied", "2025-03-11T15:00:00Z", { durationMinutes: 5, score: 3 }, "s2"), // a reviewed design
    event("problem_started", "2025-03-11T16:00:00Z", { score: 1 }, "p3"), // not an assessment
  ];
  const analytics = derive(events, "2025-03-12T12:00:00Z");
  expect(analytics).toMatchObject({ problemsSolved: 2, interviewsCompleted: 3, studyHours: 1.8 });
  // Never one mean of interviews and designs: this week's interview (8.5) and design (3) scores apart.
  expect(analytics.thisWeek).toMatchObject({ interviewScore: 8.5, designScore: 3 });
  expect(analytics).not.toHaveProperty("averageScore");
});

test("an interview's evaluated score replaces the mean of its self-ratings in the week's interview score", () => {
  const events = [
    event("interview_completed", "2025-03-11T12:00:00Z", { score: 5 }, "i1"), // self-rated 5 …
    event("interview_evaluated", "2025-03-11T12:01:00Z", { score: 2.4 }, "i1"), // … evaluated 2.4
    event("interview_completed", "2025-03-11T13:00:00Z", { score: 4 }, "i2"), // no evaluation yet
    event("interview_evaluated", "2025-03-11T14:00:00Z", { score: 3 }, "i3"), // evaluated, not self-rated
  ];
  const analytics = derive(events, "2025-03-12T12:00:00Z");
  // (2.4 + 4 + 3) / 3 = 3.13; an evaluation is not an interview of its own.
  expect(analytics).toMatchObject({ interviewsCompleted: 2, thisWeek: { interviewScore: 3.1, designScore: null } });
});

test("Strong Interview goes to the first interview scored 4 or more, by its evaluation where it has one", () => {
  const events = [
    event("interview_completed", "2025-03-03T12:00:00Z", { score: 5 }, "i1"), // self-rated 5, evaluated 2.8
    event("interview_evaluated", "2025-03-03T12:01:00Z", { score: 2.8 }, "i1"),
    event("interview_completed", "2025-03-05T12:00:00Z", { score: 3 }, "i2"), // self-rated 3, evaluated 4.2
    event("interview_evaluated", "2025-03-05T12:01:00Z", { score: 4.2 }, "i2"),
    event("interview_completed", "2025-03-07T12:00:00Z", { score: 4.5 }, "i3"), // not evaluated (yet)
  ];
  const strong = derive(events, "2025-03-12T12:00:00Z").recentAchievements.filter(
    ({ title }) => title === "Strong Interview",
  );
  expect(strong).toEqual([
    {
      type: "interview",
      title: "Strong Interview",
      description: "A mock interview scored 4 or more out of 5.",
      date: "2025-03-05T12:01:00.000Z",
    },
  ]);
});

test("this week and the previous week are compared for the four stat cards", () => {
  const events = [
    event("problem_solved", "2025-03-03T10:00:00Z", { durationMinutes: 30 }, "p1"), // previous week (Mon 3 – Sun 9)
    event("problem_solved", "2025-03-09T23:00:00Z", {}, "p2"), // Sunday in UTC
    event("interview_completed", "2025-03-05T12:00:00Z", { score: 6 }, "i1"),
    event("problem_solved", "2025-03-10T10:00:00Z", { durationMinutes: 90 }, "p3"), // this week
    event("interview_completed", "2025-03-11T12:00:00Z", { score: 8 }, "i2"),
    event("interview_completed", "2025-03-12T12:00:00Z", { score: 9 }, "i3"),
    event("problem_solved", "2025-02-25T10:00:00Z", {}, "p0"), // two weeks ago: in neither
  ];
  const analytics = derive(events, "2025-03-12T12:00:00Z");
  expect(analytics.thisWeek).toEqual({
    problemsSolved: 1,
    interviewsCompleted: 2,
    studyHours: 1.5,
    interviewScore: 8.5,
    designScore: null,
  });
  expect(analytics.previousWeek).toEqual({
    problemsSolved: 2,
    interviewsCompleted: 1,
    studyHours: 0.5,
    interviewScore: 6,
    designScore: null,
  });
});

test("achievements: welcome, first problem, first interview and the first 3-day and 7-day streaks, newest first", () => {
  const days = ["01", "02", "03", "04", "05", "06", "07", "08"];
  const events = [
    ...days.map((day) => event("problem_started", `2025-02-${day}T18:00:00Z`, {}, `p${day}`)),
    event("problem_solved", "2025-02-02T19:00:00Z", {}, "p02"),
    event("problem_solved", "2025-02-05T19:00:00Z", {}, "p05"),
    event("interview_completed", "2025-02-06T20:00:00Z", { score: 3 }, "i1"),
  ];
  const analytics = derive(events, "2025-02-20T12:00:00Z");
  expect(analytics.recentAchievements.map(({ type, title, date }) => ({ type, title, date }))).toEqual([
    { type: "streak", title: "7-Day Streak", date: "2025-02-07T18:00:00.000Z" },
    { type: "interview", title: "First Mock Interview", date: "2025-02-06T20:00:00.000Z" },
    { type: "streak", title: "3-Day Streak", date: "2025-02-03T18:00:00.000Z" },
    { type: "problem", title: "First Problem Solved", date: "2025-02-02T19:00:00.000Z" },
    { type: "welcome", title: "Welcome to PrepPilot!", date: "2025-01-15T09:00:00.000Z" },
  ]);
  expect(analytics.recentAchievements[0]?.description).toBe("You practiced 7 days in a row.");
  // The streak ended long ago.
  expect(analytics.currentStreak).toBe(0);
});

test("the heat map counts practice per day over the last 365 days, only days with practice", () => {
  const events = [
    event("problem_started", "2024-03-12T10:00:00Z"), // 366 days before: outside
    event("problem_started", "2024-03-13T10:00:00Z"), // the first day of the window
    event("problem_solved", "2025-03-11T10:00:00Z"),
    event("interview_started", "2025-03-11T11:00:00Z"),
    event("problem_generated", "2025-03-11T12:00:00Z"), // not practice
    event("scenario_studied", "2025-03-12T01:00:00Z"),
  ];
  expect(derive(events, "2025-03-12T12:00:00Z").activityHeatmap).toEqual([
    { date: "2024-03-13", count: 1 },
    { date: "2025-03-11", count: 2 },
    { date: "2025-03-12", count: 1 },
  ]);
  // In Los Angeles the last event is still on the 11th.
  expect(derive(events, "2025-03-12T12:00:00Z", "America/Los_Angeles").activityHeatmap.at(-1)).toEqual({
    date: "2025-03-11",
    count: 3,
  });
});

test("a design's score is its AI review's, else its automatic review's, else its self-rating", () => {
  const events = [
    event("scenario_studied", "2025-03-11T10:00:00Z", { score: 5, durationMinutes: 30 }, "s1"), // self-rated 5 …
    event("design_reviewed", "2025-03-11T11:00:00Z", { score: 3.4 }, "s1"), // … then reviewed automatically: 3.4
    event("design_reviewed", "2025-03-11T12:00:00Z", { score: 2.1, durationMinutes: 20 }, "s2"),
    event("design_ai_reviewed", "2025-03-11T12:01:00Z", { score: 2.9 }, "s2"), // the AI outranks the rules …
    event("design_reviewed", "2025-03-11T13:00:00Z", { score: 4.6 }, "s2"), // … even a later automatic review
    event("scenario_studied", "2025-03-11T14:00:00Z", { score: 4, durationMinutes: 10 }, "s3"), // self-rating only
  ];
  const analytics = derive(events, "2025-03-12T12:00:00Z");
  // (3.4 + 2.9 + 4) / 3 = 3.43; 30 + 20 + 10 minutes
  expect(analytics).toMatchObject({ thisWeek: { designScore: 3.4, interviewScore: null }, studyHours: 1 });
});

test("a reviewed design is practice for the streak; an AI review finishing is not", () => {
  const events = [
    event("design_reviewed", "2025-03-10T10:00:00Z", { score: 3 }, "s1"),
    event("design_ai_reviewed", "2025-03-11T10:00:00Z", { score: 3 }, "s1"),
  ];
  expect(derive(events, "2025-03-10T12:00:00Z").currentStreak).toBe(1);
  expect(derive(events, "2025-03-11T12:00:00Z").currentStreak).toBe(1);
});
