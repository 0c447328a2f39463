import { and, eq } from "drizzle-orm";
import type { Library } from "@/server/content/load-library";
import type { Database } from "@/server/db/client";
import { conceptStudy } from "@/server/db/schema/design";
import { createReviewCard } from "@/server/features/spaced-repetition";
import { recordActivity } from "@/server/lib/activity-log";
import { AppError } from "@/server/lib/app-error";
import { toDayKey } from "@/shared/calendar-days";
import { COMPLEXITIES } from "@/shared/constants/practice-options";
import { CONCEPTS, getConcept } from "@/shared/design/concept-texts";
import type { ConceptId } from "@/shared/design/concepts";
import {
  CONCEPT_STUDY_MAX_SECONDS_PER_DAY,
  CONCEPT_STUDY_MIN_SECONDS,
  type ConceptScenario,
  type ConceptStudyDay,
  type ConceptStudySummary,
  toConceptStudyMinutes,
} from "@/shared/schemas/concept-study";

/** Each concept with the library scenarios that need it, easiest first. */
export function listLibraryConcepts(library: Library): { id: ConceptId; scenarios: ConceptScenario[] }[] {
  const scenarios = [...library.scenarios].sort(
    (a, b) => COMPLEXITIES.indexOf(a.complexity) - COMPLEXITIES.indexOf(b.complexity) || a.title.localeCompare(b.title),
  );
  return CONCEPTS.map(({ id }) => ({
    id,
    scenarios: scenarios
      .filter((scenario) => scenario.concepts.includes(id))
      .map(({ slug, title, complexity, companies }) => ({ slug, title, complexity, companies })),
  }));
}

/**
 * Records one reading of a concept: `seconds` it stayed open, added to the day's time for the concept up
 * to the daily cap, with a concept_studied event carrying the minutes it added (so study hours, the streak,
 * the heat map and Recent Activity count it like other practice). A glance under the minimum is not study
 * and changes nothing.
 */
export async function studyConcept({
  db,
  userId,
  conceptId,
  seconds,
  timeZone,
  now,
}: {
  db: Database;
  userId: string;
  conceptId: string;
  seconds: number;
  timeZone: string;
  now: Date;
}): Promise<{ study: ConceptStudyDay; isCounted: boolean }> {
  const concept = getConcept(conceptId);
  if (!concept)
    throw new AppError("NOT_FOUND", { message: `There is no concept "${conceptId}" in the Concept Library.` });
  const day = toDayKey(now, timeZone);
  const where = and(eq(conceptStudy.userId, userId), eq(conceptStudy.conceptId, concept.id), eq(conceptStudy.day, day));
  if (seconds < CONCEPT_STUDY_MIN_SECONDS) {
    const [row] = await db.select().from(conceptStudy).where(where);
    return { study: toStudyDay(concept.id, day, row?.seconds ?? 0, row?.readings ?? 0), isCounted: false };
  }
  return db.transaction(async (tx) => {
    // The row is created empty, then locked: two readings closing at once add up instead of one losing.
    await tx
      .insert(conceptStudy)
      .values({ userId, conceptId: concept.id, day, seconds: 0, readings: 0, updatedAt: now })
      .onConflictDoNothing();
    const [before] = await tx.select().from(conceptStudy).where(where).for("update");
    if (!before) throw new Error("The concept_study row vanished inside its transaction");
    const total = Math.min(CONCEPT_STUDY_MAX_SECONDS_PER_DAY, before.seconds + seconds);
    const readings = before.readings + 1;
    await tx.update(conceptStudy).set({ seconds: total, readings, updatedAt: now }).where(where);
    // The day's events add up to the day's rounded minutes, whatever the readings' lengths.
    const durationMinutes = toConceptStudyMinutes(total) - toConceptStudyMinutes(before.seconds);
    await recordActivity({
      db: tx,
      userId,
      kind: "concept_studied",
      subjectId: concept.id,
      details: { title: concept.name, durationMinutes },
      at: now,
    });
    const card = { track: "system_design", kind: "concept", subjectId: concept.id, title: concept.name } as const;
    await createReviewCard(tx, { userId, ...card, now });
    return { study: toStudyDay(concept.id, day, total, readings), isCounted: true };
  });
}

/** The user's study of the Concept Library: minutes in all, and per concept with its latest reading. */
export async function getConceptStudy({ db, userId }: { db: Database; userId: string }): Promise<ConceptStudySummary> {
  const rows = await db.select().from(conceptStudy).where(eq(conceptStudy.userId, userId));
  const byConcept = new Map<ConceptId, { minutes: number; lastStudiedAt: Date }>();
  for (const row of rows) {
    const entry = byConcept.get(row.conceptId) ?? { minutes: 0, lastStudiedAt: row.updatedAt };
    entry.minutes += toConceptStudyMinutes(row.seconds);
    if (row.updatedAt > entry.lastStudiedAt) entry.lastStudiedAt = row.updatedAt;
    byConcept.set(row.conceptId, entry);
  }
  const concepts = CONCEPTS.flatMap(({ id }) => {
    const entry = byConcept.get(id);
    return entry ? [{ conceptId: id, minutes: entry.minutes, lastStudiedAt: entry.lastStudiedAt.toISOString() }] : [];
  });
  return { minutes: concepts.reduce((sum, { minutes }) => sum + minutes, 0), concepts };
}

function toStudyDay(conceptId: ConceptId, day: string, seconds: number, readings: number): ConceptStudyDay {
  return { conceptId, day, seconds, minutes: toConceptStudyMinutes(seconds), readings };
}
