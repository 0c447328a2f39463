import { eq } from "drizzle-orm";
import { afterAll, expect, test } from "vitest";
import { createOpenAiProvider } from "@/server/ai/openai-provider";
import { userProfiles } from "@/server/db/schema/account";
import { user as users } from "@/server/db/schema/auth";
import { practiceProblems } from "@/server/db/schema/practice";
import { setSubscription, signUpCaller } from "../fixtures/ai-fixtures";
import { makeCredentials } from "../fixtures/auth";
import { createGate, SAMPLE_ANSWERS, startFakeOpenAi } from "../fixtures/fake-openai";
import { insertSavedProblems } from "../fixtures/saved-problems";
import { createTestApp, TEST_APP_URL } from "../fixtures/test-app";

// What one user (or one e-mail address) sends at the same moment. Overlapping
// generations are refused with a JSON 409 and a plan's quota stays exact; one address gets one account;
// parallel profile saves end with one whole submission. Runs on PGlite and, in CI, on PostgreSQL.

const PARALLEL = 6;
const fake = await startFakeOpenAi();
afterAll(() => fake.close());
// A provider that takes time: each answer waits for the test's gate, so the generations overlap.
const openai = createOpenAiProvider({ baseURL: fake.baseURL, apiKey: "k", model: "gpt-4", timeoutMs: 20_000 });
const { app, db } = await createTestApp({ ai: openai });

type Settled = { status: number; body: unknown };

/**
 * Sends `count` generations at once while the provider holds every answer back, lets the provider
 * answer once all but one request have been answered (or once a second generation reached the
 * provider, which the guard should have prevented), and returns every answer.
 */
async function generateAtOnce(send: () => Response | Promise<Response>, count: number): Promise<Settled[]> {
  const gate = createGate();
  fake.requests.length = 0;
  fake.setDefaultAnswer({ content: SAMPLE_ANSWERS.problem, waitFor: gate.promise });
  let answered = 0;
  const pending = Array.from({ length: count }, async () => {
    const response = await send();
    answered += 1;
    return { status: response.status, body: await response.json() } as Settled;
  });
  await expect.poll(() => answered >= count - 1 || fake.requests.length > 1, { timeout: 10_000 }).toBe(true);
  gate.open();
  try {
    return await Promise.all(pending);
  } finally {
    fake.setDefaultAnswer(undefined);
  }
}

test("overlapping generations of one user: exactly one runs, the others get a JSON 409", async () => {
  const { call } = await signUpCaller(app);
  const results = await generateAtOnce(() => call("POST", "/api/practice/problems", {}), PARALLEL);

  expect(results.filter((result) => result.status === 201)).toHaveLength(1);
  const refused = results.filter((result) => result.status !== 201);
  expect(refused).toHaveLength(PARALLEL - 1);
  for (const result of refused) {
    expect(result).toEqual({
      status: 409,
      body: { error: { code: "CONFLICT", message: "A generation is already running." } },
    });
  }
  expect(fake.requests).toHaveLength(1);
  // The lease is given back: the next generation runs.
  fake.enqueue({ content: SAMPLE_ANSWERS.problem });
  expect((await call("POST", "/api/practice/problems", {})).status).toBe(201);
});

test("parallel generations at quota − 1 give exactly one success, and the quota is then exact", async () => {
  const { userId, call } = await signUpCaller(app);
  await setSubscription(db, userId, {
    status: "active",
    planType: "starter",
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
  // The Starter plan's 50 problems a month, less one, saved straight in the table this month.
  await insertSavedProblems(db, userId, 49, { shape: () => ({ createdAt: new Date() }) });

  const results = await generateAtOnce(() => call("POST", "/api/practice/problems", {}), PARALLEL);

  expect(results.filter((result) => result.status === 201)).toHaveLength(1);
  expect(await db.$count(practiceProblems, eq(practiceProblems.userId, userId))).toBe(50);
  const over = await call("POST", "/api/practice/problems", {});
  expect(over.status).toBe(429);
  expect(await over.json()).toMatchObject({ error: { code: "QUOTA_EXCEEDED" } });
  expect(await db.$count(practiceProblems, eq(practiceProblems.userId, userId))).toBe(50);
});

test("parallel sign-ups with one e-mail address create one account, and none is answered with a 5xx", async () => {
  const credentials = makeCredentials();
  const responses = await Promise.all(
    Array.from({ length: PARALLEL }, () =>
      app.request("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_APP_URL },
        body: JSON.stringify(credentials),
      }),
    ),
  );
  const statuses = responses.map((response) => response.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  for (const status of statuses) expect(status, statuses.join(",")).toBeLessThan(500);
  expect(await db.$count(users, eq(users.email, credentials.email))).toBe(1);
});

test("parallel saves of one profile end with one of the submitted profiles, never a mix", async () => {
  const { userId, call } = await signUpCaller(app);
  const submitted = Array.from({ length: PARALLEL }, (_, index) => ({
    fullName: `Name ${index}`,
    phone: `+1 555 000 ${index}`,
    location: `City ${index}`,
    bio: `Bio ${index}`,
  }));
  const responses = await Promise.all(submitted.map((profile) => call("PUT", "/api/profile", profile)));
  for (const response of responses) expect(response.status).toBe(200);

  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.id, userId));
  const saved = { fullName: row?.fullName, phone: row?.phone, location: row?.location, bio: row?.bio };
  expect(submitted).toContainEqual(saved);
  // The account's name (sign-in, mails) follows the same save.
  const [account] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  expect(account?.name).toBe(saved.fullName);
  const read = (await (await call("GET", "/api/profile")).json()) as { profile: typeof saved };
  expect(read.profile).toMatchObject(saved);
});
