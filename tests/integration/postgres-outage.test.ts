import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, expect, test, vi } from "vitest";
import { openDatabase } from "@/server/db/client";
import { newsletterSubscriptions } from "@/server/db/schema/site";
import { type PostgresCluster, startPostgresCluster } from "../fixtures/postgres-cluster";
import { getFreePort, type ServerProcess, spawnServer, waitUntilReady } from "../fixtures/server-process";
import { startWriteBurst, waitUntil } from "../fixtures/write-burst";

// PostgreSQL stops under load and starts again. Meanwhile /api/ready answers 503 and
// every request a clear JSON 503 (no 500, no hang); afterwards everything works again without a
// restart of the app, and no acknowledged write is lost. Needs a PostgreSQL of its own to stop: runs
// when TEST_DATABASE_URL is set (PostgreSQL's binaries are then installed), on a throw-away cluster.

vi.setConfig({ testTimeout: 180_000 });

const cluster: PostgresCluster | undefined = process.env.TEST_DATABASE_URL ? await startPostgresCluster() : undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-outage-"));
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  await cluster?.remove();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const UNAVAILABLE = { error: { code: "SERVICE_UNAVAILABLE", message: expect.any(String) } };

async function getJson(url: string, cookie = "") {
  const response = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(20_000) });
  return { status: response.status, body: (await response.json()) as unknown };
}

test("PostgreSQL stops under load: ready and every request answer a JSON 503; when it is back everything works again, nothing acknowledged lost", async ({
  skip,
}) => {
  if (!cluster) return skip("needs a PostgreSQL to stop: runs when TEST_DATABASE_URL is set");
  const port = await getFreePort();
  server = spawnServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: cluster.url,
    AUTH_SECRET: "outage-test-secret-at-least-32-characters",
    RATE_LIMITS: "off",
  });
  await waitUntilReady(server);
  const url = server.url;
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ name: "Ada Lovelace", email: "ada@example.com", password: "Interview-Ready1" }),
  });
  expect(signUp.status).toBe(200);
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  expect((await getJson(`${url}/api/subscription`, cookie)).status).toBe(200);

  const burst = startWriteBurst({ url, concurrency: 4, pauseAfterFailureMs: 50 });
  await waitUntil(() => burst.acknowledged.length >= 50, 60_000, "writes before the outage");

  await cluster.stop("fast");
  const refusedAtStop = burst.others.length;
  expect(await getJson(`${url}/api/ready`)).toEqual({ status: 503, body: UNAVAILABLE });
  expect(await getJson(`${url}/api/subscription`, cookie)).toEqual({ status: 503, body: UNAVAILABLE });
  expect(await getJson(`${url}/api/auth/get-session`, cookie)).toEqual({ status: 503, body: UNAVAILABLE });
  // The health probe (liveness) does not need the database.
  expect((await getJson(`${url}/api/health`)).status).toBe(200);
  await waitUntil(() => burst.others.length >= refusedAtStop + 20, 60_000, "writes refused during the outage");

  await cluster.start();
  await waitUntil(() => server?.child.exitCode === null, 1, "server still running");
  await waitUntilReady(server, 60_000);
  const acknowledgedAtRestart = burst.acknowledged.length;
  await waitUntil(() => burst.acknowledged.length >= acknowledgedAtRestart + 50, 60_000, "writes after the outage");
  await burst.stop();

  // Every write that failed failed with the clear JSON 503: none with a 500, a hang or a dropped connection.
  const failures = burst.others.map((outcome) =>
    outcome.kind === "status" ? { status: outcome.status, body: JSON.parse(outcome.body) as unknown } : outcome,
  );
  expect(failures.length).toBeGreaterThan(0);
  for (const failure of failures) expect(failure).toEqual({ status: 503, body: UNAVAILABLE });
  // The same session works again, from the same process.
  const session = await getJson(`${url}/api/auth/get-session`, cookie);
  expect(session.body).toMatchObject({ user: { email: "ada@example.com" } });
  expect((await getJson(`${url}/api/subscription`, cookie)).status).toBe(200);

  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  const database = await openDatabase({ url: cluster.url });
  try {
    const found = new Set<string>();
    for (let start = 0; start < burst.acknowledged.length; start += 500) {
      const rows = await database.db
        .select({ email: newsletterSubscriptions.email })
        .from(newsletterSubscriptions)
        .where(inArray(newsletterSubscriptions.email, burst.acknowledged.slice(start, start + 500)));
      for (const row of rows) found.add(row.email);
    }
    const lost = burst.acknowledged.filter((email) => !found.has(email));
    console.info(
      `outage: ${burst.acknowledged.length} writes acknowledged, ${failures.length} refused with 503, ${lost.length} lost`,
    );
    expect(lost).toEqual([]);
  } finally {
    await database.close();
  }
});
