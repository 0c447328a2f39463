import { and, asc, desc, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import type { AiProvider } from "@/server/ai/ai-provider";
import { assertAiAccess } from "@/server/ai/generation-guard";
import { createItemId } from "@/server/ai/item-ids";
import type { Library } from "@/server/content/load-library";
import type { Database } from "@/server/db/client";
import { designReviews, designScenarios, designWork } from "@/server/db/schema/design";
import { createReviewCard } from "@/server/features/spaced-repetition";
import { getSubscription } from "@/server/features/subscription";
import { recordActivity } from "@/server/lib/activity-log";
import { AppError } from "@/server/lib/app-error";
import { createBackgroundJobs } from "@/server/lib/background-jobs";
import type { Logger } from "@/server/lib/logger";
import { reviewDesign } from "@/shared/design/design-review";
import { getStudyMinutes } from "@/shared/progress";
import { pickDesignScore, type Scenario } from "@/shared/schemas/design";
import {
  type DesignReviewState,
  EMPTY_DIAGRAM_REVIEW_MESSAGE,
  STALE_DESIGN_REVIEW_MESSAGE,
} from "@/shared/schemas/design-review";

// Reviewing a user's saved design. Every request stores one row: the automatic review,
// computed inside the request (rules over the diagram and the notes: milliseconds), and, for a user who
// may use the AI, an AI review queued as pending that a runner in this process carries out in the
// background (running → done | failed) while the page polls. The state lives in the row, so a reload
// loses nothing; an AI review that outlives its deadline (the process stopped) shows as failed, and a
// failed one can be retried. Each finished review is an activity event, so that the scores reach the
// Analytics Hub: the first review of any kind also carries the scenario's study time.

type ReviewRow = typeof designReviews.$inferSelect;
type ScenarioRow = typeof designScenarios.$inferSelect;

/** Past the provider's own deadline by this much, an AI review is taken for lost. */
const STALE_MARGIN_MS = 60_000;
/** AI reviews running at once in one process. */
const MAX_CONCURRENT_REVIEWS = 2;

const INTERRUPTED_MESSAGE = "The AI review was interrupted. Please retry.";
const FAILED_MESSAGE = "The AI review failed. Please retry.";
const NOTHING_TO_RETRY_MESSAGE = "The latest AI review of this design has not failed: there is nothing to retry.";
const NO_SUCH_SCENARIO = "No such scenario.";
const NO_AI_PROVIDER_MESSAGE = "AI reviews are not available on this server: the automatic review stands.";

export type DesignReviewDeps = {
  db: Database;
  ai: AiProvider;
  getLibrary: () => Promise<Library>;
  logger: Logger;
  clock: () => Date;
};

export type DesignReviewRunner = {
  /** Runs the review's pending AI part in the background; never throws. */
  start(reviewId: string): void;
  /** Settles when no AI review is running (tests, shutdown). */
  whenIdle(): Promise<void>;
};

export function createDesignReviewRunner(deps: DesignReviewDeps): DesignReviewRunner {
  const jobs = createBackgroundJobs({ concurrency: MAX_CONCURRENT_REVIEWS });
  return {
    start(reviewId) {
      jobs.startInSlot(
        () => runAiReview(deps, reviewId),
        (error) => deps.logger.error({ err: error, reviewId }, "an AI design review failed"),
      );
    },
    whenIdle: () => jobs.whenIdle(),
  };
}

async function runAiReview({ db, ai, logger, clock }: DesignReviewDeps, reviewId: string) {
  const claimedAt = clock();
  // Claimed only while still pending: a retry racing the first run never reviews twice.
  const [review] = await db
    .update(designReviews)
    .set({ aiStatus: "running", aiUpdatedAt: claimedAt })
    .where(and(eq(designReviews.id, reviewId), eq(designReviews.aiStatus, "pending")))
    .returning();
  if (!review) return;
  const [scenario] = await db.select().from(designScenarios).where(eq(designScenarios.id, review.scenarioId));
  const [work] = await db.select().from(designWork).where(eq(designWork.scenarioId, review.scenarioId));
  let outcome: Pick<ReviewRow, "aiStatus" | "aiResult" | "aiError">;
  if (!scenario || !work) {
    outcome = { aiStatus: "failed", aiResult: null, aiError: FAILED_MESSAGE };
  } else {
    try {
      // The design as saved now: the row's version is what the automatic part read, and a save in between
      // only means the AI reads a newer design than the rules did.
      const result = await ai.reviewDesign({ scenario, diagram: work.diagram, phaseNotes: work.phaseNotes });
      outcome = { aiStatus: "done", aiResult: result, aiError: null };
    } catch (error) {
      logger.warn({ err: error, reviewId }, "an AI design review failed");
      outcome = {
        aiStatus: "failed",
        aiResult: null,
        aiError: error instanceof AppError ? error.message : FAILED_MESSAGE,
      };
    }
  }
  const now = clock();
  await db.transaction(async (tx) => {
    // Only the claim that is still current may store its outcome.
    const [stored] = await tx
      .update(designReviews)
      .set({ ...outcome, aiUpdatedAt: now, aiFinishedAt: now })
      .where(
        and(
          eq(designReviews.id, reviewId),
          eq(designReviews.aiStatus, "running"),
          eq(designReviews.aiUpdatedAt, claimedAt),
        ),
      )
      .returning({ id: designReviews.id });
    if (!stored || !scenario || outcome.aiStatus !== "done" || !outcome.aiResult) return;
    await recordActivity({
      db: tx,
      userId: review.userId,
      kind: "design_ai_reviewed",
      subjectId: scenario.id,
      details: { title: scenario.title, score: outcome.aiResult.score },
      at: now,
    });
  });
}

type RequestArgs = Pick<DesignReviewDeps, "db" | "ai" | "getLibrary"> & {
  userId: string;
  scenarioId: string;
  designVersion: number;
  now: Date;
};

/**
 * Reviews the design as saved at `designVersion`: 409 when the saved version differs (the page saves
 * first), 400 for a diagram without components. Returns the new review and whether its AI part is queued
 * (the route then starts the runner).
 */
export async function requestDesignReview({
  db,
  ai,
  getLibrary,
  userId,
  scenarioId,
  designVersion,
  now,
}: RequestArgs): Promise<{ review: DesignReviewState; isAiQueued: boolean }> {
  const usesAi = await mayUseAi({ db, ai, userId, now });
  const library = await getLibrary();
  const row = await db.transaction(async (tx) => {
    // Locks the scenario: a save (which locks it too) cannot slip between the version check and the review.
    const [scenario] = await tx
      .select()
      .from(designScenarios)
      .where(and(eq(designScenarios.id, scenarioId), eq(designScenarios.userId, userId)))
      .for("update");
    if (!scenario) throw new AppError("NOT_FOUND", { message: NO_SUCH_SCENARIO });
    const [work] = await tx.select().from(designWork).where(eq(designWork.scenarioId, scenarioId));
    if ((work?.version ?? 0) !== designVersion) {
      throw new AppError("CONFLICT", { message: STALE_DESIGN_REVIEW_MESSAGE });
    }
    if (!work || work.diagram.components.length === 0) {
      throw new AppError("BAD_REQUEST", { message: EMPTY_DIAGRAM_REVIEW_MESSAGE });
    }
    const expectations = scenario.slug
      ? (library.scenarios.find(({ slug }) => slug === scenario.slug)?.expectations ?? null)
      : null;
    const automatic = reviewDesign({
      diagram: work.diagram,
      phaseNotes: work.phaseNotes,
      expectations,
      requirements: scenario.requirements,
    });
    const isFirstReview = scenario.reviewedAt === null && !(await hasReview(tx, scenarioId));
    const [inserted] = await tx
      .insert(designReviews)
      .values({
        id: createItemId("review", now),
        scenarioId,
        userId,
        designVersion,
        automatic,
        aiStatus: usesAi ? "pending" : null,
        aiResult: null,
        aiError: null,
        aiUpdatedAt: usesAi ? now : null,
        createdAt: now,
        aiFinishedAt: null,
      })
      .returning();
    if (!inserted) throw new Error("Inserting a design review returned no row");
    const card = { track: "system_design", kind: "scenario", subjectId: scenarioId, title: scenario.title } as const;
    await createReviewCard(tx, { userId, ...card, now });
    await recordActivity({
      db: tx,
      userId,
      kind: "design_reviewed",
      subjectId: scenarioId,
      details: {
        title: scenario.title,
        ...(automatic.score === null ? {} : { score: automatic.score }),
        // Study time runs from the scenario's generation to its first review, whichever kind it is.
        ...(isFirstReview ? { durationMinutes: getStudyMinutes(scenario.createdAt, now) } : {}),
      },
      at: now,
    });
    return inserted;
  });
  return { review: presentReview(row, ai, now), isAiQueued: usesAi };
}

async function hasReview(db: Database, scenarioId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: designReviews.id })
    .from(designReviews)
    .where(eq(designReviews.scenarioId, scenarioId))
    .limit(1);
  return found !== undefined;
}

/** The AI reads designs for users with AI access when the provider is a model; the library has no AI reader. */
async function mayUseAi({ db, ai, userId, now }: { db: Database; ai: AiProvider; userId: string; now: Date }) {
  if (ai.kind !== "openai") return false;
  const { state } = await getSubscription({ db, userId, now });
  return state.canUseAI;
}

type ScenarioArgs = { db: Database; ai: AiProvider; userId: string; scenarioId: string; now: Date };

/** The scenario's latest review (null before the first); 404 for a scenario that is not the user's. */
export async function getLatestDesignReview({
  db,
  ai,
  userId,
  scenarioId,
  now,
}: ScenarioArgs): Promise<DesignReviewState | null> {
  await assertOwnScenario(db, userId, scenarioId);
  const row = await findLatest(db, scenarioId);
  return row ? presentReview(row, ai, now) : null;
}

/** Queues the latest review's failed (or lost) AI part again; 409 when it has not failed. */
export async function retryDesignReview({ db, ai, userId, scenarioId, now }: ScenarioArgs): Promise<DesignReviewState> {
  await assertOwnScenario(db, userId, scenarioId);
  const latest = await findLatest(db, scenarioId);
  if (!latest || latest.aiStatus === null) throw new AppError("CONFLICT", { message: NOTHING_TO_RETRY_MESSAGE });
  // Under the library provider (an AI review queued before a restart without AI) no retry can succeed.
  if (ai.kind !== "openai") throw new AppError("CONFLICT", { message: NO_AI_PROVIDER_MESSAGE });
  const { state } = await getSubscription({ db, userId, now });
  assertAiAccess(state);
  const lostBefore = new Date(now.getTime() - getStaleAfterMs(ai));
  const [retried] = await db
    .update(designReviews)
    .set({ aiStatus: "pending", aiError: null, aiResult: null, aiUpdatedAt: now, aiFinishedAt: null })
    .where(
      and(
        eq(designReviews.id, latest.id),
        or(
          eq(designReviews.aiStatus, "failed"),
          and(
            inArray(designReviews.aiStatus, ["pending", "running"]),
            isNotNull(designReviews.aiUpdatedAt),
            lt(designReviews.aiUpdatedAt, lostBefore),
          ),
        ),
      ),
    )
    .returning();
  if (!retried) throw new AppError("CONFLICT", { message: NOTHING_TO_RETRY_MESSAGE });
  return presentReview(retried, ai, now);
}

async function assertOwnScenario(db: Database, userId: string, scenarioId: string) {
  const [scenario] = await db
    .select({ id: designScenarios.id })
    .from(designScenarios)
    .where(and(eq(designScenarios.id, scenarioId), eq(designScenarios.userId, userId)));
  if (!scenario) throw new AppError("NOT_FOUND", { message: NO_SUCH_SCENARIO });
}

async function findLatest(db: Database, scenarioId: string): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(designReviews)
    .where(eq(designReviews.scenarioId, scenarioId))
    .orderBy(desc(designReviews.createdAt), desc(designReviews.id))
    .limit(1);
  return row;
}

function getStaleAfterMs(ai: AiProvider): number {
  return ai.maxDurationMs + STALE_MARGIN_MS;
}

/** A review as the page sees it: an AI part stuck past its deadline is a failed one. */
export function presentReview(row: ReviewRow, ai: AiProvider, now: Date): DesignReviewState {
  const { aiStatus: status, aiResult, aiError, aiUpdatedAt } = row;
  const isLost =
    (status === "pending" || status === "running") &&
    aiUpdatedAt !== null &&
    now.getTime() - aiUpdatedAt.getTime() > getStaleAfterMs(ai);
  return {
    id: row.id,
    designVersion: row.designVersion,
    createdAt: row.createdAt.toISOString(),
    automatic: row.automatic,
    ai:
      status === null
        ? null
        : isLost
          ? { status: "failed", error: INTERRUPTED_MESSAGE, result: null }
          : {
              status,
              error: status === "failed" ? aiError : null,
              result: status === "done" ? aiResult : null,
            },
  };
}

// ---------- Scores for progress ----------

export type ScenarioScore = Pick<Scenario, "score" | "scoreSource" | "reviewedAt">;

/**
 * Each scenario's effective score: its latest AI review's when one is done, else its latest automatic
 * review's, else the self-rating; and when it was first reviewed, by any kind of review.
 */
export async function getScenarioScores(
  db: Database,
  scenarios: readonly Pick<ScenarioRow, "id" | "rating" | "reviewedAt">[],
): Promise<Map<string, ScenarioScore>> {
  const ids = scenarios.map(({ id }) => id);
  // Only the scores are read, not the reviews' findings and reasons: the list needs no more.
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            scenarioId: designReviews.scenarioId,
            createdAt: designReviews.createdAt,
            automaticScore: sql<number | null>`(${designReviews.automatic}->>'score')::float8`,
            aiScore: sql<
              number | null
            >`case when ${designReviews.aiStatus} = 'done' then (${designReviews.aiResult}->>'score')::float8 end`,
          })
          .from(designReviews)
          .where(inArray(designReviews.scenarioId, ids))
          .orderBy(asc(designReviews.createdAt), asc(designReviews.id));
  const byScenario = new Map<string, typeof rows>();
  for (const row of rows) {
    const reviews = byScenario.get(row.scenarioId);
    if (reviews) reviews.push(row);
    else byScenario.set(row.scenarioId, [row]);
  }
  return new Map(
    scenarios.map((scenario) => {
      const reviews = byScenario.get(scenario.id) ?? [];
      const ai = reviews.findLast(({ aiScore }) => aiScore !== null)?.aiScore;
      const automatic = reviews.findLast(({ automaticScore }) => automaticScore !== null)?.automaticScore;
      const firstReview = reviews[0]?.createdAt;
      const reviewedAt = [scenario.reviewedAt, firstReview]
        .filter((date): date is Date => date !== null && date !== undefined)
        .sort((a, b) => a.getTime() - b.getTime())[0];
      const score = pickDesignScore({ ai, automatic, self: scenario.rating });
      return [scenario.id, { ...score, reviewedAt: reviewedAt?.toISOString() ?? null }];
    }),
  );
}
