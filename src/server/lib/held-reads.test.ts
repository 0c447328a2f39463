import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, expect, test } from "vitest";
import type { Database } from "@/server/db/client";
import { createAppInstance } from "../../../tests/fixtures/app-instance";
import { signUpUser } from "../../../tests/fixtures/auth";
import { createTestApp, UNTIL_NOTIFIED } from "../../../tests/fixtures/test-app";

// Warm signed-in reads are answered from memory by the chain's early answers (lib/held-reads.ts). They
// must be the routes' answers exactly, and an answer that depends on the time must not outlive it.
// Invalidation by changes is proved in tests/integration/session-cache.test.ts, through the same path.

const DAY = 24 * 60 * 60 * 1000;
let now = new Date("2026-03-04T10:00:00Z");
const { database } = await createTestApp();

/** The database's entry points, each use of which is counted: a read answered from memory uses none. */
const QUERY_METHODS = new Set<PropertyKey>([
  "select",
  "selectDistinct",
  "insert",
  "update",
  "delete",
  "execute",
  "query",
  "transaction",
  "$count",
  "with",
]);
let queries = 0;
const countedDb = new Proxy(database.db, {
  get(target, key) {
    if (QUERY_METHODS.has(key)) queries += 1;
    const value = Reflect.get(target, key, target);
    return typeof value === "function" ? value.bind(target) : value;
  },
}) as Database;
const app = createAppInstance(database, { db: countedDb, clock: () => now });

const HELD_READS = [
  "/api/auth/get-session",
  "/api/subscription",
  "/api/analytics?tz=Europe%2FLondon",
  "/api/practice/problems",
  "/api/practice/problems?limit=5",
  "/api/practice/problems/stats",
];

// The same app behind the Node adapter that serves it in production, which writes the held answers.
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((resolve) => server.once("listening", resolve));
const serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(path: string, cookie: string, headers: Record<string, string> = {}) {
  return app.request(path, { headers: { cookie, ...headers } });
}

/** Whether this request is answered 200 from memory, without a query; one that is not loads (and so is held). */
async function isAnsweredAhead(path: string, cookie?: string) {
  const before = queries;
  const answer = await app.request(path, { headers: cookie ? { cookie } : {} });
  return answer.status === 200 && queries === before;
}

test("a warm read is answered from memory, without a query; a cold one loads it", async () => {
  const { cookie } = await signUpUser(app);
  for (const path of HELD_READS) {
    expect(await isAnsweredAhead(path, cookie), path).toBe(false);
    // On PostgreSQL the notifications of the sign-up's own writes come a moment after it returns, and
    // a read they overtake is not held: a read is held from the next one after they have arrived.
    await expect.poll(() => isAnsweredAhead(path, cookie), { ...UNTIL_NOTIFIED, message: path }).toBe(true);
  }
  // Not held: another user's cookie, no cookie, a query the route never answered.
  const { cookie: other } = await signUpUser(app);
  expect(await isAnsweredAhead("/api/subscription", other)).toBe(false);
  expect(await isAnsweredAhead("/api/subscription")).toBe(false);
  expect(await isAnsweredAhead("/api/practice/problems?limit=6", cookie)).toBe(false);
});

test("a held answer is the chain's: the same status, body and headers, and the request's own id", async () => {
  const { cookie } = await signUpUser(app);
  for (const path of HELD_READS) {
    const fromChain = await get(path, cookie);
    await expect.poll(() => isAnsweredAhead(path, cookie), { ...UNTIL_NOTIFIED, message: path }).toBe(true);
    const held = await get(path, cookie, { "x-request-id": "trace-42" });
    expect(held.status, path).toBe(fromChain.status);
    expect(await held.text(), path).toBe(await fromChain.text());
    const headers = (response: Response) => [...response.headers].filter(([name]) => name !== "x-request-id");
    expect(headers(held), path).toEqual(headers(fromChain));
    expect(held.headers.get("x-request-id")).toBe("trace-42");
    expect(fromChain.headers.get("x-request-id")).toMatch(/^[\w-]{36}$/);
  }
  // A malformed id is replaced, as the chain does.
  const replaced = await get("/api/subscription", cookie, { "x-request-id": "no spaces allowed" });
  expect(replaced.headers.get("x-request-id")).not.toBe("no spaces allowed");
});

test("over HTTP a held answer arrives whole, with text beyond ASCII and a Content-Length in UTF-8 bytes", async () => {
  const name = "Zoë Ōkubo-山田";
  const { cookie } = await signUpUser(app, { name });
  for (const path of HELD_READS) {
    const fromChain = await fetch(`${serverUrl}${path}`, { headers: { cookie } });
    await expect.poll(() => isAnsweredAhead(path, cookie), { ...UNTIL_NOTIFIED, message: path }).toBe(true);
    const held = await fetch(`${serverUrl}${path}`, { headers: { cookie } });
    const bytes = Buffer.from(await held.arrayBuffer());
    expect(held.headers.get("content-length"), path).toBe(String(bytes.length));
    expect(held.headers.get("content-type"), path).toBe(fromChain.headers.get("content-type"));
    expect(bytes.toString("utf8"), path).toBe(await fromChain.text());
  }
  const session = await fetch(`${serverUrl}/api/auth/get-session`, { headers: { cookie } });
  expect(((await session.json()) as { user: { name: string } }).user.name).toBe(name);
});

test("answers that depend on the time are read again once it has moved on", async () => {
  now = new Date("2026-03-04T10:00:00Z");
  const { cookie } = await signUpUser(app);
  const daysLeft = async () =>
    ((await (await get("/api/subscription", cookie)).json()) as { state: { trialDaysLeft: number } }).state
      .trialDaysLeft;
  const thisWeek = async () =>
    ((await (await get("/api/analytics?tz=Europe%2FLondon", cookie)).json()) as { weeklyActivity: { date: string }[] })
      .weeklyActivity[0]?.date;

  expect(await daysLeft()).toBe(14);
  expect(await thisWeek()).toBe("2026-03-02");
  now = new Date(now.getTime() + DAY);
  expect(await daysLeft()).toBe(13);
  now = new Date(now.getTime() + 7 * DAY);
  expect(await thisWeek()).toBe("2026-03-09");
  now = new Date(now.getTime() + 6 * DAY);
  expect(await daysLeft()).toBe(0);
  expect(await (await get("/api/subscription", cookie)).json()).toMatchObject({ state: { status: "expired" } });
});
