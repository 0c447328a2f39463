import { getInstallSettings } from "@/server/lib/install-settings";
import { getAiLabels } from "@/shared/ai-labels";
import type { DayKey } from "@/shared/calendar-days";
import type { TimedEvent } from "./streaks";

export type Achievement = {
  title: string;
  description: string;
  /** ISO time the achievement was earned. */
  date: string;
  type: "welcome" | "problem" | "interview" | "streak";
};

/**
 * The welcome achievement, earned at sign-up: the product's "AI-powered" description
 * only where the install has a model (src/shared/ai-labels.ts).
 */
export function getWelcomeAchievement() {
  return {
    type: "welcome",
    title: "Welcome to PrepPilot!",
    description: getAiLabels(getInstallSettings().hasAiProvider).welcomeDescription,
  } as const;
}

const STREAK_ACHIEVEMENTS = [
  { length: 3, title: "3-Day Streak", description: "You practiced 3 days in a row." },
  { length: 7, title: "7-Day Streak", description: "You practiced 7 days in a row." },
] as const;

export const STREAK_MILESTONES = STREAK_ACHIEVEMENTS.map((achievement) => achievement.length);

/** An interview scored at least this (evaluated, or self-rated where not evaluated) earns "Strong Interview". */
export const STRONG_INTERVIEW_SCORE = 4;

/**
 * Every achievement earned so far, newest first: welcome (sign-up), the first problem solved, the
 * first interview completed, the first interview scored 4 or more, and the first 3-day and 7-day
 * practice streaks (dated at the first practice of the day the streak was reached).
 */
export function listAchievements({
  events,
  interviewScores,
  signedUpAt,
  practiceDays,
  streakMilestones,
}: {
  events: readonly TimedEvent[];
  /** Each scored interview's score (see getInterviewScores) and when it was given. */
  interviewScores: readonly { score: number; at: Date }[];
  signedUpAt: Date;
  practiceDays: ReadonlyMap<DayKey, Date>;
  streakMilestones: ReadonlyMap<number, DayKey>;
}): Achievement[] {
  const earned: { at: Date; achievement: Omit<Achievement, "date"> }[] = [
    { at: signedUpAt, achievement: getWelcomeAchievement() },
  ];
  const firstOf = (kind: string) =>
    events.filter((event) => event.kind === kind).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0];

  const firstProblem = firstOf("problem_solved");
  if (firstProblem) {
    earned.push({
      at: firstProblem.createdAt,
      achievement: {
        type: "problem",
        title: "First Problem Solved",
        description: "You solved your first coding problem.",
      },
    });
  }
  const firstInterview = firstOf("interview_completed");
  if (firstInterview) {
    earned.push({
      at: firstInterview.createdAt,
      achievement: {
        type: "interview",
        title: "First Mock Interview",
        description: "You completed your first mock interview.",
      },
    });
  }
  const strong = interviewScores
    .filter(({ score }) => score >= STRONG_INTERVIEW_SCORE)
    .sort((a, b) => a.at.getTime() - b.at.getTime())[0];
  if (strong) {
    earned.push({
      at: strong.at,
      achievement: {
        type: "interview",
        title: "Strong Interview",
        description: `A mock interview scored ${STRONG_INTERVIEW_SCORE} or more out of 5.`,
      },
    });
  }
  for (const { length, title, description } of STREAK_ACHIEVEMENTS) {
    const day = streakMilestones.get(length);
    const at = day ? practiceDays.get(day) : undefined;
    if (at) earned.push({ at, achievement: { type: "streak", title, description } });
  }
  return earned
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .map(({ at, achievement }) => ({ ...achievement, date: at.toISOString() }));
}
