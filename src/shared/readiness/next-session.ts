import type { Difficulty } from "@/shared/constants/practice-options";
import type { AreaReadiness, Readiness } from "./mastery";

// The dashboard's "Next best session", the one thing to do now and why, picked by
// fixed rules from the user's due reviews and readiness.

const DAY_MS = 86_400_000;
/** An interview type or the design lab not practised for this long is stale. */
export const STALE_DAYS = 10;
/** Due reviews win over new practice once there are this many. */
export const REVIEWS_FIRST_AT = 1;

export type NextSessionTarget = "spaced-repetition" | "practice" | "interviews" | "system-design";

export type NextSession = {
  target: NextSessionTarget;
  /** The one action, e.g. "Review 4 due cards (~12 min)". */
  action: string;
  /** One line: why this, now. */
  why: string;
  /** For practice: the difficulty and topic to generate; for interviews: the type. */
  difficulty?: Difficulty;
  topic?: string;
  interviewType?: string;
};

/** The difficulty that stretches an area: easy to start, medium to build, hard once past 70%. */
export function pickDifficulty(area: Pick<AreaReadiness, "count" | "mastery">): Difficulty {
  if (area.count === 0) return "easy";
  return area.mastery >= 70 ? "hard" : "medium";
}

function daysSince(at: Date | null, now: Date): number | null {
  return at ? Math.floor((now.getTime() - at.getTime()) / DAY_MS) : null;
}

function describeGap(area: AreaReadiness, now: Date): string {
  const days = daysSince(area.lastAt, now);
  if (days === null) return "never practised yet";
  if (days >= STALE_DAYS) return `not practised in ${days} days`;
  return `your weakest area at ${area.mastery}%`;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");

/**
 * The rules, in order: 1. due review cards first (forgetting is the costliest loss); 2. otherwise the
 * weakest area, with the weakest practised pattern standing in for a coding topic when there is one.
 */
export function pickNextSession({
  due,
  readiness,
  now,
}: {
  due: { total: number; minutes: number };
  readiness: Readiness;
  now: Date;
}): NextSession {
  if (due.total >= REVIEWS_FIRST_AT) {
    return {
      target: "spaced-repetition",
      action: `Review ${due.total} due card${due.total === 1 ? "" : "s"} (~${Math.max(1, due.minutes)} min)`,
      why: "They are due today: a review now keeps what you solved from fading.",
    };
  }
  const weakest = readiness.weakest[0];
  if (!weakest || weakest.kind === "topic" || weakest.kind === "pattern") {
    const topic = weakest ?? readiness.topics[0];
    const pattern = [...readiness.patterns].sort((a, b) => a.mastery - b.mastery)[0];
    const area = pattern && pattern.mastery <= (topic?.mastery ?? 0) ? pattern : topic;
    if (!area) throw new Error("Readiness has no coding topic");
    const difficulty = pickDifficulty(area);
    const noun = area.kind === "pattern" ? "pattern" : "topic";
    return {
      target: "practice",
      action: `Solve ${article(difficulty)} ${difficulty} ${area.label} problem`,
      why:
        area.count === 0
          ? `${area.label} is not practised yet — your weakest ${noun}.`
          : `Your weakest ${noun}: ${area.summary.slice(area.label.length + 2)}.`,
      difficulty,
      ...(area.kind === "topic" ? { topic: area.key } : {}),
    };
  }
  if (weakest.kind === "interview") {
    const type = weakest.label.replace(/ interviews$/, "").toLowerCase();
    return {
      target: "interviews",
      action: `Take ${article(type)} ${type} mock interview`,
      why: `${weakest.label}: ${describeGap(weakest, now)}.`,
      interviewType: weakest.key,
    };
  }
  return {
    target: "system-design",
    action: "Design a system in the System Design Lab and have it reviewed",
    why: `System design: ${describeGap(weakest, now)}.`,
  };
}
