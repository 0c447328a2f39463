import { roundToTenth } from "@/shared/progress";

// Pure rules behind the Analytics Hub's figures (spec sections 2 and 9, DECISIONS.md).

/** Weekly Activity bar width in percent: problems / 10 (full at 10), never below 20% so a day stays visible. */
export function getWeeklyBarWidth(problems: number): number {
  return Math.min(100, Math.max(20, (problems / 10) * 100));
}

/** A stat card's hint: the spec's prompt while the value is 0, otherwise the real change against last week. */
export function getStatHint({
  value,
  thisWeek,
  previousWeek,
  zeroHint,
}: {
  value: number;
  thisWeek: number;
  previousWeek: number;
  zeroHint: string;
}): string {
  if (value === 0) return zeroHint;
  const change = roundToTenth(thisWeek - previousWeek);
  if (change === 0) return "No change vs last week";
  return `${change > 0 ? "+" : ""}${change} vs last week`;
}

export const SKILLS = [
  { key: "algorithms", label: "Algorithms" },
  { key: "systemDesign", label: "System Design" },
  { key: "dataStructures", label: "Data Structures" },
  { key: "coding", label: "Coding" },
] as const;

export type SkillKey = (typeof SKILLS)[number]["key"];

const PRACTICE_NEXT: Record<SkillKey, string> = {
  algorithms: "dynamic programming and graph problems in the Practice Arena",
  systemDesign: "a scenario in the System Design Lab or a system design mock interview",
  dataStructures: "array, string and tree problems in the Practice Arena",
  coding: "any coding problem in the Practice Arena",
};

/**
 * Insights computed from the user's own figures (no language model): the strongest and weakest
 * skill, the streak, and what to practise next.
 */
export function deriveInsights(analytics: {
  skillProgress: Record<SkillKey, number>;
  currentStreak: number;
  problemsSolved: number;
  interviewsCompleted: number;
}): string[] {
  const ranked = SKILLS.map((skill) => ({ ...skill, value: analytics.skillProgress[skill.key] })).sort(
    (a, b) => b.value - a.value,
  );
  const strongest = ranked[0];
  const weakest = ranked[ranked.length - 1];
  if (!strongest || !weakest || strongest.value === 0) {
    return [
      "You have not solved a problem or finished an interview yet, so there is nothing to compare.",
      `Start with ${PRACTICE_NEXT.coding}; your skills and streak fill in as you practise.`,
    ];
  }
  const insights = [
    `Your strongest skill is ${strongest.label} at ${strongest.value}%.`,
    weakest.value < strongest.value
      ? `${weakest.label} is your weakest skill at ${weakest.value}%.`
      : "Your four skills are level.",
    analytics.currentStreak > 0
      ? `You are on a ${analytics.currentStreak}-day practice streak; practise today to keep it.`
      : "You have no practice streak right now; one session today starts a new one.",
  ];
  insights.push(`Practise next: ${PRACTICE_NEXT[weakest.key]}.`);
  if (analytics.interviewsCompleted === 0) insights.push("You have not completed a mock interview yet; try one.");
  return insights;
}
