import { ApiError } from "@/client/lib/api-client";
import type { JudgeReport } from "@/shared/judge/judge-report";
import type { CreateRunnerJobInput, RunnerJobView } from "@/shared/schemas/runner-jobs";
import { createRunnerJob, getRunnerJob } from "../../api/runner-jobs";

/** Where a job stands while the page waits for it: its place in the queue, or being judged. */
export type RunnerJobProgress = Extract<RunnerJobView, { state: "queued" | "running" }>;
export type RunnerJobResult = { report: JudgeReport; submissionId?: string };

/** Looks again this often: quickly at first (a warm runner judges in about a second), then calmer. */
const POLL_DELAYS_MS = [300, 400, 600, 800, 1000];
/** Network or server hiccups in a row before the page says the job could not be followed. */
const MAX_FAILED_LOOKS = 5;

type JudgeOnRunnerOptions = {
  onProgress: (progress: RunnerJobProgress) => void;
  /** Waits for a delay; tests pass one that does not. */
  sleep?: (ms: number) => Promise<void>;
};

/**
 * Queues the code for a runner and follows the job until it is judged: resolves with the report (and a
 * Submit's stored submission), rejects with a message the page can show. A refused job (bad input, three
 * waiting already) rejects with the server's message; a lookup that fails is tried again a few times.
 */
export async function judgeOnRunner(input: CreateRunnerJobInput, options: JudgeOnRunnerOptions) {
  const sleep = options.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let view = await createRunnerJob(input);
  let failedLooks = 0;
  for (let look = 0; ; look++) {
    if (view.state === "done") return toResult(view);
    if (view.state === "failed") throw new Error(view.message);
    options.onProgress(view);
    await sleep(POLL_DELAYS_MS[Math.min(look, POLL_DELAYS_MS.length - 1)] ?? 1000);
    try {
      view = await getRunnerJob(view.id);
      failedLooks = 0;
    } catch (error) {
      failedLooks += 1;
      if (!isPassing(error) || failedLooks >= MAX_FAILED_LOOKS) throw error;
    }
  }
}

function toResult(view: Extract<RunnerJobView, { state: "done" }>): RunnerJobResult {
  return { report: view.report, ...(view.submissionId ? { submissionId: view.submissionId } : {}) };
}

/** A lost connection or a server error may pass; a 4xx (the job is gone) will not. */
function isPassing(error: unknown) {
  return !(error instanceof ApiError) || error.status >= 500;
}
