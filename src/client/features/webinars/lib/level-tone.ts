export type LevelTone = "green" | "yellow" | "red" | "grey";

/** Badge colour of a webinar level: Beginner green, Intermediate yellow, Advanced red, other grey. */
export function getLevelTone(level: string): LevelTone {
  if (level === "Beginner") return "green";
  if (level === "Intermediate") return "yellow";
  if (level === "Advanced") return "red";
  return "grey";
}

export const LEVEL_TONE_CLASSES: Record<LevelTone, string> = {
  green: "bg-green-100 text-green-800",
  yellow: "bg-yellow-100 text-yellow-800",
  red: "bg-red-100 text-red-800",
  grey: "bg-slate-100 text-slate-700",
};
