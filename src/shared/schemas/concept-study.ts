import { z } from "zod";
import type { Complexity } from "@/shared/constants/practice-options";
import type { ConceptId } from "@/shared/design/concepts";
import { timeZoneSchema } from "@/shared/schemas/analytics";

// The Concept Library's API (GET /api/design/concepts, GET /api/design/concepts/study and
// POST /api/design/concepts/:id/study), shared by the server and the client.

/**
 * Reading a concept counts as study for the time its panel stayed open and visible, sent when it closes.
 * A glance shorter than this does not count; a concept counts at most the daily cap per calendar day
 * (reopening it the same day adds to that day's time), because the text takes a few minutes to read and a
 * panel left open is not study.
 */
export const CONCEPT_STUDY_MIN_SECONDS = 10;
export const CONCEPT_STUDY_MAX_SECONDS_PER_DAY = 15 * 60;
/** A reading longer than a day is a client error, not a long reading. */
const MAX_READING_SECONDS = 24 * 60 * 60;

/** POST /api/design/concepts/:id/study: how long the concept stayed open, and the user's time zone (its day). */
export const studyConceptInputSchema = z.object({
  seconds: z
    .number({ error: `seconds must be a whole number from 0 to ${MAX_READING_SECONDS}` })
    .int({ error: `seconds must be a whole number from 0 to ${MAX_READING_SECONDS}` })
    .min(0, { error: `seconds must be a whole number from 0 to ${MAX_READING_SECONDS}` })
    .max(MAX_READING_SECONDS, { error: `seconds must be a whole number from 0 to ${MAX_READING_SECONDS}` }),
  tz: timeZoneSchema.default("UTC"),
});
export type StudyConceptInput = z.input<typeof studyConceptInputSchema>;

/** Whole minutes of a day's study of one concept, as study hours count them (half a minute rounds up). */
export function toConceptStudyMinutes(seconds: number): number {
  return Math.round(seconds / 60);
}

/** One concept's study on one day, after a reading. */
export type ConceptStudyDay = {
  conceptId: ConceptId;
  /** "YYYY-MM-DD" in the user's time zone. */
  day: string;
  seconds: number;
  minutes: number;
  readings: number;
};

/** The user's study of the Concept Library: total minutes, and per concept studied. */
export type ConceptStudySummary = {
  minutes: number;
  concepts: { conceptId: ConceptId; minutes: number; lastStudiedAt: string }[];
};

/** A library scenario as the Concept Library lists it under a concept that it needs. */
export type ConceptScenario = { slug: string; title: string; complexity: Complexity; companies: string[] };
