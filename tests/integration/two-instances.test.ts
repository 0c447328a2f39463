import crypto from "node:crypto";
import os from "node:os";
import { eq } from "drizzle-orm";
import { afterAll, expect, test } from "vitest";
import { connectAdminBackend } from "@/server/admin/admin-backend";
import { createOpenAiProvider } from "@/server/ai/openai-provider";
import { type DatabaseHandle, openDatabase } from "@/server/db/client";
import { practiceProblems } from "@/server/db/schema/practice";
import { parseEnv } from "@/server/env";
import { setSubscription } from "../fixtures/ai-fixtures";
import { createAppInstance } from "../fixtures/app-instance";
import { getCookieHeader, makeCredentials } from "../fixtures/auth";
import { createGate, SAMPLE_ANSWERS, startFakeOpenAi } from "../fixtures/fake-openai";
import { insertSavedProblems } from "../fixtures/saved-problems";
import { createScratchDatabase } from "../fixtures/scratch-database";
import { createTestDatabase } from "../fixtures/test-database";

// Two app instances behind one load balancer, on one database, behave as one
// system: rate limits, the generation lease, plan quotas and admin commands hold across both.
// session-cache.test.ts covers sessions, sign-out and cached reads across instances. On PostgreSQL
// (TEST_DATABASE_URL) each instance has its own pool and change feed; on the embedded database they share it.

const postgresUrl = process.env.TEST_DATABASE_URL;
const scratch = postgresUrl ? await createScratchDatabase(postgresUrl, "preppilot_two") : undefined;
let first: DatabaseHandle;
let second: DatabaseHandle;
if (scratch) {
  first = await openDatabase({ url: scratch.url });
  await first.migrate();
  second = await openDatabase({ url: scratch.url });
} else {
  first = await createTestDatabase();
  second = first;
}
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
  await scratch?.drop();
});

const fake = await startFakeOpenAi();
afterAll(() => fake.close());
const ai = createOpenAiProvider({ baseURL: fake.baseURL, apiKey: "k", model: "gpt-4", timeoutMs: 20_000 });
// Rate limits on, and client addresses from X-Forwarded-For (as behind the balancer), on both.
const settings = { ai, rateLimits: true, trustProxy: 1 } as const;
const instances = [createAppInstance(first, settings), createAppInstance(second, settings)] as const;
type App = (typeof instances)[number];

const ORIGIN = "http://localhost:3000";
const randomAddress = () => `198.18.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}`;

function send(
  app: App,
  method: string,
  path: string,
  { cookie = "", ip = randomAddress(), body = undefined as unknown } = {},
) {
  return app.request(path, {
    method,
    headers: {
      origin: ORIGIN,
      cookie,
      "x-forwarded-for": ip,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function signUp(app: App) {
  const credentials = makeCredentials();
  const response = await send(app, "POST", "/api/auth/sign-up/email", { body: credentials });
  expect(response.status).toBe(200);
  const { user } = (await response.json()) as { user: { id: string; email: string } };
  return { ...user, credentials, cookie: getCookieHeader(response) };
}

test("a client's rate limits count on both instances together (the app's and Better Auth's)", async () => {
  // The newsletter allows 10 a minute per address: 5 through each instance, then both refuse.
  const ip = randomAddress();
  for (let index = 0; index < 10; index++) {
    const app = instances[index % 2] as App;
    const response = await send(app, "POST", "/api/newsletter", { ip, body: { email: `n${index}-${ip}@example.com` } });
    expect(response.status).toBe(201);
  }
  for (const app of instances) {
    const refused = await send(app, "POST", "/api/newsletter", { ip, body: { email: `late-${ip}@example.com` } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: "RATE_LIMITED" } });
  }

  // Sign-in allows 5 a minute per address (Better Auth, counted in the database).
  const { credentials } = await signUp(instances[0]);
  const wrong = { email: credentials.email, password: "Wrong-Password-1" };
  const signInIp = randomAddress();
  for (let index = 0; index < 5; index++) {
    const response = await send(instances[index % 2] as App, "POST", "/api/auth/sign-in/email", {
      ip: signInIp,
      body: wrong,
    });
    expect(response.status).toBe(401);
  }
  for (const app of instances) {
    const refused = await send(app, "POST", "/api/auth/sign-in/email", { ip: signInIp, body: credentials });
    expect(refused.status).toBe(429);
  }
});

test("a generation running on one instance refuses the same user's generation on the other with a JSON 409", async () => {
  const user = await signUp(instances[0]);
  const gate = createGate();
  fake.requests.length = 0;
  fake.enqueue({ content: SAMPLE_ANSWERS.problem, waitFor: gate.promise }, { content: SAMPLE_ANSWERS.problem });
  const running = send(instances[0], "POST", "/api/practice/problems", { cookie: user.cookie, body: {} });
  await expect.poll(() => fake.requests.length, { timeout: 10_000 }).toBeGreaterThan(0);

  const refused = await send(instances[1], "POST", "/api/practice/problems", { cookie: user.cookie, body: {} });
  expect(refused.status).toBe(409);
  expect(await refused.json()).toEqual({ error: { code: "CONFLICT", message: "A generation is already running." } });
  gate.open();
  expect((await running).status).toBe(201);
  // Given back on the first instance, the lease is free on the second.
  expect((await send(instances[1], "POST", "/api/practice/problems", { cookie: user.cookie, body: {} })).status).toBe(
    201,
  );
});

test("parallel generations at quota − 1 through both instances give exactly one success; then both refuse", async () => {
  const user = await signUp(instances[1]);
  await setSubscription(first.db, user.id, {
    status: "active",
    planType: "starter",
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
  await insertSavedProblems(first.db, user.id, 49, { shape: () => ({ createdAt: new Date() }) });
  const gate = createGate();
  fake.requests.length = 0;
  fake.setDefaultAnswer({ content: SAMPLE_ANSWERS.problem, waitFor: gate.promise });
  let answered = 0;
  const requests = Array.from({ length: 6 }, async (_, index) => {
    const response = await send(instances[index % 2] as App, "POST", "/api/practice/problems", {
      cookie: user.cookie,
      body: {},
    });
    answered += 1;
    return response.status;
  });
  await expect.poll(() => answered >= 5 || fake.requests.length > 1, { timeout: 10_000 }).toBe(true);
  gate.open();
  const statuses = await Promise.all(requests);
  fake.setDefaultAnswer(undefined);

  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(5);
  expect(await first.db.$count(practiceProblems, eq(practiceProblems.userId, user.id))).toBe(50);
  for (const app of instances) {
    const over = await send(app, "POST", "/api/practice/problems", { cookie: user.cookie, body: {} });
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ error: { code: "QUOTA_EXCEEDED" } });
  }
});

test("an admin command takes effect on both instances: users of both are listed, a removed plan refuses AI on both", async ({
  skip,
}) => {
  if (!scratch) return skip("the admin command opens PostgreSQL itself; the embedded case is admin-cli.test.ts");
  const users = [await signUp(instances[0]), await signUp(instances[1])];
  // What `npm run admin` runs, with the environment a deployment gives it.
  const admin = await connectAdminBackend(
    parseEnv({ DATABASE_URL: scratch.url, DATA_DIR: os.tmpdir(), AUTH_SECRET: "x".repeat(32) }),
  );
  try {
    const listed = (await admin.listUsers()).map((entry) => entry.email);
    for (const user of users) expect(listed).toContain(user.email);

    const [user] = users;
    if (!user) throw new Error("no user");
    // Both instances have the user's subscription in memory before the change.
    for (const app of instances) {
      expect((await send(app, "GET", "/api/subscription", { cookie: user.cookie })).status).toBe(200);
    }
    await admin.setPlan({ email: user.email, plan: "none" });
    for (const app of instances) {
      await expect
        .poll(
          async () => (await send(app, "POST", "/api/practice/problems", { cookie: user.cookie, body: {} })).status,
          {
            timeout: 2000,
            interval: 20,
          },
        )
        .toBe(402);
    }
  } finally {
    await admin.close();
  }
});
