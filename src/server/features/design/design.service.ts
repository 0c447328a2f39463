import { and, desc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { createItemId } from "@/server/ai/item-ids";
import { type GenerationArgs, runLabGeneration } from "@/server/ai/lab-generation";
import type { Library } from "@/server/content/load-library";
import type { Database } from "@/server/db/client";
import { designReviews, designScenarios } from "@/server/db/schema/design";
import { recordActivity } from "@/server/lib/activity-log";
import { AppError } from "@/server/lib/app-error";
import { afterCursor, toPage } from "@/server/lib/paging";
import type { ConceptId } from "@/shared/design/concepts";
import { getDesignStats } from "@/shared/design/design-stats";
import { getStudyMinutes } from "@/shared/progress";
import type { createScenarioInputSchema, DesignStats, Scenario, ScenarioPage } from "@/shared/schemas/design";
import type { pageQuerySchema } from "@/shared/schemas/pagination";
import { getScenarioScores, type ScenarioScore } from "./design-scores.service";

type ScenarioRow = typeof designScenarios.$inferSelect;
type GetLibrary = () => Promise<Library>;

/** A scenario neither reviewed nor self-rated (a new one). */
const NOT_SCORED: ScenarioScore = { score: null, scoreSource: null, reviewedAt: null };

/** Generates one scenario (library or AI) and saves it to the user's list, with its activity event. */
export async function generateScenario(
  args: GenerationArgs<z.output<typeof createScenarioInputSchema>>,
  getLibrary: GetLibrary,
): Promise<Scenario> {
  const { db, ai, userId, now, input } = args;
  // No plan counts scenarios (section 9 quotas cover problems and mock interviews only).
  return runLabGeneration(args, { servedFrom: designScenarios }, async (context) => {
    const { item, source } = await ai.generateScenario(input, context);
    const row: ScenarioRow = {
      ...item,
      id: createItemId("scenario", now),
      userId,
      complexity: input.complexity,
      company: input.company,
      source: source.kind === "ai" ? source : { kind: "library" },
      slug: source.kind === "library" ? source.slug : null,
      hiddenAt: null,
      createdAt: now,
      rating: null,
      reviewedAt: null,
    };
    await db.transaction(async (tx) => {
      await tx.insert(designScenarios).values(row);
      await recordActivity({
        db: tx,
        userId,
        kind: "scenario_generated",
        subjectId: row.id,
        details: { title: row.title },
        at: now,
      });
    });
    const conceptsOf = await getConceptsBySlug(getLibrary);
    return toScenario(row, NOT_SCORED, conceptsOf(row.slug));
  });
}

/**
 * One page of the user's visible scenarios, newest first, as card summaries: on design_scenarios_visible_idx
 * from the cursor on, and the scores of that page's reviews only.
 */
export async function listScenarios({
  db,
  userId,
  page: { limit, cursor },
}: {
  db: Database;
  userId: string;
  page: z.output<typeof pageQuerySchema>;
}): Promise<ScenarioPage> {
  const s = designScenarios;
  const rows = await db
    .select({
      id: s.id,
      title: s.title,
      description: s.description,
      complexity: s.complexity,
      company: s.company,
      source: s.source,
      createdAt: s.createdAt,
      rating: s.rating,
      reviewedAt: s.reviewedAt,
    })
    .from(s)
    .where(and(eq(s.userId, userId), isNull(s.hiddenAt), afterCursor(s.createdAt, s.id, cursor)))
    .orderBy(desc(s.createdAt), desc(s.id))
    .limit(limit + 1);
  const { items, nextCursor } = toPage(rows, limit, ({ createdAt, id }) => ({ at: createdAt, id }));
  const scores = await getScenarioScores(db, items);
  const scenarios = items.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    ...(scores.get(row.id) ?? NOT_SCORED),
  }));
  return { scenarios, nextCursor };
}

/** One of the user's visible scenarios with everything it says; 404 for a hidden one or anyone else's. */
export async function getScenario({
  db,
  userId,
  scenarioId,
  getLibrary,
}: {
  db: Database;
  userId: string;
  scenarioId: string;
  getLibrary: GetLibrary;
}): Promise<Scenario> {
  const s = designScenarios;
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.id, scenarioId), eq(s.userId, userId), isNull(s.hiddenAt)));
  if (!row) throw new AppError("NOT_FOUND", { message: "No such scenario." });
  const [scores, conceptsOf] = await Promise.all([getScenarioScores(db, [row]), getConceptsBySlug(getLibrary)]);
  return toScenario(row, scores.get(row.id) ?? NOT_SCORED, conceptsOf(row.slug));
}

/**
 * The lab's stat cards over every visible scenario: reads only the columns the figures need and the
 * reviews' scores (never the scenarios' texts or the reviews' findings).
 */
export async function getScenarioStats({
  db,
  userId,
  getLibrary,
}: {
  db: Database;
  userId: string;
  getLibrary: GetLibrary;
}): Promise<DesignStats> {
  const s = designScenarios;
  const rows = await db
    .select({ id: s.id, slug: s.slug, createdAt: s.createdAt, rating: s.rating, reviewedAt: s.reviewedAt })
    .from(s)
    .where(and(eq(s.userId, userId), isNull(s.hiddenAt)));
  const [scores, conceptsOf] = await Promise.all([getScenarioScores(db, rows), getConceptsBySlug(getLibrary)]);
  return getDesignStats(
    rows.map((row) => {
      const { score, reviewedAt } = scores.get(row.id) ?? NOT_SCORED;
      return {
        score,
        reviewedAt,
        createdAt: row.createdAt.toISOString(),
        concepts: conceptsOf(row.slug),
        slug: row.slug,
      };
    }),
  );
}

/** "Clear All": hides every visible scenario; the rows stay for history and the library's memory. */
export async function hideScenarios({ db, userId, now }: { db: Database; userId: string; now: Date }) {
  await db
    .update(designScenarios)
    .set({ hiddenAt: now })
    .where(and(eq(designScenarios.userId, userId), isNull(designScenarios.hiddenAt)));
}

/**
 * The user's review of their design: a self-rating against the evaluation criteria, given once. It is
 * the scenario's study session (scenario_studied: streak, study hours from generation to review, and
 * the rating as a score for the Average Score). Working on a scenario the user has needs no AI access.
 */
export async function rateScenario({
  db,
  userId,
  scenarioId,
  rating,
  now,
  getLibrary,
}: {
  db: Database;
  userId: string;
  scenarioId: string;
  rating: number;
  now: Date;
  getLibrary: GetLibrary;
}): Promise<Scenario> {
  const conceptsOf = await getConceptsBySlug(getLibrary);
  return db.transaction(async (tx) => {
    // The condition on reviewed_at makes a second, concurrent review wait for the first and then update nothing.
    const [reviewed] = await tx
      .update(designScenarios)
      .set({ rating, reviewedAt: now })
      .where(
        and(eq(designScenarios.id, scenarioId), eq(designScenarios.userId, userId), isNull(designScenarios.reviewedAt)),
      )
      .returning();
    if (!reviewed) {
      const [existing] = await tx
        .select({ id: designScenarios.id })
        .from(designScenarios)
        .where(and(eq(designScenarios.id, scenarioId), eq(designScenarios.userId, userId)));
      if (!existing) throw new AppError("NOT_FOUND", { message: "No such scenario." });
      throw new AppError("CONFLICT", { message: "You have already reviewed this scenario." });
    }
    // Study time runs to the scenario's first review: a design reviewed before it was self-rated has it already.
    const [designReview] = await tx
      .select({ id: designReviews.id })
      .from(designReviews)
      .where(eq(designReviews.scenarioId, reviewed.id))
      .limit(1);
    await recordActivity({
      db: tx,
      userId,
      kind: "scenario_studied",
      subjectId: reviewed.id,
      details: {
        title: reviewed.title,
        score: rating,
        ...(designReview ? {} : { durationMinutes: getStudyMinutes(reviewed.createdAt, now) }),
      },
      at: now,
    });
    const scores = await getScenarioScores(tx, [reviewed]);
    return toScenario(reviewed, scores.get(reviewed.id) ?? NOT_SCORED, conceptsOf(reviewed.slug));
  });
}

/**
 * A saved scenario with its effective score, as getScenarioScores (design-scores.service.ts) gives it; its
 * evaluation criteria only once the design has been reviewed, so they are not read before anything is drawn
 * (docs/decisions/016-answer-keys-after-the-answer.md).
 */
function toScenario(row: ScenarioRow, score: ScenarioScore, concepts: ConceptId[]): Scenario {
  const { userId: _userId, hiddenAt: _hiddenAt, slug: _slug, evaluationCriteria, ...scenario } = row;
  return {
    ...scenario,
    ...(score.reviewedAt === null ? {} : { evaluationCriteria }),
    createdAt: row.createdAt.toISOString(),
    ...score,
    concepts,
  };
}

/**
 * The Concept Library's concepts a library scenario needs (content/scenarios), by the slug it was served
 * from; an AI scenario lists none.
 */
async function getConceptsBySlug(getLibrary: GetLibrary): Promise<(slug: string | null) => ConceptId[]> {
  const { scenarios } = await getLibrary();
  const bySlug = new Map(scenarios.map((scenario) => [scenario.slug, scenario.concepts]));
  return (slug) => (slug === null ? [] : (bySlug.get(slug) ?? []));
}
