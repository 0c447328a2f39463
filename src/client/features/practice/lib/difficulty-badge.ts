import type { Difficulty } from "@/shared/constants/practice-options";

const DIFFICULTY_BADGE_CLASSES: Record<Difficulty, string> = {
  easy: "bg-green-100 text-green-800",
  medium: "bg-yellow-100 text-yellow-800",
  hard: "bg-red-100 text-red-800",
};

/** Easy green, medium yellow, hard red: dark text on a pale fill keeps the contrast above 4.5:1. */
export function getDifficultyBadgeClasses(difficulty: Difficulty): string {
  return DIFFICULTY_BADGE_CLASSES[difficulty];
}
