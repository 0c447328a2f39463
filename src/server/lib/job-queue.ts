import PgBoss from "pg-boss";
import type { SqlExecutor } from "@/server/db/client";
import type { Logger } from "@/server/lib/logger";

/** The durable job queue of every instance: pg-boss in the app's own database (decision 023). */
export type JobQueue = PgBoss;

export type JobQueueOptions = {
  database: { sql: SqlExecutor };
  logger: Logger;
  /**
   * How often expired jobs are found and handed back to the queue; a job whose worker died (a runner
   * killed mid-run, an instance killed mid-evaluation) is retried once that long after its expiry.
   */
  maintenanceIntervalSeconds?: number;
};

/** pg-boss keeps its tables in their own schema, created and migrated by `start`, safe from several instances at once. */
export const JOB_QUEUE_SCHEMA = "pgboss";

/**
 * Starts the job queue on the app's database connection (PGlite's one connection, or the PostgreSQL
 * pool), so that it needs no credentials of its own. Its errors (a maintenance query that failed while
 * the database was away) are logged, never thrown: the next round tries again.
 */
export async function startJobQueue({
  database,
  logger,
  maintenanceIntervalSeconds = 30,
}: JobQueueOptions): Promise<JobQueue> {
  const queue = new PgBoss({
    db: { executeSql: (text, values) => database.sql.executeSql(text, values) },
    schema: JOB_QUEUE_SCHEMA,
    maintenanceIntervalSeconds,
    // Cron schedules (the notifications' daily repair): every instance's clock monitor looks every 30 s whether a
    // schedule is due, and one of them queues its job; the queued cron jobs are sent on within 30 s.
    schedule: true,
    cronWorkerIntervalSeconds: 30,
  });
  queue.on("error", (error) => logger.error({ err: error }, "job queue: a maintenance step failed"));
  await queue.start();
  return queue;
}
