import type { Difficulty } from "@/shared/constants/practice-options";
import { SOLVE_TARGET_MINUTES } from "@/shared/constants/solve-targets";

/** "Target 15–20 min" for an easy problem. */
export function formatSolveTarget(difficulty: Difficulty): string {
  const { min, max } = SOLVE_TARGET_MINUTES[difficulty];
  return `Target ${min}–${max} min`;
}

/** Where the elapsed time stands against the target: under it, inside its range, or past its end. */
export function getTargetStatus(difficulty: Difficulty, totalSeconds: number): "under" | "within" | "over" {
  const { min, max } = SOLVE_TARGET_MINUTES[difficulty];
  if (totalSeconds < min * 60) return "under";
  return totalSeconds <= max * 60 ? "within" : "over";
}
