import type { Difficulty } from "./practice-options";

/**
 * How long a problem should take in an interview, by difficulty: the problem page's timer
 * shows it beside the elapsed time so the user can practise pacing, not just correctness.
 */
export const SOLVE_TARGET_MINUTES: Record<Difficulty, { min: number; max: number }> = {
  easy: { min: 15, max: 20 },
  medium: { min: 25, max: 30 },
  hard: { min: 40, max: 60 },
};
