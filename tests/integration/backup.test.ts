import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect, test, vi } from "vitest";
import { backupDatabase, restoreDatabase } from "@/server/admin/backup";
import { openDatabase } from "@/server/db/client";
import {
  cleanUpAfterEach,
  getFreePort,
  runAdminCommand,
  type ServerProcess,
  spawnServer,
  waitUntilReady,
} from "../fixtures/server-process";

// `npm run admin -- backup` while the server runs (through its admin socket), and
// `restore` into a fresh DATA_DIR, which then holds every row of every table and keeps users signed in.
// The embedded database only: PostgreSQL is backed up with pg_dump (docs/operating.md, "Backups").

vi.setConfig({ testTimeout: 120_000 });

const { running, dirs } = cleanUpAfterEach();

function makeDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

async function startServer(dataDir: string) {
  const port = String(await getFreePort());
  const server = spawnServer({ PORT: port, DATA_DIR: dataDir, APP_URL: `http://127.0.0.1:${port}` });
  running.push(server);
  await waitUntilReady(server);
  return server;
}

const NAMES = ["Ada Lovelace", "Grace Hopper", "Alan Turing"];

function send(server: ServerProcess, method: string, route: string, cookie: string, body?: unknown) {
  return fetch(`${server.url}${route}`, {
    method,
    headers: { origin: server.url, cookie, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** What `execute` answers on both drivers (PGlite and node-postgres). */
type QueryRows<T> = { rows: T[] };

/** Every row of every table of the database in `dataDir`, as sorted JSON lines per table. */
async function readEveryRow(dataDir: string): Promise<Record<string, string[]>> {
  const database = await openDatabase({ dataDir });
  try {
    const tables = (await database.db.execute(
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`,
    )) as unknown as QueryRows<{ schema: string; name: string }>;
    const rows: Record<string, string[]> = {};
    for (const { schema, name } of tables.rows) {
      const result = (await database.db.execute(
        sql.raw(`select * from "${schema}"."${name}"`),
      )) as unknown as QueryRows<Record<string, unknown>>;
      rows[name] = result.rows.map((row) => JSON.stringify(row)).sort();
    }
    return rows;
  } finally {
    await database.close();
  }
}

test("a backup taken while the server runs restores into a fresh DATA_DIR with every row, its sessions and their secret", async () => {
  const dataDir = makeDir("preppilot-live-");
  const backupFile = path.join(makeDir("preppilot-backup-"), "preppilot.backup");
  const server = await startServer(dataDir);

  // Rows in many tables: accounts, sessions, subscriptions, profiles, problems, activity, subscribers.
  for (let index = 0; index < 3; index++) {
    const credentials = {
      name: NAMES[index] ?? "Ada Lovelace",
      email: `user-${index}@example.com`,
      password: "Interview-Ready1",
    };
    const signUp = await send(server, "POST", "/api/auth/sign-up/email", "", credentials);
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const profile = { fullName: `${NAMES[index]} Junior`, phone: "", location: `City ${index}`, bio: "Backed up." };
    expect((await send(server, "PUT", "/api/profile", cookie, profile)).status).toBe(200);
    expect((await send(server, "POST", "/api/practice/problems", cookie, {})).status).toBe(201);
    expect((await send(server, "POST", "/api/newsletter", "", { email: `reader-${index}@example.com` })).status).toBe(
      201,
    );
  }

  // Through the running server's admin socket: the live directory is never opened twice.
  expect(await backupDatabase({ DATA_DIR: dataDir }, backupFile)).toBeGreaterThan(0);
  expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);

  // A restore into the live directory is refused while the server holds it (the real command).
  const refused = await runAdminCommand(dataDir, ["restore", backupFile, "--force"]);
  expect(refused.code).toBe(1);
  expect(refused.stdout + refused.stderr).toContain("is in use by another PrepPilot process");

  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  const original = await readEveryRow(dataDir);

  const freshDir = path.join(makeDir("preppilot-restore-"), "data");
  expect(await restoreDatabase({ DATA_DIR: freshDir }, backupFile, { force: false })).toEqual({ replacedTo: null });
  const restored = await readEveryRow(freshDir);
  expect(Object.keys(restored).length).toBeGreaterThan(10);
  expect(restored.user).toHaveLength(3);
  expect(restored.practice_problems).toHaveLength(3);
  expect(restored).toEqual(original);

  // The sessions came with every other row, and the secret that signs their cookies with the backup:
  // a server started on the restored directory keeps every user signed in.
  expect(restored.session).toHaveLength(3);
  const secret = (dir: string) => fs.readFileSync(path.join(dir, "auth-secret"), "utf8");
  expect(secret(freshDir)).toBe(secret(dataDir));
});

test("restore refuses a directory that holds data unless --force, keeps the old database, and refuses a file that is no backup", async () => {
  // Backed up while stopped: the command opens (and locks) the directory itself.
  const source = makeDir("preppilot-source-");
  const backupFile = path.join(makeDir("preppilot-backup-"), "preppilot.backup");
  const seeded = await openDatabase({ dataDir: source });
  await seeded.migrate();
  await seeded.db.execute(sql`insert into newsletter_subscriptions (email) values ('kept@example.com')`);
  await seeded.close();
  expect(await backupDatabase({ DATA_DIR: source }, backupFile)).toBeGreaterThan(0);

  // The source itself now holds a database: refused without --force, replaced (and kept aside) with it.
  await expect(restoreDatabase({ DATA_DIR: source }, backupFile, { force: false })).rejects.toThrow(
    /is not empty \(auth-secret, pgdata\).*--force|is not empty \(pgdata\).*--force/,
  );
  const { replacedTo } = await restoreDatabase({ DATA_DIR: source }, backupFile, { force: true });
  expect(replacedTo).toMatch(/pgdata\.replaced-/);
  expect(fs.existsSync(path.join(replacedTo ?? "", "PG_VERSION"))).toBe(true);
  expect((await readEveryRow(source)).newsletter_subscriptions).toEqual([
    expect.stringContaining('"email":"kept@example.com"'),
  ]);

  const notABackup = path.join(source, "notes.txt");
  fs.writeFileSync(notABackup, "hello\nworld\n");
  await expect(
    restoreDatabase({ DATA_DIR: makeDir("preppilot-empty-") }, notABackup, { force: false }),
  ).rejects.toThrow("is not a PrepPilot backup");
});
