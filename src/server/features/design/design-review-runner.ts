import { and, eq } from "drizzle-orm";
import type { AiProvider } from "@/server/ai/ai-provider";
import type { Library } from "@/server/content/load-library";
import type { Database } from "@/server/db/client";
import { designReviews, designScenarios, designWork } from "@/server/db/schema/design";
import { recordActivity } from "@/server/lib/activity-log";
import { AppError } from "@/server/lib/app-error";
import { type BackgroundRunner, createBackgroundJobs } from "@/server/lib/background-jobs";
import type { Logger } from "@/server/lib/logger";

// The AI part of a design review (design-reviews.service.ts), carried out in the background by a runner in
// this process: a pending review is claimed (running), the model reads the saved design, and the outcome
// (done | failed) is stored only by the claim that is still current; a done review is an activity event.

type ReviewRow = typeof designReviews.$inferSelect;

/** AI reviews running at once in one process. */
const MAX_CONCURRENT_REVIEWS = 2;

const FAILED_MESSAGE = "The AI review failed. Please retry.";

export type DesignReviewDeps = {
  db: Database;
  ai: AiProvider;
  getLibrary: () => Promise<Library>;
  logger: Logger;
  clock: () => Date;
};

/** `start(reviewId)` runs the review's pending AI part in the background. */
export function createDesignReviewRunner(deps: DesignReviewDeps): BackgroundRunner {
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
