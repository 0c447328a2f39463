import { roundToTenth } from "@/shared/progress";
import type { DesignPhaseId } from "@/shared/schemas/design-work";
import type { DiagramInput } from "./diagram";
import { findSinglePointOfFailure } from "./reliability-rules";
import type { DimensionScore, ReviewDimension } from "./review-dimensions";

// What takes the automatic review's overall score below the mean of its dimensions. The rubric
// (tests/calibration/RUBRIC.md) scores a design poor for a single machine in front of everything, for boxes
// without notes that explain a working flow, and for a broken guarantee, however neat the rest: a mean of seven
// dimensions let such designs through at 3 to 4.5. Measured on the labelled designs with
// `npm run review-design -- --set tests/calibration/designs`.

type Deduction = { reason: string; points: number; cap?: number };

/** Points a single point of failure, or notes too thin to explain the design, take off the dimensions' mean. */
export const DEDUCTION_POINTS = 1;
/** The most a design scores whose notes give up a safety mechanism: the rubric's "breaks a core guarantee". */
export const GIVEN_UP_SAFETY_CAP = 2;

/** The dimensions that read the notes; at or below THIN_NOTES_MEAN together, the notes explain no design. */
const NOTES_DIMENSIONS: ReadonlySet<ReviewDimension> = new Set(["requirements", "api", "data-model"]);
const THIN_NOTES_MEAN = 2;

/** What keeps data safe under failure and concurrency; giving one up ("without locks", "persistence turned off"). */
const SAFETY =
  "locks?|locking|transactions?|persistence|idempotency(?: keys?)?|validation|acknowledge?ments?|acks|replication|backups?|fsync|durability";
const GIVES_UP_SAFETY = new RegExp(
  `\\b(?:without|no|skip(?:ped|s)?|drop(?:ped|s)?|(?:do|does|did) not (?:need|use|add)|don't (?:need|use)|turn(?:ed)? off|disabled?)\\s+(?:\\w+\\s+){0,2}(?:${SAFETY})\\b|\\b(?:${SAFETY})\\s+(?:is |are )?(?:turned off|disabled|skipped|not needed)\\b|\\b(?:the )?clients? (?:is|are) trusted\\b`,
  "i",
);

/** Each deduction the design earns, with what was found. */
export function findDeductions(
  diagram: DiagramInput,
  phaseNotes: Partial<Record<DesignPhaseId, string>>,
  dimensions: readonly DimensionScore[],
): Deduction[] {
  const deductions: Deduction[] = [];
  const singlePoint = findSinglePointOfFailure(diagram);
  if (singlePoint)
    deductions.push({
      reason: `A single point of failure (−${DEDUCTION_POINTS}): ${singlePoint}`,
      points: DEDUCTION_POINTS,
    });
  const notes = dimensions.flatMap(({ dimension, score }) =>
    NOTES_DIMENSIONS.has(dimension) && score !== null ? [score] : [],
  );
  const mean = notes.length === 0 ? null : notes.reduce((sum, score) => sum + score, 0) / notes.length;
  if (mean !== null && mean <= THIN_NOTES_MEAN)
    deductions.push({
      reason: `Thin notes (−${DEDUCTION_POINTS}): the requirements, API and data model score ${roundToTenth(mean)} on average, too little to show how the design works.`,
      points: DEDUCTION_POINTS,
    });
  const givenUp = Object.values(phaseNotes)
    .map((text) => GIVES_UP_SAFETY.exec(text ?? "")?.[0])
    .find(Boolean);
  if (givenUp)
    deductions.push({
      reason: `A safety mechanism given up (at most ${GIVEN_UP_SAFETY_CAP}): the notes say “${givenUp}”. Unless something else keeps the scenario's guarantee, concurrent or failed requests break it; a reader should check.`,
      points: 0,
      cap: GIVEN_UP_SAFETY_CAP,
    });
  return deductions;
}

/** The dimensions' mean less each deduction's points, under each cap, one decimal, never below 1. */
export function applyDeductions(mean: number, deductions: readonly Deduction[]): number {
  const lowered = deductions.reduce((score, { points, cap }) => Math.min(score - points, cap ?? 5), mean);
  return Math.max(1, roundToTenth(lowered));
}
