import type PgBoss from "pg-boss";
import type { SqlExecutor } from "@/server/db/client";
import { type JobQueue, startJobQueue } from "@/server/lib/job-queue";
import type { Logger } from "@/server/lib/logger";

// The app's one job engine: one pg-boss per process, in the app's database (decision 023). Features
// define their queues (and, for work this process does, how many workers and the handler) when the app is
// built; the engine starts on first use, or at the server's start, creating the queues and starting the
// workers. A job carries only ids: the rows it works on hold the state the pages read.

/** What a feature defines on the engine: a queue, and optionally the work this process does from it. */
export type QueueDefinition<T extends object> = {
  name: string;
  /** Policy, expiry, retries and retention of the queue's jobs (pg-boss createQueue). */
  options: Omit<PgBoss.Queue, "name">;
  /** Omitted for a queue whose jobs are taken elsewhere (the runners'). */
  work?: {
    /** Workers in this process: jobs of this queue handled at once. */
    concurrency: number;
    /** How often an idle worker looks for a job another instance sent, or one whose time has come. */
    pollingIntervalSeconds: number;
    /** Handles one job; a throw fails it, and the queue's retries decide what follows. */
    handle: (data: T) => Promise<void>;
  };
  /** At the server's start: queues again what the database says is unfinished (work lost with a killed process). */
  recover?: () => Promise<void>;
  /** A cron schedule (UTC) on which one job of this queue is sent, by one instance whichever runs. */
  cron?: string;
};

export type JobEngine = ReturnType<typeof createJobEngine>;

type Work = NonNullable<QueueDefinition<object>["work"]>;

/** The jobs this process is handling, and the workers it started, per queue. */
type Workers = { ids: Map<string, string[]>; running: Set<Promise<void>>; logger: Logger };

/** Creates a defined queue and starts its workers in this process, each handling one job at a time. */
async function setUpQueue(queue: JobQueue, definition: QueueDefinition<object>, workers: Workers) {
  await retryOnDeadlock(() => queue.createQueue(definition.name, { ...definition.options, name: definition.name }));
  const { work } = definition;
  if (!work) return;
  const ids: string[] = [];
  for (let slot = 0; slot < work.concurrency; slot++) {
    const self = { id: "" };
    const workOptions = { batchSize: 1, pollingIntervalSeconds: work.pollingIntervalSeconds };
    self.id = await queue.work<object>(definition.name, workOptions, async ([job]) => {
      if (!job) return;
      try {
        await handle(definition.name, work, job.data, workers);
      } finally {
        // This worker looks for the next job at once rather than after its polling interval.
        if (self.id) queue.notifyWorker(self.id);
      }
    });
    ids.push(self.id);
  }
  workers.ids.set(definition.name, ids);
}

/** PostgreSQL's code for a transaction it ended to break a deadlock. */
const DEADLOCK_DETECTED = "40P01";
const DEADLOCK_ATTEMPTS = 5;

/**
 * Runs `step` again when PostgreSQL ended it to break a deadlock: two instances starting together on a new
 * database create the same queues at once, and pg-boss's create_queue can deadlock; the loser tries again
 * (after 100, 200, … ms) and finds the queue made. Any other error, or a fifth deadlock, is thrown.
 */
export async function retryOnDeadlock<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if ((error as { code?: unknown }).code !== DEADLOCK_DETECTED || attempt >= DEADLOCK_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Runs a job's handler, counted among the running ones until it settles; a failure is logged and rethrown. */
async function handle(name: string, work: Work, data: object, workers: Workers) {
  const handling = work.handle(data);
  const settled = handling.then(
    () => {},
    () => {},
  );
  workers.running.add(settled);
  void settled.finally(() => workers.running.delete(settled));
  try {
    await handling;
  } catch (error) {
    workers.logger.error({ err: error, queue: name }, "a background job failed; it is retried per its queue");
    throw error;
  }
}

/**
 * The answer to pg-boss's SQL past the engine's stop. Only its completing and failing of a job can still run
 * then (its workers are stopped), and both read the count of jobs they changed from the first row: none.
 */
const NO_JOB_CHANGED = { rows: [{ count: "0" }] };

/**
 * pg-boss completes or fails a job without awaiting it: a handler that settles after the engine stopped
 * would query a database that may be closed by then (an unhandled rejection). Past the stop its SQL does
 * nothing, as if the process had ended: the job stays active and its expiry hands it out again.
 */
function closableSql(sql: SqlExecutor, closing: { isClosed: boolean }): SqlExecutor {
  return {
    executeSql: (text, values) => (closing.isClosed ? Promise.resolve(NO_JOB_CHANGED) : sql.executeSql(text, values)),
  };
}

type EngineOptions = { database: { sql: SqlExecutor }; logger: Logger; maintenanceIntervalSeconds?: number };

/** pg-boss, every defined queue and this process's workers; pg-boss is stopped again if a queue cannot be set up. */
async function startEngine(options: EngineOptions, definitions: QueueDefinition<object>[], workers: Workers) {
  const { database, logger, maintenanceIntervalSeconds } = options;
  const queue = await startJobQueue({ database, logger, maintenanceIntervalSeconds });
  try {
    for (const definition of definitions) await setUpQueue(queue, definition, workers);
  } catch (error) {
    await queue.stop({ graceful: false, wait: true }).catch(() => {});
    throw error;
  }
  return queue;
}

export function createJobEngine(options: EngineOptions) {
  const { database, logger } = options;
  const definitions: QueueDefinition<object>[] = [];
  const workers: Workers = { ids: new Map(), running: new Set(), logger };
  let started: Promise<JobQueue> | undefined;
  let stopped = false;
  const closing = { isClosed: false };
  const sql = closableSql(database.sql, closing);

  /** The started queue: pg-boss, every defined queue and this process's workers (started once). */
  const get = () => {
    if (stopped) return Promise.reject(new Error("The job engine is stopped."));
    started ??= startEngine({ ...options, database: { sql } }, definitions, workers);
    started.catch(() => {
      started = undefined;
    });
    return started;
  };

  /** Wakes this process's idle workers of a queue, so that a job just sent starts now. */
  const wake = (name: string) => {
    if (!started) return;
    void started.then(
      (queue) => {
        for (const id of workers.ids.get(name) ?? []) queue.notifyWorker(id);
      },
      () => {},
    );
  };

  return {
    /** Adds a queue; called while the app is built, before the engine starts. */
    define<T extends object>(definition: QueueDefinition<T>) {
      if (started) throw new Error(`The queue ${definition.name} is defined after the job engine started.`);
      definitions.push(definition as unknown as QueueDefinition<object>);
    },
    get,
    /** The server's start: the engine, then each queue's recovery and cron schedule. */
    async start() {
      const queue = await get();
      for (const definition of definitions) {
        if (definition.cron) await queue.schedule(definition.name, definition.cron, {}, { tz: "UTC" });
        await definition.recover?.().catch((error: unknown) => {
          logger.error({ err: error, queue: definition.name }, "job engine: recovering unfinished work failed");
        });
      }
    },
    /** Sends a job (starting the engine if need be); one due now wakes this process's workers of its queue. */
    async send(name: string, data: object, sendOptions: PgBoss.SendOptions = {}) {
      const queue = await get();
      const id = await queue.send(name, data, sendOptions);
      if (!sendOptions.startAfter) wake(name);
      return id;
    },
    wake,
    /** Plain SQL on the database, once the queue's tables exist. */
    async query(text: string, values: unknown[]) {
      await get();
      return database.sql.executeSql(text, values);
    },
    /** Settles when no job runs in this process (tests, shutdown). */
    async whenIdle() {
      while (workers.running.size > 0) await Promise.all(workers.running);
    },
    /**
     * Stops the workers and pg-boss if they started; a job still running here is failed, so that it is retried
     * (here after a restart, or by another instance).
     */
    async stop() {
      stopped = true;
      const queue = await started?.catch(() => undefined);
      await queue?.stop({ graceful: false, wait: true });
      closing.isClosed = true;
    },
  };
}
