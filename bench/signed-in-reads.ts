// Part of `npm run bench`: the signed-in reads (get-session, subscription, analytics and
// the first page of problems) for a user with 500 saved problems, then with 5,000, each at 10 and 50
// connections. The problems are copies of one generated through the API, written straight into the
// database while the server is stopped (generating 5,000 through the API took minutes), with some
// activity for the analytics to derive. With BENCH_DATABASE_URL the server runs on PostgreSQL: the
// bench makes a fresh database on that server and drops it afterwards.
// Figures are printed, never asserted.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, openDatabase } from "@/server/db/client";
import { createScratchDatabase } from "../tests/fixtures/scratch-database";
import type { Result, Server } from "./load";

export type SignedInReadsOptions = {
  startApp: (env: Record<string, string>) => Promise<Server & { stop: () => Promise<void> }>;
  signUp: (appUrl: string) => Promise<string>;
  load: (
    label: string,
    server: Server,
    target: string,
    headers?: Record<string, string>,
    connections?: number,
  ) => Promise<Result>;
};

const SAVED_PROBLEMS = 500;
const MANY_SAVED_PROBLEMS = 5000;
/** Activity events for the analytics to derive: a few months of practice. */
const ACTIVITY_EVENTS = 600;
export const CONNECTION_COUNTS = [10, 50];

export async function benchSignedInReads(options: SignedInReadsOptions): Promise<Result[]> {
  const store = await createStore();
  try {
    let app = await options.startApp(store.env);
    const cookie = await options.signUp(app.url);
    const created = await fetch(`${app.url}/api/practice/problems`, {
      method: "POST",
      headers: { cookie, origin: app.url, "content-type": "application/json" },
      body: "{}",
    });
    if (created.status !== 201) throw new Error(`could not generate a problem: ${created.status}`);
    await app.stop();

    const results: Result[] = [];
    for (const [total, reads] of [
      [SAVED_PROBLEMS, ["session", "subscription", "analytics", "problems"]],
      [MANY_SAVED_PROBLEMS, ["problems", "analytics"]],
    ] as const) {
      await store.seed(total);
      app = await options.startApp(store.env);
      try {
        for (const connections of CONNECTION_COUNTS) {
          for (const read of reads) {
            const { label, path: readPath } = READS[read];
            results.push(
              await options.load(
                `${label} (${total.toLocaleString("en")} problems)`,
                app,
                readPath,
                { cookie },
                connections,
              ),
            );
          }
        }
      } finally {
        await app.stop();
      }
    }
    return results;
  } finally {
    await store.drop();
  }
}

const READS = {
  session: { label: "GET /api/auth/get-session", path: "/api/auth/get-session" },
  subscription: { label: "GET /api/subscription", path: "/api/subscription" },
  analytics: { label: "GET /api/analytics", path: "/api/analytics?tz=Europe%2FLondon" },
  problems: { label: "GET /api/practice/problems, first page", path: "/api/practice/problems" },
} as const;

/** Where the bench's server keeps its data: a fresh embedded data directory, or a fresh PostgreSQL database. */
async function createStore() {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-bench-reads-"));
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, "preppilot_bench") : undefined;
  const databaseUrl = scratch?.url;
  const open = (): Promise<DatabaseHandle> => openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
  return {
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    /** Grows the only user's problems to `total` (copies of their first) and gives them some activity. */
    async seed(total: number) {
      const database = await open();
      try {
        await seedRows(database, total);
      } finally {
        await database.close();
      }
    },
    async drop() {
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function seedRows({ db }: DatabaseHandle, total: number) {
  // Copies of the first problem, a second apart going back in time, some started and some solved.
  await db.execute(sql`
    insert into practice_problems (id, user_id, title, difficulty, topic, company, description, examples,
      constraints, hints, source, slug, created_at, started_at, solved_at, judge)
    select 'problem_bench_' || n, p.user_id, p.title || ' #' || n, p.difficulty, p.topic, p.company, p.description,
      p.examples, p.constraints, p.hints, p.source, p.slug, p.created_at - n * interval '1 second',
      case when n % 3 = 0 then p.created_at - n * interval '1 second' end,
      case when n % 6 = 0 then p.created_at - n * interval '1 second' end, p.judge
    from (select * from practice_problems order by created_at limit 1) p,
      generate_series((select count(*) from practice_problems), ${total - 1}) n`);
  await db.execute(sql`
    insert into activity_events (user_id, kind, subject_id, details, created_at)
    select u.id, (array['problem_started', 'problem_solved', 'interview_completed'])[1 + n % 3], 'bench-' || n,
      '{}'::jsonb, now() - n * interval '3 hours'
    from (select id from "user" limit 1) u, generate_series(1, ${ACTIVITY_EVENTS}) n
    where (select count(*) from activity_events where subject_id like 'bench-%') = 0`);
}
