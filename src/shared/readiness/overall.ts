import { getMeanScore } from "@/shared/progress";

// The one readiness figure (docs/readiness.md): the three tracks of a loop — coding, mock interviews,
// system design — each 0–100 from its areas' mastery (mastery.ts), weighed into one score with one
// label. The dashboard, the Analytics Hub, the study plan and the next best session all show this.

export type ReadinessTrack = "coding" | "interviews" | "design";

/** How much each track weighs: coding rounds are most of a loop; interviews and design share the rest. */
const TRACK_WEIGHTS: Record<ReadinessTrack, number> = { coding: 0.5, interviews: 0.25, design: 0.25 };

/** The label of a score: the highest level whose `from` it reaches (0 alone is "Not started"). */
const READINESS_LEVELS = [
  { from: 85, label: "Interview ready" },
  { from: 70, label: "Nearly ready" },
  { from: 40, label: "Building" },
  { from: 1, label: "Getting started" },
  { from: 0, label: "Not started" },
] as const;

export type ReadinessLabel = (typeof READINESS_LEVELS)[number]["label"];

export type OverallReadiness = {
  /** 0–100: the tracks weighed by TRACK_WEIGHTS. */
  score: number;
  label: ReadinessLabel;
  /** Each track 0–100. */
  tracks: Record<ReadinessTrack, number>;
};

type Area = { key: string; mastery: number };

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

export function getReadinessLabel(score: number): ReadinessLabel {
  return READINESS_LEVELS.find((level) => score >= level.from)?.label ?? "Not started";
}

/**
 * The overall readiness from the areas: coding is the mean of the coding topics, interviews the mean
 * of the interview types, design the System Design Lab; an area never practised counts as 0.
 */
export function getOverallReadiness({
  topics,
  interviews,
  design,
}: {
  topics: readonly Area[];
  interviews: readonly Area[];
  design: Area;
}): OverallReadiness {
  const tracks = {
    coding: clampPercent(mean(topics.map((area) => area.mastery))),
    interviews: clampPercent(mean(interviews.map((area) => area.mastery))),
    design: clampPercent(design.mastery),
  };
  const score = clampPercent(
    (Object.keys(TRACK_WEIGHTS) as ReadinessTrack[]).reduce(
      (sum, track) => sum + tracks[track] * TRACK_WEIGHTS[track],
      0,
    ),
  );
  return { score, label: getReadinessLabel(score), tracks };
}

export type SkillKey = "algorithms" | "systemDesign" | "dataStructures" | "coding";

/** The Analytics Hub's Skill Progress groups (the product's four skills), as areas of the readiness. */
const SKILL_AREAS: Record<Exclude<SkillKey, "coding">, string[]> = {
  algorithms: ["topic:dynamic-programming", "topic:graphs"],
  dataStructures: ["topic:arrays", "topic:strings", "topic:trees"],
  systemDesign: ["design:system-design", "interview:system-design", "topic:system-design"],
};

/** Skill Progress in percent: each skill the mean of its areas' mastery; Coding is the coding track. */
export function getSkillProgress(
  areas: readonly (Area & { kind: string })[],
  overall: OverallReadiness,
): Record<SkillKey, number> {
  const masteryOf = new Map(areas.map((area) => [`${area.kind}:${area.key}`, area.mastery]));
  const skill = (keys: string[]) => clampPercent(mean(keys.map((key) => masteryOf.get(key) ?? 0)));
  return {
    algorithms: skill(SKILL_AREAS.algorithms),
    systemDesign: skill(SKILL_AREAS.systemDesign),
    dataStructures: skill(SKILL_AREAS.dataStructures),
    coding: overall.tracks.coding,
  };
}

/** The quality of one solve (0.25–1, mastery.ts) on the 1–5 scale of interview and design scores. */
const QUALITY_TO_SCORE = 5;

/**
 * The Average Score per track, each on 1–5 and never mixed: coding the mean solve quality × 5 (5 is
 * within the target time, no hint, accepted first time), interviews the mean interview score, design
 * the mean design score; null for a track with nothing scored.
 */
export function getTrackAverages({
  solveQualities,
  interviewScores,
  designScores,
}: {
  solveQualities: readonly number[];
  interviewScores: readonly number[];
  designScores: readonly number[];
}): Record<ReadinessTrack, number | null> {
  return {
    coding: getMeanScore(solveQualities.map((quality) => quality * QUALITY_TO_SCORE)),
    interviews: getMeanScore(interviewScores),
    design: getMeanScore(designScores),
  };
}
