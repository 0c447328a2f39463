import {
  type Difficulty,
  INTERVIEW_TYPES,
  type InterviewType,
  PATTERN_LABELS,
  PATTERNS,
  type Pattern,
  TOPICS,
  type Topic,
} from "@/shared/constants/practice-options";
import { SOLVE_TARGET_MINUTES } from "@/shared/constants/solve-targets";
import {
  getOverallReadiness,
  getSkillProgress,
  getTrackAverages,
  type OverallReadiness,
  type ReadinessTrack,
  type SkillKey,
} from "./overall";

// Readiness per topic, per pattern, per interview type and for system design, computed from the
// user's own accepted submissions, interview scores and design scores, and from those areas the one
// overall figure (overall.ts, docs/readiness.md). Pure rules with the clock passed in, so every rule is
// tested with fixed dates.

const DAY_MS = 86_400_000;

/** One problem the user solved (its first accepted submission), with how that attempt went. */
export type SolvedProblem = {
  difficulty: Difficulty;
  topic: Topic;
  /** The library problem's pattern (by slug), or the generated one's; null when untagged. */
  pattern: Pattern | null;
  solvedAt: Date;
  /** The problem's timer at the accepted submission; null when the page did not send it. */
  solveSeconds: number | null;
  hintsRevealed: number;
  /** Submissions that failed before the accepted one. */
  failedSubmissions: number;
};

/** A finished interview or a reviewed design, with its score on the 1–5 scale. */
export type ScoredSession = { score: number; at: Date };

export type AreaKind = "topic" | "pattern" | "interview" | "design";

export type AreaReadiness = {
  kind: AreaKind;
  /** The topic, pattern or interview type; "system-design" for the lab. */
  key: string;
  label: string;
  /** 0–100. */
  mastery: number;
  /** Problems solved, interviews scored or designs scored. */
  count: number;
  lastAt: Date | null;
  /** The area in words: "Graphs: 2 solved, slow against target". */
  summary: string;
};

/** A problem's weight in its area: three medium problems solved cleanly and recently make 100%. */
export const DIFFICULTY_CREDIT: Record<Difficulty, number> = { easy: 0.5, medium: 1, hard: 1.5 };
export const AREA_GOAL_CREDIT = 3;
/** Interviews and designs: three scored sessions make the average count in full. */
export const SESSIONS_FOR_CONFIDENCE = 3;
/** Practice older than this starts to fade, halving every FADE_HALF_LIFE_DAYS, down to FADE_FLOOR. */
export const FRESH_DAYS = 14;
export const FADE_HALF_LIFE_DAYS = 60;
export const FADE_FLOOR = 0.4;

export const TOPIC_LABELS: Record<Topic, string> = {
  arrays: "Arrays",
  strings: "Strings",
  "dynamic-programming": "Dynamic programming",
  trees: "Trees",
  graphs: "Graphs",
  "system-design": "System design problems",
};

export const INTERVIEW_TYPE_LABELS: Record<InterviewType, string> = {
  technical: "Technical interviews",
  "system-design": "System design interviews",
  behavioral: "Behavioral interviews",
};

/** 1 for practice in the last FRESH_DAYS days, then halving every FADE_HALF_LIFE_DAYS, never below FADE_FLOOR. */
export function getRecencyFactor(at: Date, now: Date): number {
  const ageDays = Math.max(0, (now.getTime() - at.getTime()) / DAY_MS);
  if (ageDays <= FRESH_DAYS) return 1;
  return Math.max(FADE_FLOOR, 0.5 ** ((ageDays - FRESH_DAYS) / FADE_HALF_LIFE_DAYS));
}

/** The solve time against the difficulty's target (its upper bound); null without a time. */
export function getTimeRatio(problem: Pick<SolvedProblem, "difficulty" | "solveSeconds">): number | null {
  if (problem.solveSeconds == null) return null;
  return problem.solveSeconds / (SOLVE_TARGET_MINUTES[problem.difficulty].max * 60);
}

/**
 * How cleanly one problem was solved, 0.25–1: within the target time, without hints, first time.
 * Twice the target or more costs 0.3 (over it 0.15), each hint 0.15 (three at most), failed
 * submissions 0.1 each (three at most).
 */
export function getSolveQuality(problem: SolvedProblem): number {
  const ratio = getTimeRatio(problem);
  const timePenalty = ratio === null || ratio <= 1 ? 0 : ratio <= 2 ? 0.15 : 0.3;
  const hintPenalty = 0.15 * Math.min(3, problem.hintsRevealed);
  const failurePenalty = 0.1 * Math.min(3, problem.failedSubmissions);
  return Math.max(0.25, 1 - timePenalty - hintPenalty - failurePenalty);
}

/** Credit of one solved problem: its difficulty's weight × how cleanly × how recently. */
export function getProblemCredit(problem: SolvedProblem, now: Date): number {
  return DIFFICULTY_CREDIT[problem.difficulty] * getSolveQuality(problem) * getRecencyFactor(problem.solvedAt, now);
}

/** Mastery of a coding area: the credits of its solved problems against AREA_GOAL_CREDIT, at most 100. */
export function getCodingMastery(problems: SolvedProblem[], now: Date): number {
  const credit = problems.reduce((sum, problem) => sum + getProblemCredit(problem, now), 0);
  return Math.min(100, Math.round((credit / AREA_GOAL_CREDIT) * 100));
}

/**
 * Mastery from scored sessions: the recency-weighted mean score as a share of 5, scaled down while
 * there are fewer than SESSIONS_FOR_CONFIDENCE sessions (one good interview is not readiness).
 */
export function getScoredMastery(sessions: ScoredSession[], now: Date): number {
  if (sessions.length === 0) return 0;
  let weighted = 0;
  let weights = 0;
  for (const session of sessions) {
    const weight = getRecencyFactor(session.at, now);
    weighted += session.score * weight;
    weights += weight;
  }
  const confidence = Math.min(1, sessions.length / SESSIONS_FOR_CONFIDENCE);
  return Math.round((weighted / weights / 5) * 100 * confidence);
}

const latest = (dates: Date[]) => (dates.length === 0 ? null : new Date(Math.max(...dates.map((d) => d.getTime()))));
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
const roundTenth = (value: number) => Math.round(value * 10) / 10;

/** The main reason a coding area is weak, in words, or null when nothing stands out. */
function describeCodingWeakness(problems: SolvedProblem[], now: Date): string | null {
  const ratios = problems.map(getTimeRatio).filter((ratio): ratio is number => ratio !== null);
  const meanRatio = ratios.length ? ratios.reduce((a, b) => a + b, 0) / ratios.length : null;
  if (meanRatio !== null && meanRatio > 1) return "slow against target";
  const hints = problems.reduce((sum, problem) => sum + problem.hintsRevealed, 0);
  if (hints > 0) return `${plural(hints, "hint")} revealed`;
  const failures = problems.reduce((sum, problem) => sum + problem.failedSubmissions, 0);
  if (failures >= problems.length) return `${plural(failures, "failed submission")}`;
  const last = latest(problems.map((problem) => problem.solvedAt));
  if (last && now.getTime() - last.getTime() > FRESH_DAYS * DAY_MS) {
    return `last solved ${Math.floor((now.getTime() - last.getTime()) / DAY_MS)} days ago`;
  }
  if (problems.every((problem) => problem.difficulty === "easy")) return "only easy problems";
  return null;
}

function summarizeCoding(label: string, problems: SolvedProblem[], now: Date): string {
  if (problems.length === 0) return `${label}: not practised yet`;
  const weakness = describeCodingWeakness(problems, now);
  return `${label}: ${problems.length} solved${weakness ? `, ${weakness}` : ""}`;
}

function summarizeScored(label: string, sessions: ScoredSession[], noun: string): string {
  if (sessions.length === 0) return `${label}: not practised yet`;
  const mean = sessions.reduce((sum, session) => sum + session.score, 0) / sessions.length;
  return `${label}: ${plural(sessions.length, noun)}, average ${roundTenth(mean)}/5`;
}

export type ReadinessInput = {
  solved: SolvedProblem[];
  interviews: Record<InterviewType, ScoredSession[]>;
  designs: ScoredSession[];
  now: Date;
};

export type Readiness = {
  topics: AreaReadiness[];
  /** Only the patterns with at least one solved problem (most library problems are not tagged yet). */
  patterns: AreaReadiness[];
  interviews: AreaReadiness[];
  design: AreaReadiness;
  /** The three weakest of the topics, interview types and the design lab, weakest first. */
  weakest: AreaReadiness[];
  /** The one readiness figure: score 0–100, its label and the three tracks (overall.ts). */
  overall: OverallReadiness;
  /** The Analytics Hub's Skill Progress, in percent, from the same areas. */
  skills: Record<SkillKey, number>;
  /** The Average Score per track on 1–5, null where nothing is scored yet. */
  averages: Record<ReadinessTrack, number | null>;
};

function codingArea(kind: "topic" | "pattern", key: string, label: string, problems: SolvedProblem[], now: Date) {
  return {
    kind,
    key,
    label,
    mastery: getCodingMastery(problems, now),
    count: problems.length,
    lastAt: latest(problems.map((problem) => problem.solvedAt)),
    summary: summarizeCoding(label, problems, now),
  } satisfies AreaReadiness;
}

function scoredArea(kind: "interview" | "design", key: string, label: string, sessions: ScoredSession[], now: Date) {
  return {
    kind,
    key,
    label,
    mastery: getScoredMastery(sessions, now),
    count: sessions.length,
    lastAt: latest(sessions.map((session) => session.at)),
    summary: summarizeScored(label, sessions, kind === "design" ? "design scored" : "interview scored"),
  } satisfies AreaReadiness;
}

/**
 * Readiness in every area. The weakest are ranked by mastery, then the least practised, then the
 * longest untouched; an area never practised counts as 0%.
 */
export function computeReadiness({ solved, interviews, designs, now }: ReadinessInput): Readiness {
  const topics = TOPICS.map((topic) =>
    codingArea(
      "topic",
      topic,
      TOPIC_LABELS[topic],
      solved.filter((problem) => problem.topic === topic),
      now,
    ),
  );
  const patterns = PATTERNS.map((pattern) =>
    codingArea(
      "pattern",
      pattern,
      PATTERN_LABELS[pattern],
      solved.filter((problem) => problem.pattern === pattern),
      now,
    ),
  ).filter((area) => area.count > 0);
  const interviewAreas = INTERVIEW_TYPES.map((type) =>
    scoredArea("interview", type, INTERVIEW_TYPE_LABELS[type], interviews[type], now),
  );
  const design = scoredArea("design", "system-design", "System design lab", designs, now);
  const ranked = [...topics, ...interviewAreas, design];
  const weakest = [...ranked]
    .sort(
      (a, b) => a.mastery - b.mastery || a.count - b.count || (a.lastAt?.getTime() ?? 0) - (b.lastAt?.getTime() ?? 0),
    )
    .slice(0, 3);
  const overall = getOverallReadiness({ topics, interviews: interviewAreas, design });
  const averages = getTrackAverages({
    solveQualities: solved.map(getSolveQuality),
    interviewScores: Object.values(interviews).flatMap((sessions) => sessions.map((session) => session.score)),
    designScores: designs.map((session) => session.score),
  });
  const skills = getSkillProgress(ranked, overall);
  return { topics, patterns, interviews: interviewAreas, design, weakest, overall, skills, averages };
}
