import { and, eq, gt, inArray } from "drizzle-orm";
import { interviewQuestions } from "@/server/db/schema/interviews";
import {
  AI_WORK_POLLING_SECONDS,
  AI_WORK_QUEUE_OPTIONS,
  getAiWorkTimings,
  getSecondsUntilTakeOver,
  RECOVER_WITHIN_MS,
  type RowJobs,
} from "@/server/lib/ai-work";
import type { JobEngine } from "@/server/lib/job-engine";
import { type EvaluationDeps, evaluateQuestion } from "./interview-evaluations.service";

// The evaluations of a finished interview's answers as jobs of the app's job engine (lib/ai-work.ts): one job
// per pending question, queued by the request that made it pending (Finish, Retry), worked on by every
// instance a few at a time, retried when its worker dies, and queued again at the server's start for what a
// killed process left pending or running.

export const EVALUATION_QUEUE = "interview-evaluations";

/** Evaluations running at once in one process: a model is asked for at most this many answers at a time. */
const MAX_CONCURRENT_EVALUATIONS = 4;

type EvaluationJob = { interviewId: string; position: number };

type EvaluationJobDeps = EvaluationDeps & { jobs: JobEngine | undefined };

/** Defines the queue and its work on the engine; `queue(interviewId)` sends a job per pending question. */
export function defineEvaluationJobs(deps: EvaluationJobDeps): RowJobs {
  const { jobs } = deps;
  // Without a job engine (an app built without plain SQL, in tests) nothing is queued.
  if (!jobs) return { queue: async () => {} };
  const send = async (job: EvaluationJob, startAfter?: number) => {
    await jobs.send(EVALUATION_QUEUE, job, {
      singletonKey: `${job.interviewId}:${job.position}`,
      expireInSeconds: getAiWorkTimings(deps.ai.maxDurationMs).expireInSeconds,
      ...(startAfter ? { startAfter } : {}),
    });
  };
  jobs.define<EvaluationJob>({
    name: EVALUATION_QUEUE,
    options: AI_WORK_QUEUE_OPTIONS,
    work: {
      concurrency: MAX_CONCURRENT_EVALUATIONS,
      pollingIntervalSeconds: AI_WORK_POLLING_SECONDS,
      async handle(job) {
        const liveClaim = await evaluateQuestion(deps, job);
        // Another worker holds the row: this job comes back when that claim, if its worker died, may be taken over.
        if (liveClaim) {
          const timings = getAiWorkTimings(deps.ai.maxDurationMs);
          await send(job, getSecondsUntilTakeOver(timings, liveClaim, deps.clock()));
        }
      },
    },
    recover: async () => {
      const since = new Date(deps.clock().getTime() - RECOVER_WITHIN_MS);
      const unfinished = await deps.db
        .select({ interviewId: interviewQuestions.sessionId, position: interviewQuestions.position })
        .from(interviewQuestions)
        .where(
          and(
            inArray(interviewQuestions.evaluationStatus, ["pending", "running"]),
            gt(interviewQuestions.evaluationUpdatedAt, since),
          ),
        );
      for (const job of unfinished) await send(job);
    },
  });
  return {
    async queue(interviewId) {
      try {
        const pending = await deps.db
          .select({ position: interviewQuestions.position })
          .from(interviewQuestions)
          .where(
            and(eq(interviewQuestions.sessionId, interviewId), eq(interviewQuestions.evaluationStatus, "pending")),
          );
        for (const { position } of pending) await send({ interviewId, position });
      } catch (error) {
        // The rows stay pending: the server's next start queues them, or the page's Retry once they show as lost.
        deps.logger.error({ err: error, interviewId }, "queueing an interview's evaluations failed");
      }
    },
  };
}
