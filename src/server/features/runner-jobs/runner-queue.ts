import type { JobEngine } from "@/server/lib/job-engine";
import { JOB_QUEUE_SCHEMA } from "@/server/lib/job-queue";
import type { JudgeReport, JudgeTestCase } from "@/shared/judge/judge-report";
import { RUNNER_LANGUAGES, type RunnerLanguage } from "@/shared/judge/languages";
import type { ProblemJudge } from "@/shared/schemas/problem-judge";
import type { RunnerTask } from "@/shared/schemas/runner-jobs";

/** What a runner job row holds: the task a runner gets, and what only the API uses to grade it. */
export type RunnerJobData = {
  userId: string;
  problemId: string;
  mode: "run" | "submit";
  /** Submit: the problem's timer when it was pressed, stored with the submission. */
  elapsedSeconds?: number;
  task: Omit<RunnerTask, "id">;
  grading: Pick<ProblemJudge, "comparison" | "checker"> & { tests: JudgeTestCase[] };
};

/** What a judged job keeps: the graded report, and for a Submit the submission stored from it. */
export type RunnerJobOutput = { report: JudgeReport; submissionId?: string };

/**
 * A job sent without its own expiry (every job has one: getJobExpirySeconds) is handed out again when
 * its runner has not answered this long after taking it.
 */
const JOB_EXPIRY_SECONDS = 300;
/** Judged jobs are kept this long for the page that waits on them, then deleted by pg-boss. */
const KEEP_DONE_HOURS = 24;

export const queueName = (language: RunnerLanguage) => `runner-jobs-${language}`;

/**
 * The runner jobs' queues on the app's job engine (lib/job-engine.ts), which starts on first use (an instance
 * nobody submits Java to pays nothing until the server's start does it): one queue per language, so that a
 * runner without Go never takes a Go job. A job is retried once when its runner dies. No worker of this
 * process takes them: runners do, over HTTP.
 */
export function createRunnerQueues({ jobs }: { jobs: JobEngine }) {
  for (const language of RUNNER_LANGUAGES) {
    jobs.define({
      name: queueName(language),
      options: { expireInSeconds: JOB_EXPIRY_SECONDS, retryLimit: 1, retryDelay: 0, retentionHours: KEEP_DONE_HOURS },
    });
  }
  return {
    /** The started job queue (pg-boss), shared with the app's other background work. */
    get: jobs.get,
    /** Stops the app's job engine if it was started (shutdown, tests). */
    stop: jobs.stop,
    /** SQL on the queue's tables, once they exist. */
    query: jobs.query,
  };
}

export type RunnerQueues = ReturnType<typeof createRunnerQueues>;

/** A runner job by its id, with its language's queue (a job's id names no language); undefined when there is none. */
export async function findRunnerJob(queues: RunnerQueues, id: string) {
  const queue = await queues.get();
  for (const language of RUNNER_LANGUAGES) {
    const job = await queue.getJobById<RunnerJobData>(queueName(language), id);
    if (job) return { queue, language, job };
  }
  return undefined;
}

/** How many jobs wait before this one in its queue, plus one; null when it no longer waits. */
export async function findPlace(queues: RunnerQueues, language: RunnerLanguage, id: string): Promise<number | null> {
  const job = `${JOB_QUEUE_SCHEMA}.job`;
  const { rows } = await queues.query(
    `select (select count(*) from ${job} waiting where waiting.name = self.name
               and waiting.state in ('created', 'retry') and waiting.created_on < self.created_on)::int + 1 as place
       from ${job} self where self.name = $1 and self.id = $2 and self.state in ('created', 'retry')`,
    [queueName(language), id],
  );
  return (rows as { place: number }[])[0]?.place ?? null;
}

/**
 * A runner's languages, the one whose oldest waiting job waited longest first, then those with none: a
 * runner judging several languages takes the oldest job of all, so no language starves behind another.
 */
export async function orderByOldestWaiting(
  queues: RunnerQueues,
  languages: readonly RunnerLanguage[],
): Promise<RunnerLanguage[]> {
  if (languages.length < 2) return [...languages];
  const { rows } = await queues.query(
    `select name from ${JOB_QUEUE_SCHEMA}.job where name = any($1) and state in ('created', 'retry')
      group by name order by min(created_on)`,
    [languages.map(queueName)],
  );
  const waiting = (rows as { name: string }[]).flatMap(
    (row) => languages.find((language) => queueName(language) === row.name) ?? [],
  );
  return [...waiting, ...languages.filter((language) => !waiting.includes(language))];
}

/** How many of a user's jobs wait or run, over every language. */
export async function countUsersJobs(queues: RunnerQueues, userId: string): Promise<number> {
  const { rows } = await queues.query(
    `select count(*)::int as count from ${JOB_QUEUE_SCHEMA}.job
      where name like 'runner-jobs-%' and state in ('created', 'retry', 'active') and data->>'userId' = $1`,
    [userId],
  );
  return (rows as { count: number }[])[0]?.count ?? 0;
}
