// Work that runs in this process after the request that asked for it has been answered (the AI
// evaluation of interview answers, the AI review of a design): jobs start at once, at most
// `concurrency` of them hold a slot at a time, a failure goes to `onError` instead of being thrown, and
// `whenIdle` settles once every job started has (tests, shutdown). The state they change lives in the
// database, so a job lost with the process is found there and retried.

export type JobSlots = { acquire: () => Promise<void>; release: () => void };

export function createBackgroundJobs({ concurrency }: { concurrency: number }) {
  const running = new Set<Promise<void>>();
  let active = 0;
  const waiting: (() => void)[] = [];
  const slots: JobSlots = {
    async acquire() {
      if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
      active += 1;
    },
    release() {
      active -= 1;
      waiting.shift()?.();
    },
  };
  const start = (job: (slots: JobSlots) => Promise<void>, onError: (error: unknown) => void) => {
    const promise: Promise<void> = job(slots)
      .catch(onError)
      .finally(() => running.delete(promise));
    running.add(promise);
  };
  return {
    /** Starts a job that takes slots itself (one per item it works on). */
    start,
    /** Starts a job that holds one slot from start to end. */
    startInSlot(job: () => Promise<void>, onError: (error: unknown) => void) {
      start(async () => {
        await slots.acquire();
        try {
          await job();
        } finally {
          slots.release();
        }
      }, onError);
    },
    async whenIdle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
