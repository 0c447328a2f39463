// Work that runs in this process after the request that asked for it has been answered (the AI
// evaluation of interview answers, the AI review of a design): jobs start at once, at most
// `concurrency` pieces of work run at a time (p-limit keeps the slots and the first-come queue), a
// failure goes to `onError` instead of being thrown, and `whenIdle` settles once every job started has
// (tests, shutdown). The state they change lives in the database, so a job lost with the process is
// found there and retried.
import pLimit, { type LimitFunction } from "p-limit";

/** Runs one piece of work in a slot: it waits while `concurrency` others run, first come first served. */
export type InSlot = LimitFunction;

/**
 * A runner of background work keyed by the row it works on (an interview, a design review), as the
 * request context carries it; the features build them and routes call `start`.
 */
export type BackgroundRunner = {
  /** Runs the work for that row in the background; never throws. */
  start(id: string): void;
  /** Settles when no work is running (tests, shutdown). */
  whenIdle(): Promise<void>;
};

export function createBackgroundJobs({ concurrency }: { concurrency: number }) {
  const running = new Set<Promise<void>>();
  const inSlot = pLimit(concurrency);
  const start = (job: (inSlot: InSlot) => Promise<void>, onError: (error: unknown) => void) => {
    const promise: Promise<void> = job(inSlot)
      .catch(onError)
      .finally(() => running.delete(promise));
    running.add(promise);
  };
  return {
    /** Starts a job that takes slots itself (one per item it works on, through `inSlot`). */
    start,
    /** Starts a job that holds one slot from start to end. */
    startInSlot(job: () => Promise<void>, onError: (error: unknown) => void) {
      start((run) => run(job), onError);
    },
    async whenIdle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
