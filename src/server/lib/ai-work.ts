import type PgBoss from "pg-boss";

// The background AI work of a row (an interview answer's evaluation, a design's AI review) as jobs of the job
// engine (lib/job-engine.ts). The row holds the state the page reads (pending → running → done | failed); a job
// carries only its id. A worker claims the row (running, with the claim's time) before asking the model and
// stores the outcome only while its claim is still the row's, so two workers never store twice. One time, the
// provider's own deadline (`maxDurationMs`: the most one honest call takes), sets every other:
//
//   deadline ── takeOverAfter ── job expiry ── (maintenance, retry delay, polling) ── lostAfter
//
// A claim older than `takeOverAfter` belongs to a dead worker and may be taken over; the job expires a little
// later, so that pg-boss hands the job of a killed process to another worker, which takes the claim over; only
// after that could have happened does the page show the work as interrupted, with Retry.

/** Workers poll this often for a job another instance sent or a retry whose time came (their own sends wake them). */
export const AI_WORK_POLLING_SECONDS = 5;

/** Jobs a row has waiting are queued once (`short`: one waiting job per singleton key); retried with a backoff. */
export const AI_WORK_QUEUE_OPTIONS: Omit<PgBoss.Queue, "name"> = {
  policy: "short",
  retryLimit: 3,
  retryDelay: 10,
  retryBackoff: true,
  retentionMinutes: 24 * 60,
};

/** At the server's start, rows left pending or running this recently get a job again. */
export const RECOVER_WITHIN_MS = 24 * 60 * 60_000;

const TAKE_OVER_MARGIN_MS = 20_000;
const EXPIRY_MARGIN_SECONDS = 30;
/** Past the expiry: a maintenance round (30 s), the first retry's delay (at most 20 s), polling (5 s), slack. */
const LOST_MARGIN_MS = 120_000;

export type AiWorkTimings = {
  /** A job is handed out again this long after a worker took it without finishing it. */
  expireInSeconds: number;
  /** A running row claimed longer ago than this may be claimed by another worker. */
  takeOverAfterMs: number;
  /** A pending or running row unchanged for longer shows as interrupted, with Retry. */
  lostAfterMs: number;
};

export function getAiWorkTimings(maxDurationMs: number): AiWorkTimings {
  return {
    expireInSeconds: Math.ceil(maxDurationMs / 1000) + EXPIRY_MARGIN_SECONDS,
    takeOverAfterMs: maxDurationMs + TAKE_OVER_MARGIN_MS,
    lostAfterMs: maxDurationMs + LOST_MARGIN_MS,
  };
}

/** Seconds from `now` until a claim made at `claimedAt` may be taken over (a job that finds the row busy comes back then). */
export function getSecondsUntilTakeOver(timings: AiWorkTimings, claimedAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((claimedAt.getTime() + timings.takeOverAfterMs - now.getTime()) / 1000) + 1);
}

/** Queues a row's background work: `queue(id)` sends a job for whatever of that row is pending. */
export type RowJobs = { queue: (id: string) => Promise<void> };
