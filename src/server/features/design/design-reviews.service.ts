import { and, desc, eq, inArray, isNotNull, lt, or } from "drizzle-orm";
import type { AiProvider } from "@/server/ai/ai-provider";
import { assertAiAccess } from "@/server/ai/generation-guard";
import { createItemId } from "@/server/ai/item-ids";
import type { Database } from "@/server/db/client";
import { designReviews, designScenarios, designWork } from "@/server/db/schema/design";
import { createReviewCard } from "@/server/features/spaced-repetition";
import { getSubscription } from "@/server/features/subscription";
import { recordActivity } from "@/server/lib/activity-log";
import { getAiWorkTimings } from "@/server/lib/ai-work";
import { AppError } from "@/server/lib/app-error";
import { reviewDesign } from "@/shared/design/design-review";
import { getStudyMinutes } from "@/shared/progress";
import {
  type DesignReviewState,
  EMPTY_DIAGRAM_REVIEW_MESSAGE,
  STALE_DESIGN_REVIEW_MESSAGE,
} from "@/shared/schemas/design-review";
import type { DesignReviewDeps } from "./design-review-jobs";

// Reviewing a user's saved design. Every request stores one row: the automatic review,
// computed inside the request (rules over the diagram and the notes: milliseconds), and, for a user who
// may use the AI, an AI review queued as pending that a job carries out in the background on any instance
// (design-review-jobs.ts: running → done | failed) while the page polls. The state lives in the row, so a reload
// loses nothing; an AI review whose worker died is taken over by the job's retry, one that outlives even that
// shows as interrupted, and a failed one can be retried. Each finished review is an activity event, so that the scores reach the
// Analytics Hub: the first review of any kind also carries the scenario's study time.

type ReviewRow = typeof designReviews.$inferSelect;

const INTERRUPTED_MESSAGE = "The AI review was interrupted. Please retry.";
const NOTHING_TO_RETRY_MESSAGE = "The latest AI review of this design has not failed: there is nothing to retry.";
const NO_SUCH_SCENARIO = "No such scenario.";
const NO_AI_PROVIDER_MESSAGE = "AI reviews are not available on this server: the automatic review stands.";

type RequestArgs = Pick<DesignReviewDeps, "db" | "ai" | "getLibrary"> & {
  userId: string;
  scenarioId: string;
  designVersion: number;
  now: Date;
};

/**
 * Reviews the design as saved at `designVersion`: 409 when the saved version differs (the page saves
 * first), 400 for a diagram without components. Returns the new review and whether its AI part is pending
 * (the route then queues its job).
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
  const lostBefore = new Date(now.getTime() - getAiWorkTimings(ai.maxDurationMs).lostAfterMs);
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

/** A review as the page sees it: an AI part stuck past the time its job could have been retried is a failed one. */
export function presentReview(row: ReviewRow, ai: AiProvider, now: Date): DesignReviewState {
  const { aiStatus: status, aiResult, aiError, aiUpdatedAt } = row;
  const isLost =
    (status === "pending" || status === "running") &&
    aiUpdatedAt !== null &&
    now.getTime() - aiUpdatedAt.getTime() > getAiWorkTimings(ai.maxDurationMs).lostAfterMs;
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
