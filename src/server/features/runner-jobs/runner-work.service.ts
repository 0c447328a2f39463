import { gt } from "drizzle-orm";
import type { Library } from "@/server/content/load-library";
import type { Database } from "@/server/db/client";
import { runners } from "@/server/db/schema/runners";
import { createSubmission } from "@/server/features/practice";
import { AppError } from "@/server/lib/app-error";
import { buildSubmissionInput } from "@/shared/judge/build-submission";
import type { JudgeReport } from "@/shared/judge/judge-report";
import { RUNNER_LANGUAGES, type RunnerLanguage } from "@/shared/judge/languages";
import type { RunnerJobResultInput, RunnerTask } from "@/shared/schemas/runner-jobs";
import { runnerSubmissionSchema } from "@/shared/schemas/solving";
import { gradeRunnerJob } from "./runner-jobs.service";
import {
  findRunnerJob,
  orderByOldestWaiting,
  queueName,
  type RunnerJobData,
  type RunnerJobOutput,
  type RunnerQueues,
} from "./runner-queue";

/** A runner not heard from for this long is no longer counted in what the app offers. */
const RUNNER_GONE_AFTER_MS = 60_000;
/** How long a runner's ask for work is held open when there is none (it asks again at once). */
export const CLAIM_WAIT_MS = 20_000;
/** How often a held ask looks at the queues again: a job waits at most this long for an idle runner. */
const CLAIM_POLL_MS = 500;

type RunnerArgs = { db: Database; queues: RunnerQueues; now: () => Date };

/**
 * Hands the runner the oldest job in one of its languages, waiting up to `waitMs` for one; null when
 * none came. Every ask also says the runner is alive, with the languages its machine judges.
 */
export async function claimRunnerJob(
  args: RunnerArgs & { runnerId: string; languages: RunnerLanguage[]; waitMs: number; signal?: AbortSignal },
): Promise<RunnerTask | null> {
  const { db, queues, now, runnerId, languages, waitMs, signal } = args;
  await db
    .insert(runners)
    .values({ id: runnerId, languages, seenAt: now() })
    .onConflictDoUpdate({ target: runners.id, set: { languages, seenAt: now() } });
  const queue = await queues.get();
  const deadline = Date.now() + waitMs;
  for (;;) {
    for (const language of await orderByOldestWaiting(queues, languages)) {
      const [job] = await queue.fetch<RunnerJobData>(queueName(language));
      if (job) return { id: job.id, ...job.data.task };
    }
    if (Date.now() + CLAIM_POLL_MS > deadline || signal?.aborted) return null;
    await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
  }
}

type CompleteArgs = Omit<RunnerArgs, "now"> & {
  library: () => Promise<Library>;
  now: Date;
  id: string;
  input: RunnerJobResultInput;
};

/**
 * Grades a runner's result, stores a Submit's submission as the browser's Submit would, and keeps both
 * with the job; a job already finished (by another runner after a retry) stays as it is.
 */
export async function completeRunnerJob(args: CompleteArgs) {
  const { queues, id, input } = args;
  const found = await findRunnerJob(queues, id);
  if (!found) throw new AppError("NOT_FOUND", { message: "No such job." });
  const { queue, language, job } = found;
  if (job.state !== "active") return;
  const report = gradeRunnerJob(job.data, input.judgement);
  const output: RunnerJobOutput = { report };
  if (job.data.mode === "submit") output.submissionId = await storeSubmission(args, job.data, report);
  await queue.complete(queueName(language), id, output);
}

async function storeSubmission(args: CompleteArgs, data: RunnerJobData, report: JudgeReport): Promise<string> {
  const { userId, problemId, elapsedSeconds, task } = data;
  const input = runnerSubmissionSchema.parse(
    buildSubmissionInput({ language: task.language, code: task.code, report, elapsedSeconds }),
  );
  const { submission } = await createSubmission({ ...args, userId, problemId, input });
  return submission.id;
}

/** The languages some runner has asked for work in during the last minute. */
export async function listAvailableLanguages(args: { db: Database; now: () => Date }): Promise<RunnerLanguage[]> {
  const since = new Date(args.now().getTime() - RUNNER_GONE_AFTER_MS);
  const rows = await args.db.select({ languages: runners.languages }).from(runners).where(gt(runners.seenAt, since));
  const seen = new Set(rows.flatMap((row) => row.languages));
  return RUNNER_LANGUAGES.filter((language) => seen.has(language));
}
