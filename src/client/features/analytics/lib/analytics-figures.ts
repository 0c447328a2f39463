import { roundToTenth } from "@/shared/progress";
import type { SkillKey } from "@/shared/readiness/overall";

// Pure rules behind the Analytics Hub's figures (real figures: docs/product-decisions.md).

/** Weekly Activity bar width in percent: problems / 10 (full at 10), never below 20% so a day stays visible. */
export function getWeeklyBarWidth(problems: number): number {
  return Math.min(100, Math.max(20, (problems / 10) * 100));
}

/** A stat card's hint: the product's prompt while the value is 0, otherwise the real change against last week. */
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

/** The product's Skill Progress list, in its order; the figures are the readiness's (shared/readiness/overall.ts). */
export const SKILLS = [
  { key: "algorithms", label: "Algorithms" },
  { key: "systemDesign", label: "System Design" },
  { key: "dataStructures", label: "Data Structures" },
  { key: "coding", label: "Coding" },
] as const satisfies readonly { key: SkillKey; label: string }[];
