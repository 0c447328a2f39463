import { and, eq, gt, inArray, lt, or } from "drizzle-orm";
import type { AiProvider } from "@/server/ai/ai-provider";
import type { Library } from "@/server/content/load-library";
import type { Database } from "@/server/db/client";
import { designReviews, designScenarios, designWork } from "@/server/db/schema/design";
import { recordActivity } from "@/server/lib/activity-log";
import {
  AI_WORK_POLLING_SECONDS,
  AI_WORK_QUEUE_OPTIONS,
  getAiWorkTimings,
  getSecondsUntilTakeOver,
  RECOVER_WITHIN_MS,
  type RowJobs,
} from "@/server/lib/ai-work";
import { AppError } from "@/server/lib/app-error";
import type { JobEngine } from "@/server/lib/job-engine";
import type { Logger } from "@/server/lib/logger";

// The AI part of a design review (design-reviews.service.ts) as a job of the app's job engine (lib/ai-work.ts),
// queued by the request that made it pending (the review, Retry) and worked on by any instance: a pending review
// is claimed (running), the model reads the saved design, and the outcome (done | failed) is stored only by the
// claim that is still current; a done review is an activity event. A review a killed process left running is
// taken over by the job's retry, or by the job queued again at the server's start.

type ReviewRow = typeof designReviews.$inferSelect;

export const DESIGN_REVIEW_QUEUE = "design-reviews";

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

type ReviewJob = { reviewId: string };

/** Defines the queue and its work on the engine; `queue(reviewId)` sends the review's job. */
export function defineDesignReviewJobs(deps: DesignReviewDeps & { jobs: JobEngine | undefined }): RowJobs {
  const { jobs } = deps;
  // Without a job engine (an app built without plain SQL, in tests) nothing is queued.
  if (!jobs) return { queue: async () => {} };
  const send = async ({ reviewId }: ReviewJob, startAfter?: number) => {
    await jobs.send(
      DESIGN_REVIEW_QUEUE,
      { reviewId },
      {
        singletonKey: reviewId,
        expireInSeconds: getAiWorkTimings(deps.ai.maxDurationMs).expireInSeconds,
        ...(startAfter ? { startAfter } : {}),
      },
    );
  };
  jobs.define<ReviewJob>({
    name: DESIGN_REVIEW_QUEUE,
    options: AI_WORK_QUEUE_OPTIONS,
    work: {
      concurrency: MAX_CONCURRENT_REVIEWS,
      pollingIntervalSeconds: AI_WORK_POLLING_SECONDS,
      async handle(job) {
        const liveClaim = await runAiReview(deps, job.reviewId);
        // Another worker holds the review: this job comes back when that claim, if its worker died, may be taken over.
        if (liveClaim) {
          const timings = getAiWorkTimings(deps.ai.maxDurationMs);
          await send(job, getSecondsUntilTakeOver(timings, liveClaim, deps.clock()));
        }
      },
    },
    recover: async () => {
      const since = new Date(deps.clock().getTime() - RECOVER_WITHIN_MS);
      const unfinished = await deps.db
        .select({ reviewId: designReviews.id })
        .from(designReviews)
        .where(and(inArray(designReviews.aiStatus, ["pending", "running"]), gt(designReviews.aiUpdatedAt, since)));
      for (const job of unfinished) await send(job);
    },
  });
  return {
    async queue(reviewId) {
      // The review stays pending when this fails: the server's next start queues it, or Retry once it shows as lost.
      await send({ reviewId }).catch((error: unknown) => {
        deps.logger.error({ err: error, reviewId }, "queueing an AI design review failed");
      });
    },
  };
}

/** Claims the review (pending, or running under a dead worker's claim) and runs it; returns another's live claim's time. */
async function runAiReview(deps: DesignReviewDeps, reviewId: string): Promise<Date | null> {
  const { db, ai, logger, clock } = deps;
  const claimedAt = clock();
  const takeOverBefore = new Date(claimedAt.getTime() - getAiWorkTimings(ai.maxDurationMs).takeOverAfterMs);
  // Claimed only while pending, or from a dead claim: a retry racing the first run never reviews twice.
  const [review] = await db
    .update(designReviews)
    .set({ aiStatus: "running", aiUpdatedAt: claimedAt })
    .where(
      and(
        eq(designReviews.id, reviewId),
        or(
          eq(designReviews.aiStatus, "pending"),
          and(eq(designReviews.aiStatus, "running"), lt(designReviews.aiUpdatedAt, takeOverBefore)),
        ),
      ),
    )
    .returning();
  if (!review) return findLiveClaim(db, reviewId);
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
  await storeOutcome(deps, { review, claimedAt, outcome, scenario });
  return null;
}

async function findLiveClaim(db: Database, reviewId: string): Promise<Date | null> {
  const [row] = await db
    .select({ status: designReviews.aiStatus, at: designReviews.aiUpdatedAt })
    .from(designReviews)
    .where(eq(designReviews.id, reviewId));
  return row?.status === "running" ? row.at : null;
}

async function storeOutcome(
  { db, clock }: DesignReviewDeps,
  {
    review,
    claimedAt,
    outcome,
    scenario,
  }: {
    review: ReviewRow;
    claimedAt: Date;
    outcome: Pick<ReviewRow, "aiStatus" | "aiResult" | "aiError">;
    scenario: typeof designScenarios.$inferSelect | undefined;
  },
) {
  const now = clock();
  await db.transaction(async (tx) => {
    // Only the claim that is still current may store its outcome.
    const [stored] = await tx
      .update(designReviews)
      .set({ ...outcome, aiUpdatedAt: now, aiFinishedAt: now })
      .where(
        and(
          eq(designReviews.id, review.id),
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
