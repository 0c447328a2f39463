import type { Complexity } from "@/shared/constants/practice-options";

const COMPLEXITY_BADGE_CLASSES: Record<Complexity, string> = {
  basic: "bg-green-100 text-green-800",
  intermediate: "bg-yellow-100 text-yellow-800",
  advanced: "bg-red-100 text-red-800",
};

/** Basic green, intermediate yellow, advanced red; dark text on a pale fill for contrast. */
export function getComplexityBadgeClasses(complexity: Complexity): string {
  return COMPLEXITY_BADGE_CLASSES[complexity];
}
