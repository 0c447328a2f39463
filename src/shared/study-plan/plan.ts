import { addDays, countDaysBetween, type DayKey, toDayKey } from "@/shared/calendar-days";
import type { InterviewType, RoleLevel } from "@/shared/constants/practice-options";
import { STUDY_TRACKS, type StudyPhase, type StudyPlanCompany, type StudyTrack } from "./tracks";

// The weeks from the day a plan starts to the interview, laid out in the Interview
// Guide's three phases (preparation 2-4 weeks, practice 4-6, interview 2-4), with weekly goals per
// track and the sessions still to do. Pure: the caller gives the days in the user's time zone.

export type StudyPlanInput = {
  /** The plan's first day: the day it was first saved, in the user's time zone. */
  startDate: DayKey;
  /** The user's today: sessions are planned from it on; earlier weeks keep their goals. */
  today: DayKey;
  interviewDate: DayKey;
  company: StudyPlanCompany;
  roleLevel: RoleLevel;
};

export type TrackCounts = Record<StudyTrack, number>;

export type StudyWeek = {
  /** 1 for the first week. */
  number: number;
  startDate: DayKey;
  /** The week's last day: the seventh, or the day before the interview. */
  endDate: DayKey;
  phase: StudyPhase;
  /** Problems solved, mock interviews finished, designs reviewed, and review sessions (days with grades). */
  goals: TrackCounts;
};

export type StudySession = {
  date: DayKey;
  track: StudyTrack;
  title: string;
  minutes: number;
  description: string;
};

export type StudyPlan = { weeks: StudyWeek[]; sessions: StudySession[] };

/** A plan reaches at most a year ahead; the interview day itself is never a study day. */
export const MAX_PLAN_DAYS = 365;

/** Why an interview date cannot be planned for, or null when it can. `now` is read in `timeZone`. */
export function checkInterviewDate(interviewDate: DayKey, now: Date, timeZone: string): string | null {
  const today = toDayKey(now, timeZone);
  if (interviewDate <= today) return "Choose an interview date after today.";
  if (countDaysBetween(today, interviewDate) > MAX_PLAN_DAYS) return "Choose an interview date within a year.";
  return null;
}

/**
 * How many weeks each phase gets, in order preparation, practice, interview. From 8 weeks on, the
 * Guide's ranges: the interview phase a quarter of the plan (2 to 4 weeks), practice up to 6 weeks,
 * preparation the rest (it absorbs a long runway at the same steady pace). Under 8 weeks the phases
 * are compressed: the interview phase keeps the last week (two from 6 weeks on), practice keeps the
 * most weeks, and preparation shrinks to one week from 3 weeks on (two at 7) and disappears below 3.
 */
export function layOutPhases(weekCount: number): [number, number, number] {
  if (weekCount >= 8) {
    const interview = Math.min(4, Math.max(2, Math.floor(weekCount / 4)));
    const practice = Math.min(6, weekCount - interview - 2);
    return [weekCount - interview - practice, practice, interview];
  }
  const interview = weekCount >= 6 ? 2 : Math.min(1, weekCount);
  const preparation = weekCount >= 7 ? 2 : weekCount >= 3 ? 1 : 0;
  return [preparation, weekCount - interview - preparation, interview];
}

/** A full week's goals per phase, for a software engineer with no company focus. */
const BASE_GOALS: Record<StudyPhase, TrackCounts> = {
  preparation: { coding: 4, interviews: 0, "system-design": 1, reviews: 3 },
  practice: { coding: 6, interviews: 2, "system-design": 1, reviews: 4 },
  interview: { coding: 3, interviews: 3, "system-design": 1, reviews: 5 },
};

/** What a company's loop leans on: more algorithms, more design, or behavioral rounds first. */
const COMPANY_FOCUS: Record<StudyPlanCompany, "coding" | "system-design" | "behavioral" | null> = {
  google: "coding",
  meta: "coding",
  amazon: "behavioral",
  microsoft: null,
  apple: null,
  netflix: "system-design",
};

/** The mock interview types a level rotates through: senior and up practise design rounds. */
const INTERVIEW_ROTATION: Record<RoleLevel, InterviewType[]> = {
  "software-engineer": ["technical", "behavioral", "technical"],
  "senior-engineer": ["technical", "system-design", "behavioral"],
  "staff-engineer": ["system-design", "technical", "behavioral"],
  "engineering-manager": ["behavioral", "system-design", "technical"],
};

/** A week's goals for the phase, level and company, before scaling to a short week. */
export function getWeeklyGoals(phase: StudyPhase, roleLevel: RoleLevel, company: StudyPlanCompany): TrackCounts {
  const goals = { ...BASE_GOALS[phase] };
  const isLate = phase !== "preparation";
  // Senior loops weigh design more; staff and managers trade coding for it.
  if (roleLevel === "senior-engineer" && isLate) goals["system-design"] += 1;
  if (roleLevel === "staff-engineer" || roleLevel === "engineering-manager") {
    goals["system-design"] += 1;
    if (isLate) goals.coding -= roleLevel === "staff-engineer" ? 1 : 2;
  }
  const focus = COMPANY_FOCUS[company];
  if (focus === "coding" && isLate) goals.coding += 1;
  if (focus === "system-design" && isLate) goals["system-design"] += 1;
  return goals;
}

function getInterviewRotation(roleLevel: RoleLevel, company: StudyPlanCompany): InterviewType[] {
  const rotation = INTERVIEW_ROTATION[roleLevel];
  // Amazon's Leadership Principles questions come in every round: behavioral goes first.
  return COMPANY_FOCUS[company] === "behavioral"
    ? ["behavioral", ...rotation.filter((type) => type !== "behavioral")]
    : rotation;
}

export function buildStudyPlan(input: StudyPlanInput): StudyPlan {
  const { startDate, today, interviewDate, company, roleLevel } = input;
  const planDays = Math.max(0, countDaysBetween(startDate, interviewDate));
  // The day before the interview is for rest (the Guide's last task), unless it is the only day.
  const restDay = planDays > 1 ? addDays(interviewDate, -1) : null;
  const weekCount = Math.ceil(planDays / 7);
  const [preparation, practice] = layOutPhases(weekCount);
  const rotation = getInterviewRotation(roleLevel, company);
  const weeks: StudyWeek[] = [];
  const sessions: StudySession[] = [];
  for (let index = 0; index < weekCount; index++) {
    const phase: StudyPhase =
      index < preparation ? "preparation" : index < preparation + practice ? "practice" : "interview";
    const weekStart = addDays(startDate, index * 7);
    const days = Array.from({ length: Math.min(7, planDays - index * 7) }, (_, day) => addDays(weekStart, day));
    const studyDays = days.filter((day) => day !== restDay);
    const full = getWeeklyGoals(phase, roleLevel, company);
    // The plan opens with a baseline mock interview (the Guide's preparation phase).
    if (index === 0 && full.interviews === 0) full.interviews = 1;
    const goals = scaleGoals(full, studyDays.length);
    const week = { number: index + 1, startDate: weekStart, endDate: days.at(-1) ?? weekStart, phase, goals };
    weeks.push(week);
    sessions.push(...planWeekSessions(week, studyDays, rotation, sessions));
  }
  // Every session keeps its day and title whatever today is (the calendar file and the interview
  // reminder name the same ones); the plan shows those still to do.
  return { weeks, sessions: sessions.filter((session) => session.date >= today) };
}

/** A short week (the first or last) gets its share of a full week's goals. */
function scaleGoals(goals: TrackCounts, studyDays: number): TrackCounts {
  if (studyDays >= 7) return goals;
  const scaled = Object.fromEntries(
    STUDY_TRACKS.map((track) => [track, Math.round((goals[track] * studyDays) / 7)]),
  ) as TrackCounts;
  // A baseline or loop interview still happens in a short week with a few days left.
  if (goals.interviews > 0 && scaled.interviews === 0 && studyDays >= 2) scaled.interviews = 1;
  return scaled;
}

const PROBLEMS_PER_SESSION = 2;
const MINUTES_PER_PROBLEM = 30;

const PHASE_FOCUS: Record<StudyPhase, string> = {
  preparation: "Preparation: build the foundations (core data structures, Big-O) and a routine you can keep.",
  practice: "Practice: solve problems by pattern, practise system design out loud and rehearse your stories.",
  interview: "Interview: company-specific mock loops and your weakest topics only.",
};

const INTERVIEW_LABELS: Record<InterviewType, string> = {
  technical: "technical",
  behavioral: "behavioral",
  "system-design": "system design",
};

/**
 * The sessions of one week's goals on its remaining study days: coding in blocks of two problems, one
 * session per mock interview, per design and per review block, interleaved by track and spread over
 * the days in turn.
 */
function planWeekSessions(
  week: StudyWeek,
  days: DayKey[],
  rotation: InterviewType[],
  earlier: StudySession[],
): StudySession[] {
  if (days.length === 0) return [];
  const context = `Week ${week.number}. ${PHASE_FOCUS[week.phase]}`;
  const interviewsSoFar = earlier.filter((session) => session.track === "interviews").length;
  const byTrack: Omit<StudySession, "date">[][] = [
    Array.from({ length: Math.ceil(week.goals.coding / PROBLEMS_PER_SESSION) }, (_, block) => {
      const problems = Math.min(PROBLEMS_PER_SESSION, week.goals.coding - block * PROBLEMS_PER_SESSION);
      return {
        track: "coding",
        title: `Coding practice: ${problems} ${problems === 1 ? "problem" : "problems"}`,
        minutes: problems * MINUTES_PER_PROBLEM,
        description: `${context} Solve ${problems === 1 ? "a problem" : `${problems} problems`} in the Practice Arena; one counts once a submission passes every test.`,
      };
    }),
    Array.from({ length: week.goals.interviews }, (_, number) => {
      const type = rotation[(interviewsSoFar + number) % rotation.length] ?? "technical";
      return {
        track: "interviews",
        title: `Mock interview: ${INTERVIEW_LABELS[type]}`,
        minutes: 45,
        description: `${context} Start a ${INTERVIEW_LABELS[type]} mock interview and finish all five questions.`,
      };
    }),
    Array.from({ length: week.goals["system-design"] }, () => ({
      track: "system-design",
      title: "System design: one scenario",
      minutes: 60,
      description: `${context} Design a scenario in the System Design Lab and have it reviewed.`,
    })),
    Array.from({ length: week.goals.reviews }, () => ({
      track: "reviews",
      title: "Spaced repetition reviews",
      minutes: 20,
      description: `${context} Grade the cards due today on the dashboard.`,
    })),
  ];
  const interleaved: Omit<StudySession, "date">[] = [];
  const longest = Math.max(...byTrack.map((list) => list.length));
  for (let turn = 0; turn < longest; turn++) {
    for (const list of byTrack) {
      const session = list[turn];
      if (session) interleaved.push(session);
    }
  }
  return interleaved.map((session, position) => ({ date: days[position % days.length] ?? week.startDate, ...session }));
}

/**
 * Progress against the goals: what was done each week, from stored activity. Each item counts once
 * per week (a problem accepted twice in a week is one problem solved); items outside the plan count
 * in no week.
 */
export function countWeeklyProgress(
  weeks: Pick<StudyWeek, "startDate" | "endDate">[],
  activity: { track: StudyTrack; day: DayKey; subject: string }[],
): TrackCounts[] {
  return weeks.map((week) => {
    const seen = new Set<string>();
    const counts: TrackCounts = { coding: 0, interviews: 0, "system-design": 0, reviews: 0 };
    for (const { track, day, subject } of activity) {
      const key = `${track}\u0000${subject}`;
      if (day < week.startDate || day > week.endDate || seen.has(key)) continue;
      seen.add(key);
      counts[track] += 1;
    }
    return counts;
  });
}
