import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, expect, test, vi } from "vitest";
import { backupDatabase, restoreDatabase } from "@/server/admin/backup";
import { openDatabase } from "@/server/db/client";
import { PROJECT_ROOT } from "@/server/lib/project-root";
import { getFreePort, type ServerProcess, spawnServer, waitUntilReady } from "../fixtures/server-process";

// Issue 15, point 9: `npm run admin -- backup` while the server runs (through its admin socket), and
// `restore` into a fresh DATA_DIR, which then holds every row of every table and keeps users signed in.
// The embedded database only: PostgreSQL is backed up with pg_dump (README, "Backups").

vi.setConfig({ testTimeout: 120_000 });

const running: ServerProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

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

function runAdmin(dataDir: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(PROJECT_ROOT, "src/server/admin/cli.ts"), ...args],
      {
        cwd: PROJECT_ROOT,
        env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

test("a backup taken while the server runs restores into a fresh DATA_DIR with every row, and users stay signed in", async () => {
  const dataDir = makeDir("preppilot-live-");
  const backupFile = path.join(makeDir("preppilot-backup-"), "preppilot.backup");
  const server = await startServer(dataDir);

  // Rows in many tables: accounts, sessions, subscriptions, profiles, problems, activity, subscribers.
  const cookies: string[] = [];
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
    cookies.push(cookie);
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
  const refused = await runAdmin(dataDir, ["restore", backupFile, "--force"]);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain("is in use by another PrepPilot process");

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

  // The restored directory serves the same sessions (its auth secret came with the backup).
  const restarted = await startServer(freshDir);
  for (const [index, cookie] of cookies.entries()) {
    const session = await send(restarted, "GET", "/api/auth/get-session", cookie);
    expect(await session.json()).toMatchObject({ user: { email: `user-${index}@example.com` } });
  }
});

test("restore refuses a directory that holds data unless --force, keeps the old database, and refuses a file that is no backup", async () => {
  const source = makeDir("preppilot-source-");
  const target = makeDir("preppilot-target-");
  const backupFile = path.join(makeDir("preppilot-backup-"), "preppilot.backup");
  // Backed up while stopped: the command opens (and locks) the directory itself.
  const seeded = await openDatabase({ dataDir: source });
  await seeded.migrate();
  await seeded.db.execute(sql`insert into newsletter_subscriptions (email) values ('kept@example.com')`);
  await seeded.close();
  expect(await backupDatabase({ DATA_DIR: source }, backupFile)).toBeGreaterThan(0);

  const other = await openDatabase({ dataDir: target });
  await other.migrate();
  await other.close();

  await expect(restoreDatabase({ DATA_DIR: target }, backupFile, { force: false })).rejects.toThrow(
    /is not empty \(pgdata\).*--force/,
  );
  const { replacedTo } = await restoreDatabase({ DATA_DIR: target }, backupFile, { force: true });
  expect(replacedTo).toMatch(/pgdata\.replaced-/);
  expect(fs.existsSync(path.join(replacedTo ?? "", "PG_VERSION"))).toBe(true);
  expect((await readEveryRow(target)).newsletter_subscriptions).toEqual([
    expect.stringContaining('"email":"kept@example.com"'),
  ]);

  const notABackup = path.join(target, "notes.txt");
  fs.writeFileSync(notABackup, "hello\nworld\n");
  await expect(
    restoreDatabase({ DATA_DIR: makeDir("preppilot-empty-") }, notABackup, { force: false }),
  ).rejects.toThrow("is not a PrepPilot backup");
});
