// What a user did, as recorded in activity_events. Every statistic of the workspace (dashboard
// cards, Analytics Hub, streaks, achievements) is derived from these events; nothing is counted twice.

export const ACTIVITY_KINDS = [
  "signed_up",
  "problem_generated",
  "problem_started",
  "problem_solved",
  "interview_started",
  "interview_completed",
  /** Every answer of a finished interview evaluated: details.score is the evaluations' mean. */
  "interview_evaluated",
  "scenario_generated",
  "scenario_studied",
  /** A design's automatic review (details.score; durationMinutes when it is the scenario's first review). */
  "design_reviewed",
  /** A design's AI review done (details.score), which outranks the automatic review's score. */
  "design_ai_reviewed",
  /** A concept of the System Design Lab's Concept Library read (durationMinutes: the minutes it added). */
  "concept_studied",
  /** A review card graded: details.title, and the grade in details.grade. */
  "review_done",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * The kinds that count as practice for a streak: a problem attempted or solved, an interview, a
 * scenario worked on, a concept read. Signing up or opening the app is not practice, nor is generating a
 * problem (it has a Start of its own); a scenario has no Start, so generating one is working on it.
 */
export const PRACTICE_KINDS: readonly ActivityKind[] = [
  "problem_started",
  "problem_solved",
  "interview_started",
  "interview_completed",
  "scenario_generated",
  "scenario_studied",
  "design_reviewed",
  "concept_studied",
  "review_done",
];

export function isPracticeKind(kind: string): boolean {
  return (PRACTICE_KINDS as readonly string[]).includes(kind);
}

/**
 * Optional facts an event carries (activity_events.details). Features fill what they know:
 * durationMinutes on problem_solved, interview_completed, and on scenario_studied or design_reviewed,
 * whichever is the scenario's first review, and on concept_studied (study hours);
 * score on interview_completed (the self-ratings' mean) and interview_evaluated (the evaluations' mean,
 * which replaces it), scenario_studied (the self-rating), design_reviewed and design_ai_reviewed (a design's
 * scores: AI over automatic over self-rating), on the 1–5 scale;
 * topic on problem events (skill progress); interviewType on interview events; title for lists.
 */
export type ActivityDetails = {
  durationMinutes?: number;
  score?: number;
  topic?: string;
  interviewType?: string;
  title?: string;
  grade?: string;
};
