import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { ensurePrivateDir } from "@/server/lib/private-dir";
import { PROJECT_ROOT } from "@/server/lib/project-root";
import { type ChangeFeed, createPgliteChangeFeed, createPostgresChangeFeed } from "./change-feed";
import { lockDataDir } from "./data-dir-lock";
import { schema } from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Plain SQL on the handle's connection, as the job queue (lib/job-queue.ts) runs it: text with $1… parameters, or several statements without. */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  sql: SqlExecutor;
  /** Which users' rows changed, from any instance (see change-feed.ts): what in-process caches listen to. */
  changes: ChangeFeed;
  /** Applies the committed migrations; safe to call from several instances at once. */
  migrate: () => Promise<void>;
  /** Closes the connection (and for PGlite flushes and releases DATA_DIR). */
  close: () => Promise<void>;
  /**
   * The embedded database only: a gzipped tarball of its data directory, taken between two queries
   * after a checkpoint, which PGlite can start from (admin/backup.ts). PostgreSQL has pg_dump.
   */
  dump?: () => Promise<Blob>;
};

export type DatabaseOptions =
  /** PostgreSQL through node-postgres. */
  | { url: string }
  /**
   * Embedded PGlite persisted under dataDir (locked), or in memory when dataDir is omitted; an
   * in-memory database may start from a dump of another's data directory (tests start from a migrated
   * one, which skips initdb: a third of the time).
   */
  | { dataDir?: string; template?: Blob };

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, "src/server/db/migrations");

// Any constant works; it only has to be the same for every instance migrating one database.
const MIGRATION_LOCK_ID = 727_274_001;

/**
 * PGlite starts PostgreSQL with its default buffer cache, 128 MB, which lives in PGlite's WebAssembly memory
 * and is resident from the start: a third of the embedded server's memory. 32 MB (4,096 pages) holds this
 * app's working set, and the operating system's page cache still holds the data files beneath it
 * (docs/performance.md, decision 024).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return "url" in options ? openPostgres(options.url) : openPglite(options.dataDir, options.template);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // A database that does not answer a connection (a host gone from the network) fails the query after
  // 5 s, answered 503 like a refused one, instead of holding the request until the client gives up.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection the server ends (a restart, a failover, pg_terminate_backend) is reported here;
  // unhandled, it would crash the process. The pool drops that connection and opens a new one for
  // the next query, and a server that is really gone fails that query, where it is handled.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema });
  const changes = createPostgresChangeFeed(url);
  return {
    db: db as unknown as Database,
    kind: "postgres",
    // An empty parameter list runs as a simple query, which may hold several statements.
    sql: { executeSql: (text, values) => pool.query(text, values) },
    changes,
    migrate: async () => {
      // Instances starting together wait for each other instead of racing on the same DDL.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<DatabaseHandle> {
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  try {
    // PGlite creates its files inside a folder only the server's user can enter (lib/private-dir.ts).
    if (dataDir) ensurePrivateDir(path.join(dataDir, "pgdata"));
    if (dataDir) await createPgliteDataDir(path.join(dataDir, "pgdata"));
    const startParams = PGLITE_START_PARAMS;
    const client = dataDir
      ? await PGlite.create(path.join(dataDir, "pgdata"), { startParams })
      : await PGlite.create(template ? { loadDataDir: template, startParams } : { startParams });
    const db = drizzlePglite({ client, schema });
    const changes = createPgliteChangeFeed(client);
    return {
      db: db as unknown as Database,
      kind: "pglite",
      sql: {
        // PGlite's query takes one statement; exec takes several without parameters (the last one's rows).
        executeSql: async (text, values) =>
          values && values.length > 0 ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }),
      },
      changes,
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      dump: async () => {
        // Writes every committed page out first, so the copy needs no recovery to start.
        await client.exec("checkpoint");
        return client.dumpDataDir("gzip");
      },
      close: async () => {
        try {
          await changes.close();
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * Makes a new embedded database (initdb) in a child process that exits afterwards. PGlite runs initdb in a
 * second WebAssembly instance beside the first: in this process that took the first start to about 880 MB
 * resident and left some 100 MB that the allocator keeps for good (docs/performance.md).
 */
async function createPgliteDataDir(pgdata: string): Promise<void> {
  if (fs.existsSync(path.join(pgdata, "PG_VERSION"))) return;
  const pglite = JSON.stringify(import.meta.resolve("@electric-sql/pglite"));
  const script = `const { PGlite } = await import(${pglite}); await (await PGlite.create(${JSON.stringify(pgdata)})).close();`;
  await promisify(execFile)(process.execPath, ["--input-type=module", "--eval", script], { timeout: 300_000 }).catch(
    (error: { stderr?: string; message: string }) => {
      throw new Error(`Could not create the embedded database in ${pgdata}: ${error.stderr || error.message}`);
    },
  );
}

/** A cheap round trip, for readiness checks. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
