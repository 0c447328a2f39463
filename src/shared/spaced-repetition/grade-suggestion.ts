// After each attempt the user grades a review card; PrepPilot suggests the grade from the
// facts of the attempt so that one click accepts it. Pure rules, no clock, no database.

export const REVIEW_TRACKS = ["coding", "interviews", "system_design"] as const;
export type ReviewTrack = (typeof REVIEW_TRACKS)[number];

export const REVIEW_GRADES = ["again", "hard", "good", "easy"] as const;
export type ReviewGrade = (typeof REVIEW_GRADES)[number];

export type AttemptFacts = {
  track: ReviewTrack;
  /** Seconds the attempt took; with targetSeconds, compared against the target. */
  seconds?: number | null;
  targetSeconds?: number | null;
  hintsRevealed?: number;
  /** Failed submissions before the accepted one. */
  failedSubmissions?: number;
  /** An evaluation's score on the 1–5 scale (interviews, designs). */
  score?: number | null;
  gaveUp?: boolean;
};

export type GradeSuggestion = { grade: ReviewGrade; reason: string };

/** Again / Hard / Good / Easy from a score on the 1–5 scale. */
function gradeFromScore(score: number): ReviewGrade {
  if (score < 2.5) return "again";
  if (score < 3.5) return "hard";
  if (score < 4.5) return "good";
  return "easy";
}

/**
 * The grade the facts suggest, with the main reason. Giving up is always Again; a score decides for
 * evaluated work; a solved problem starts from Good and loses a step for slowness, hints and failures.
 */
export function suggestGrade(facts: AttemptFacts): GradeSuggestion {
  if (facts.gaveUp) return { grade: "again", reason: "You gave up and saw the solution." };
  if (facts.track !== "coding") {
    if (facts.score == null) return { grade: "good", reason: "No score yet: Good is the usual grade." };
    const score = Math.round(facts.score * 10) / 10;
    return { grade: gradeFromScore(facts.score), reason: `The evaluation scored ${score} out of 5.` };
  }
  const hints = facts.hintsRevealed ?? 0;
  const failures = facts.failedSubmissions ?? 0;
  const ratio = facts.seconds != null && facts.targetSeconds ? facts.seconds / facts.targetSeconds : null;
  const penalties: { points: number; reason: string }[] = [];
  if (ratio !== null && ratio > 1) {
    const points = ratio > 2 ? 2 : 1;
    penalties.push({ points, reason: `It took ${Math.round(ratio * 100)}% of the target time.` });
  }
  if (hints > 0) penalties.push({ points: Math.min(hints, 2), reason: `You revealed ${plural(hints, "hint")}.` });
  if (failures > 0)
    penalties.push({ points: failures >= 3 ? 2 : 1, reason: `${plural(failures, "failed submission")} first.` });
  const points = penalties.reduce((sum, { points }) => sum + points, 0);
  if (points === 0) {
    if (ratio !== null && ratio <= 0.5)
      return { grade: "easy", reason: "Accepted first time, without hints, in half the target time." };
    return { grade: "good", reason: "Accepted without hints or failed submissions, within the target time." };
  }
  const main = [...penalties].sort((a, b) => b.points - a.points)[0]?.reason ?? "";
  return { grade: points >= 4 ? "again" : "hard", reason: main };
}

function plural(count: number, noun: string) {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
