import type { CodingPhase } from "@/shared/schemas/coding-interviews";

/** "44:59": the countdown as a clock. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

/** What the candidate's box asks for in each phase. */
export const MESSAGE_LABELS: Record<CodingPhase, string> = {
  clarify: "Your questions and your approach",
  code: "Think aloud while you code",
  complexity: "Time and space complexity, and how you would test it",
  "follow-ups": "Your answer to the follow-up",
};

/**
 * The button that moves the round on from each phase; none in the last (Finish is always there). The
 * follow-ups' button shows before the page knows of an Accepted Submit too: the server checks, and says why not.
 */
export const NEXT_PHASE_LABELS: Record<CodingPhase, string | null> = {
  clarify: "Start coding",
  code: "Done coding: discuss complexity",
  complexity: "On to the follow-ups",
  "follow-ups": null,
};
