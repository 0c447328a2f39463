import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "@/server/db/client";
import { lockDataDir } from "@/server/db/data-dir-lock";
import type { Env } from "@/server/env";
import { canConnect } from "./admin-backend";
import { getAdminSocketPath } from "./admin-socket";
import { decodeBackup, encodeBackup, readAuthSecret, writeAuthSecret } from "./backup-file";

// `npm run admin -- backup <file>` and `restore <file>` for the embedded database, while the server runs.
// A backup is one file: a header line, a JSON line (what it holds, and the auth secret of DATA_DIR so
// sessions and two-factor secrets survive the restore), then PGlite's gzipped tarball of its data
// directory. PostgreSQL is backed up with pg_dump / pg_restore (docs/operating.md, "Backups").

const PGDATA = "pgdata";
/** What a data directory may hold and still count as empty: what a stopped server leaves behind. */
const IGNORED_ENTRIES = new Set(["preppilot.lock", "admin.sock"]);

/** Writes a backup of DATA_DIR's database to `file`: through the running server, or directly when it is stopped. */
export async function backupDatabase(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">, file: string): Promise<number> {
  if (env.DATABASE_URL) throw new Error(POSTGRES_MESSAGE);
  const socketPath = getAdminSocketPath(env.DATA_DIR);
  let bytes: Buffer;
  if (await canConnect(socketPath)) {
    bytes = await fetchBackup(socketPath);
  } else {
    if (!fs.existsSync(path.join(env.DATA_DIR, PGDATA, "PG_VERSION"))) {
      throw new Error(`There is no database in ${path.resolve(env.DATA_DIR)} to back up.`);
    }
    const database = await openDatabase({ dataDir: env.DATA_DIR });
    try {
      if (!database.dump) throw new Error("This database cannot be dumped");
      bytes = await encodeBackup(await database.dump(), readAuthSecret(env.DATA_DIR));
    } finally {
      await database.close();
    }
  }
  // Written beside the target and renamed, so a failed backup never leaves a half file under its name.
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, bytes, { mode: 0o600 });
  fs.renameSync(partial, file);
  return bytes.length;
}

/**
 * Restores a backup file into DATA_DIR. Refuses while a server holds the directory, and when it
 * already holds data unless `force` (the old database is then kept beside it, renamed). Returns
 * where the old database went, if anywhere.
 */
export async function restoreDatabase(
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR">,
  file: string,
  { force }: { force: boolean },
): Promise<{ replacedTo: string | null }> {
  if (env.DATABASE_URL) throw new Error(POSTGRES_MESSAGE);
  const { header, tarball } = decodeBackup(fs.readFileSync(file), file);
  // Refuses while a server (or another admin command) holds DATA_DIR.
  const lock = lockDataDir(env.DATA_DIR);
  try {
    const entries = fs.readdirSync(env.DATA_DIR).filter((entry) => !IGNORED_ENTRIES.has(entry));
    if (entries.length > 0 && !force) {
      throw new Error(
        `The data directory ${path.resolve(env.DATA_DIR)} is not empty (${entries.join(", ")}): ` +
          "restore into a new DATA_DIR, or add --force to replace its database (the old one is kept beside it).",
      );
    }
    let replacedTo: string | null = null;
    const pgdata = path.join(env.DATA_DIR, PGDATA);
    if (fs.existsSync(pgdata)) {
      replacedTo = `${pgdata}.replaced-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      fs.renameSync(pgdata, replacedTo);
    }
    const client = await PGlite.create(pgdata, { loadDataDir: new Blob([new Uint8Array(tarball)]) });
    try {
      // Proves the restored database starts and answers before this command says it worked.
      await client.query("select count(*) from pg_class");
    } finally {
      await client.close();
    }
    if (header.authSecret) {
      writeAuthSecret(env.DATA_DIR, header.authSecret);
    }
    return { replacedTo };
  } finally {
    lock.release();
  }
}

const POSTGRES_MESSAGE =
  "With DATABASE_URL, back up and restore PostgreSQL with pg_dump and pg_restore (see the README, Backups).";

function fetchBackup(socketPath: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, method: "GET", path: "/backup" }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode === 200) return resolve(body);
        let message = `The server answered ${response.statusCode}`;
        try {
          message = (JSON.parse(body.toString("utf8")) as { error?: { message?: string } }).error?.message ?? message;
        } catch {}
        reject(new Error(message));
      });
    });
    request.once("error", reject);
    request.end();
  });
}
