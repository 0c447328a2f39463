import type { NextSession } from "./next-session";
import type { OverallReadiness, ReadinessTrack } from "./overall";

// The rule-based insights (no language model) shown when no AI provider is configured: the readiness,
// its strongest and weakest track and the next best session, all from the one readiness report, so
// they never contradict the dashboard, the Analytics Hub or the study plan.

const TRACK_NAMES: Record<ReadinessTrack, string> = {
  coding: "Coding",
  interviews: "Mock interviews",
  design: "System design",
};

type InsightsInput = {
  /** The readiness report's figures (as the server computes them or as JSON brings them). */
  readiness: { overall: OverallReadiness; weakest: readonly { summary: string; mastery: number }[] };
  nextSession: Pick<NextSession, "action" | "why">;
  currentStreak: number;
};

export function describeInsights({ readiness, nextSession, currentStreak }: InsightsInput): string[] {
  const { score, label, tracks } = readiness.overall;
  const ranked = (Object.keys(TRACK_NAMES) as ReadinessTrack[])
    .map((track) => ({ name: TRACK_NAMES[track], value: tracks[track] }))
    .sort((a, b) => b.value - a.value);
  const strongest = ranked[0];
  const weakest = ranked.at(-1);
  const insights = [
    `Your readiness is ${score}% (${label}): coding ${tracks.coding}%, mock interviews ${tracks.interviews}%, system design ${tracks.design}%.`,
  ];
  if (strongest && weakest && strongest.value > weakest.value) {
    insights.push(
      `${strongest.name} is your strongest track at ${strongest.value}%; ${weakest.name.toLowerCase()} is your weakest at ${weakest.value}%.`,
    );
  } else if (score > 0) {
    insights.push("Your three tracks are level.");
  }
  const [weakestArea] = readiness.weakest;
  if (weakestArea) insights.push(`Weakest area: ${weakestArea.summary} (${weakestArea.mastery}%).`);
  insights.push(`Next best session: ${nextSession.action}. ${nextSession.why}`);
  insights.push(
    currentStreak > 0
      ? `You are on a ${currentStreak}-day practice streak; practise today to keep it.`
      : "You have no practice streak right now; one session today starts a new one.",
  );
  return insights;
}
