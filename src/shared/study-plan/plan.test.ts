import { expect, test } from "vitest";
import {
  buildStudyPlan,
  checkInterviewDate,
  countWeeklyProgress,
  getWeeklyGoals,
  layOutPhases,
  type StudyPlanInput,
} from "./plan";

const BASE: StudyPlanInput = {
  startDate: "2026-11-24",
  today: "2026-11-24",
  interviewDate: "2027-02-16",
  company: "microsoft",
  roleLevel: "software-engineer",
};

const phasesOf = (input: StudyPlanInput) => buildStudyPlan(input).weeks.map((week) => week.phase);

test("a date today or in the past is refused, in the user's time zone", () => {
  // 23:30 UTC on the 24th is already the 25th in Tokyo and still the 24th in New York.
  const now = new Date("2026-11-24T23:30:00Z");
  expect(checkInterviewDate("2026-11-24", now, "UTC")).toBe("Choose an interview date after today.");
  expect(checkInterviewDate("2026-11-20", now, "UTC")).toBe("Choose an interview date after today.");
  expect(checkInterviewDate("2026-11-25", now, "UTC")).toBeNull();
  expect(checkInterviewDate("2026-11-25", now, "Asia/Tokyo")).toBe("Choose an interview date after today.");
  expect(checkInterviewDate("2026-11-25", now, "America/New_York")).toBeNull();
});

test("a date more than a year away is refused", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  expect(checkInterviewDate("2027-11-24", now, "UTC")).toBeNull();
  expect(checkInterviewDate("2027-11-25", now, "UTC")).toBe("Choose an interview date within a year.");
});

test("from 8 to 12 weeks the phases keep the Interview Guide's ranges", () => {
  for (let weeks = 8; weeks <= 12; weeks++) {
    const [preparation, practice, interview] = layOutPhases(weeks);
    expect(preparation + practice + interview).toBe(weeks);
    expect(preparation).toBeGreaterThanOrEqual(2);
    expect(preparation).toBeLessThanOrEqual(4);
    expect(practice).toBeGreaterThanOrEqual(4);
    expect(practice).toBeLessThanOrEqual(6);
    expect(interview).toBeGreaterThanOrEqual(2);
    expect(interview).toBeLessThanOrEqual(4);
  }
  expect(layOutPhases(8)).toEqual([2, 4, 2]);
  expect(layOutPhases(12)).toEqual([3, 6, 3]);
});

test("under 8 weeks the phases are compressed, the interview phase always last", () => {
  expect(layOutPhases(1)).toEqual([0, 0, 1]);
  expect(layOutPhases(2)).toEqual([0, 1, 1]);
  expect(layOutPhases(3)).toEqual([1, 1, 1]);
  expect(layOutPhases(5)).toEqual([1, 3, 1]);
  expect(layOutPhases(7)).toEqual([2, 3, 2]);
});

test("a long runway stretches preparation and keeps practice at 6 weeks", () => {
  expect(layOutPhases(20)).toEqual([10, 6, 4]);
});

test("a 12-week plan runs preparation, practice, interview in order, one week each seven days", () => {
  const plan = buildStudyPlan(BASE);
  expect(plan.weeks).toHaveLength(12);
  expect(phasesOf(BASE)).toEqual([
    ...Array(3).fill("preparation"),
    ...Array(6).fill("practice"),
    ...Array(3).fill("interview"),
  ]);
  expect(plan.weeks[0]).toMatchObject({ number: 1, startDate: "2026-11-24", endDate: "2026-11-30" });
  expect(plan.weeks.at(-1)).toMatchObject({ number: 12, startDate: "2027-02-09", endDate: "2027-02-15" });
});

test("sessions fall on the study days: from today, never on the interview day nor the rest day before it", () => {
  const { sessions } = buildStudyPlan({ ...BASE, today: "2026-12-10" });
  expect(sessions.length).toBeGreaterThan(0);
  expect(sessions.every((session) => session.date >= "2026-12-10")).toBe(true);
  expect(sessions.every((session) => session.date < "2027-02-15")).toBe(true);
  expect(sessions.map((session) => session.date)).toContain("2027-02-14");
});

test("the first week opens with a baseline mock interview", () => {
  const { weeks, sessions } = buildStudyPlan(BASE);
  expect(weeks[0]?.goals.interviews).toBe(1);
  expect(weeks[1]?.goals.interviews).toBe(0);
  expect(sessions.filter((session) => session.track === "interviews" && session.date <= "2026-11-30")).toHaveLength(1);
});

test("each week's sessions add up to its goals", () => {
  const { weeks, sessions } = buildStudyPlan(BASE);
  for (const week of weeks) {
    const inWeek = sessions.filter((session) => session.date >= week.startDate && session.date <= week.endDate);
    const problems = inWeek
      .filter((session) => session.track === "coding")
      .reduce((sum, session) => sum + Number(/(\d+) problem/.exec(session.title)?.[1]), 0);
    expect(problems, `week ${week.number}`).toBe(week.goals.coding);
    expect(inWeek.filter((session) => session.track === "interviews")).toHaveLength(week.goals.interviews);
    expect(inWeek.filter((session) => session.track === "system-design")).toHaveLength(week.goals["system-design"]);
    expect(inWeek.filter((session) => session.track === "reviews")).toHaveLength(week.goals.reviews);
  }
});

test("every session has a title, a duration and a description", () => {
  for (const session of buildStudyPlan(BASE).sessions) {
    expect(session.title.length).toBeGreaterThan(0);
    expect(session.minutes).toBeGreaterThan(0);
    expect(session.description).toMatch(/^Week \d+\. /);
  }
});

test("senior levels get more system design, and staff trade coding for it", () => {
  const engineer = getWeeklyGoals("practice", "software-engineer", "microsoft");
  const senior = getWeeklyGoals("practice", "senior-engineer", "microsoft");
  const staff = getWeeklyGoals("practice", "staff-engineer", "microsoft");
  expect(senior["system-design"]).toBeGreaterThan(engineer["system-design"]);
  expect(staff["system-design"]).toBeGreaterThan(engineer["system-design"]);
  expect(staff.coding).toBeLessThan(engineer.coding);
});

test("the target company tunes the goals: Google more coding, Netflix more design", () => {
  const neutral = getWeeklyGoals("practice", "software-engineer", "microsoft");
  expect(getWeeklyGoals("practice", "software-engineer", "google").coding).toBe(neutral.coding + 1);
  expect(getWeeklyGoals("practice", "software-engineer", "netflix")["system-design"]).toBe(
    neutral["system-design"] + 1,
  );
});

test("Amazon plans behavioral mock interviews first; senior levels rehearse design rounds", () => {
  const interviews = (input: StudyPlanInput) =>
    buildStudyPlan(input)
      .sessions.filter((session) => session.track === "interviews")
      .map((session) => session.title);
  expect(interviews({ ...BASE, company: "amazon" })[0]).toBe("Mock interview: behavioral");
  expect(interviews(BASE)).not.toContain("Mock interview: system design");
  expect(interviews({ ...BASE, roleLevel: "senior-engineer" })).toContain("Mock interview: system design");
});

test("a date 10 days away gives a short plan: practice, then the interview phase", () => {
  const plan = buildStudyPlan({ ...BASE, interviewDate: "2026-12-04" });
  expect(plan.weeks.map((week) => [week.phase, week.endDate])).toEqual([
    ["practice", "2026-11-30"],
    ["interview", "2026-12-03"],
  ]);
  // Two study days before the rest day get their share of a full interview week.
  expect(plan.weeks[1]?.goals).toEqual({ coding: 1, interviews: 1, "system-design": 0, reviews: 1 });
});

test("changing the date replans the same start: earlier weeks stay, the phases move", () => {
  const before = buildStudyPlan({ ...BASE, today: "2026-12-15" });
  const after = buildStudyPlan({ ...BASE, today: "2026-12-15", interviewDate: "2027-01-05" });
  expect(after.weeks[0]?.startDate).toBe(before.weeks[0]?.startDate);
  expect(after.weeks).toHaveLength(6);
  expect(after.weeks.at(-1)?.phase).toBe("interview");
  expect(after.sessions.every((session) => session.date >= "2026-12-15" && session.date < "2027-01-04")).toBe(true);
});

test("a plan whose interview has passed keeps its weeks and plans no session", () => {
  const plan = buildStudyPlan({ ...BASE, today: "2027-03-01" });
  expect(plan.weeks).toHaveLength(12);
  expect(plan.sessions).toEqual([]);
});

test("progress counts each item once per week, and nothing outside the weeks", () => {
  const weeks = [
    { startDate: "2026-11-24", endDate: "2026-11-30" },
    { startDate: "2026-12-01", endDate: "2026-12-07" },
  ];
  const progress = countWeeklyProgress(weeks, [
    { track: "coding", day: "2026-11-24", subject: "p1" },
    { track: "coding", day: "2026-11-26", subject: "p1" },
    { track: "coding", day: "2026-11-30", subject: "p2" },
    { track: "coding", day: "2026-12-01", subject: "p1" },
    { track: "reviews", day: "2026-12-07", subject: "log-1" },
    { track: "interviews", day: "2026-11-23", subject: "i1" },
    { track: "system-design", day: "2026-12-08", subject: "s1" },
  ]);
  expect(progress).toEqual([
    { coding: 2, interviews: 0, "system-design": 0, reviews: 0 },
    { coding: 1, interviews: 0, "system-design": 0, reviews: 1 },
  ]);
});

test("a session keeps its day and title as the days pass: later plans only drop the days gone by", () => {
  const first = buildStudyPlan(BASE).sessions;
  for (const today of ["2026-11-26", "2026-12-03", "2027-01-13"]) {
    const later = buildStudyPlan({ ...BASE, today }).sessions;
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((session) => session.date >= today)).toBe(true);
    expect(later).toEqual(first.filter((session) => session.date >= today));
  }
});
