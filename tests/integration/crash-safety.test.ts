import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, expect, test, vi } from "vitest";
import { openDatabase } from "@/server/db/client";
import { newsletterSubscriptions } from "@/server/db/schema/site";
import { createScratchDatabase } from "../fixtures/scratch-database";
import { cleanUpAfterEach, getFreePort, spawnServer, waitUntilReady } from "../fixtures/server-process";
import { startWriteBurst, waitUntil } from "../fixtures/write-burst";

// The real server process under a burst of writes. kill -9 loses no acknowledged
// write and the restart takes the dead process's DATA_DIR lock over; SIGTERM finishes what is in
// flight, refuses the rest without a 5xx, and exits 0. On the embedded database by default, on
// PostgreSQL when TEST_DATABASE_URL is set (the server then uses a scratch database of its own).
// server-process.test.ts covers the clean restart and one request in flight at SIGTERM.

vi.setConfig({ testTimeout: 120_000 });

const postgresUrl = process.env.TEST_DATABASE_URL;
const scratch = postgresUrl ? await createScratchDatabase(postgresUrl, "preppilot_crash") : undefined;
afterAll(() => scratch?.drop());

const { running, dirs } = cleanUpAfterEach();

/** Writes acknowledged before the kill: enough to be sure the kill lands mid-burst. */
const ACKNOWLEDGED_BEFORE_KILL = 150;
const BURST_CONCURRENCY = 8;

async function startServer(dataDir: string, port: number) {
  const server = spawnServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${port}`,
    RATE_LIMITS: "off",
    ...(scratch ? { DATABASE_URL: scratch.url, AUTH_SECRET: "crash-test-secret-at-least-32-characters" } : {}),
  });
  running.push(server);
  await waitUntilReady(server);
  return server;
}

function makeDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-crash-"));
  dirs.push(dir);
  return dir;
}

/** Which of `emails` the database holds, read directly once no server runs on it. */
async function findSubscribed(dataDir: string, emails: string[]): Promise<Set<string>> {
  const database = await openDatabase(scratch ? { url: scratch.url } : { dataDir });
  try {
    const found = new Set<string>();
    for (let start = 0; start < emails.length; start += 500) {
      const rows = await database.db
        .select({ email: newsletterSubscriptions.email })
        .from(newsletterSubscriptions)
        .where(inArray(newsletterSubscriptions.email, emails.slice(start, start + 500)));
      for (const row of rows) found.add(row.email);
    }
    return found;
  } finally {
    await database.close();
  }
}

test("kill -9 during a burst of writes: the restart opens the database, takes the stale lock over, and every acknowledged write is there", async () => {
  const dataDir = makeDataDir();
  const port = await getFreePort();
  const server = await startServer(dataDir, port);
  const burst = startWriteBurst({ url: server.url });
  await waitUntil(() => burst.acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL, 60_000, "writes acknowledged");

  server.child.kill("SIGKILL");
  await server.exited;
  await burst.stop();
  const acknowledged = [...burst.acknowledged];
  // Only a refused, reset or closed connection may fail: never an HTTP error.
  expect(burst.others.filter((outcome) => outcome.kind === "status")).toEqual([]);
  if (!scratch) {
    // The dead process's lock is still there.
    expect(Number(fs.readFileSync(path.join(dataDir, "preppilot.lock"), "utf8"))).toBe(server.child.pid);
  }

  const restarted = await startServer(dataDir, port);
  // It serves writes again.
  const after = startWriteBurst({ url: restarted.url, concurrency: 2 });
  await waitUntil(() => after.acknowledged.length >= 10, 30_000, "writes after the restart");
  await after.stop();
  restarted.child.kill("SIGTERM");
  expect(await restarted.exited).toBe(0);

  const found = await findSubscribed(dataDir, [...acknowledged, ...after.acknowledged]);
  const lost = [...acknowledged, ...after.acknowledged].filter((email) => !found.has(email));
  console.info(`kill -9: ${acknowledged.length} acknowledged writes before the kill, ${lost.length} lost`);
  expect(lost).toEqual([]);
});

test("SIGTERM under a burst of writes: requests in flight finish, later ones are refused without a 5xx, exit 0, nothing acknowledged is lost", async () => {
  const dataDir = makeDataDir();
  const port = await getFreePort();
  const server = await startServer(dataDir, port);
  const burst = startWriteBurst({ url: server.url, concurrency: BURST_CONCURRENCY });
  await waitUntil(() => burst.acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL, 60_000, "writes acknowledged");
  const acknowledgedBeforeSignal = burst.acknowledged.length;

  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  await burst.stop();

  const statuses = burst.others.filter((outcome) => outcome.kind === "status");
  expect(statuses).toEqual([]);
  const refusals = burst.others.map((outcome) => (outcome.kind === "network" ? outcome.code : "?"));
  for (const code of refusals) expect(["ECONNREFUSED", "ECONNRESET", "UND_ERR_SOCKET"]).toContain(code);
  expect(refusals).toContain("ECONNREFUSED");

  // Only what was in flight is answered after the signal: a request or two per worker's connection (the
  // one it had written, and one more while the signal reaches the server's loop, which on a loaded
  // machine takes a moment: 17 of 8 workers once in CI). A kept-alive connection does not go on being
  // served: before the fix, 2,077 writes were answered after the signal.
  const acknowledgedAfterSignal = burst.acknowledged.length - acknowledgedBeforeSignal;
  expect(acknowledgedAfterSignal).toBeLessThanOrEqual(4 * BURST_CONCURRENCY);

  const found = await findSubscribed(dataDir, burst.acknowledged);
  const lost = burst.acknowledged.filter((email) => !found.has(email));
  console.info(
    `SIGTERM: ${acknowledgedBeforeSignal} writes acknowledged before the signal, ` +
      `${acknowledgedAfterSignal} after it (in flight), ${lost.length} lost; ` +
      `refused: ${refusals.length}`,
  );
  expect(lost).toEqual([]);
});
