import { afterAll, expect, test, vi } from "vitest";
import { subscriptions } from "@/server/db/schema/account";
import { user } from "@/server/db/schema/auth";
import { createTestDatabase } from "../../../tests/fixtures/test-database";
import { acquireGenerationLease, assertAiAccess, runGeneration } from "./generation-guard";

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;
const NOW = new Date("2026-11-15T12:00:00.000Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);

let users = 0;
/** A user with a subscription row, written directly: these rules only read the two tables. */
async function createUser(subscription: Partial<typeof subscriptions.$inferInsert> = {}) {
  const id = `user-${++users}`;
  await db.insert(user).values({ id, name: "Test", email: `${id}@example.com` });
  await db
    .insert(subscriptions)
    .values({ userId: id, status: "trial", planType: "trial", trialEnd: later(86_400_000), ...subscription });
  return id;
}

const options = (userId: string, overrides: Partial<Parameters<typeof runGeneration>[0]> = {}) => ({
  db,
  userId,
  now: NOW,
  rateLimits: false,
  maxDurationMs: 60_000,
  ...overrides,
});

test("AI access: an active period or a running trial; anything else is refused with 402", () => {
  expect(() => assertAiAccess({ canUseAI: true, status: "trial" })).not.toThrow();
  expect(() => assertAiAccess({ canUseAI: false, status: "expired" })).toThrow(
    expect.objectContaining({ code: "AI_ACCESS_REQUIRED", status: 402, message: expect.stringMatching(/expired/) }),
  );
  expect(() => assertAiAccess({ canUseAI: false, status: "none" })).toThrow(
    expect.objectContaining({ code: "AI_ACCESS_REQUIRED" }),
  );
});

test("one lease per user: a second is refused with 409 until the first is given back", async () => {
  const userId = await createUser();
  const other = await createUser();
  const release = await acquireGenerationLease({ db, userId, now: NOW, ttlMs: 60_000 });
  await expect(acquireGenerationLease({ db, userId, now: later(1000), ttlMs: 60_000 })).rejects.toMatchObject({
    code: "CONFLICT",
    status: 409,
    message: "A generation is already running.",
  });
  await (await acquireGenerationLease({ db, userId: other, now: NOW, ttlMs: 60_000 }))();
  await release();
  await (await acquireGenerationLease({ db, userId, now: later(1000), ttlMs: 60_000 }))();
});

test("an expired lease (a process that died mid-generation) is taken over, and its late release frees nothing", async () => {
  const userId = await createUser();
  const stale = await acquireGenerationLease({ db, userId, now: NOW, ttlMs: 1000 });
  const fresh = await acquireGenerationLease({ db, userId, now: later(1000), ttlMs: 60_000 });
  await stale();
  await expect(acquireGenerationLease({ db, userId, now: later(2000), ttlMs: 60_000 })).rejects.toMatchObject({
    code: "CONFLICT",
  });
  await fresh();
});

test("runGeneration refuses before generating: no access, over quota; it frees the lease after a failure", async () => {
  const expired = await createUser({ status: "trial", trialEnd: NOW });
  const generate = vi.fn(async () => "item");
  await expect(runGeneration(options(expired), generate)).rejects.toMatchObject({ code: "AI_ACCESS_REQUIRED" });

  const starter = await createUser({ status: "active", planType: "starter", currentPeriodEnd: later(86_400_000) });
  const quota = { kind: "codingProblems" as const, countSince: vi.fn(async () => 50) };
  await expect(runGeneration(options(starter, { quota }), generate)).rejects.toMatchObject({ code: "QUOTA_EXCEEDED" });
  expect(quota.countSince).toHaveBeenCalledWith(new Date("2026-11-01T00:00:00.000Z"));
  expect(generate).not.toHaveBeenCalled();

  // An unlimited plan (the trial) is not counted at all.
  const trial = await createUser();
  const uncounted = { kind: "codingProblems" as const, countSince: vi.fn(async () => 10_000) };
  await expect(runGeneration(options(trial, { quota: uncounted }), generate)).resolves.toBe("item");
  expect(uncounted.countSince).not.toHaveBeenCalled();

  await expect(
    runGeneration(options(starter), async () => {
      throw new Error("provider down");
    }),
  ).rejects.toThrow("provider down");
  await expect(runGeneration(options(starter), generate)).resolves.toBe("item");
});

test("allows 20 generations a minute per user unless rate limits are off", async () => {
  const userId = await createUser();
  const generate = async () => "item";
  for (let index = 0; index < 20; index++) {
    await runGeneration(options(userId, { rateLimits: true, now: later(index) }), generate);
  }
  await expect(
    runGeneration(options(userId, { rateLimits: true, now: later(30_000) }), generate),
  ).rejects.toMatchObject({
    code: "RATE_LIMITED",
    status: 429,
    message: "Too many generations. Please wait a minute and try again.",
  });
  await expect(runGeneration(options(userId, { now: later(30_000) }), generate)).resolves.toBe("item");
  await expect(runGeneration(options(userId, { rateLimits: true, now: later(60_000) }), generate)).resolves.toBe(
    "item",
  );
});
