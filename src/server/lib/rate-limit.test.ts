import { afterAll, expect, test } from "vitest";
import { createTestDatabase } from "../../../tests/fixtures/test-database";
import { consumeRateLimit, type RateLimitRule } from "./rate-limit";

const database = await createTestDatabase();
afterAll(() => database.close());

const rule: RateLimitRule = { name: "test", limit: 2, windowMs: 60_000, message: "Slow down." };
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));

test("allows `limit` requests per window, then refuses with the rule's message and a retry time", async () => {
  await consumeRateLimit(database.db, rule, "1.2.3.4", at(0));
  await consumeRateLimit(database.db, rule, "1.2.3.4", at(10));
  const refused = await consumeRateLimit(database.db, rule, "1.2.3.4", at(20)).catch((error: unknown) => error);
  expect(refused).toMatchObject({ code: "RATE_LIMITED", status: 429, message: "Slow down.", retryAfterS: 40 });
});

test("counts each subject separately", async () => {
  await consumeRateLimit(database.db, rule, "5.6.7.8", at(0));
  await consumeRateLimit(database.db, rule, "5.6.7.8", at(1));
  await expect(consumeRateLimit(database.db, rule, "9.9.9.9", at(2))).resolves.toBeUndefined();
});

test("a new window starts once the old one has passed", async () => {
  await consumeRateLimit(database.db, rule, "10.0.0.1", at(0));
  await consumeRateLimit(database.db, rule, "10.0.0.1", at(1));
  await expect(consumeRateLimit(database.db, rule, "10.0.0.1", at(2))).rejects.toMatchObject({ code: "RATE_LIMITED" });
  await expect(consumeRateLimit(database.db, rule, "10.0.0.1", at(61))).resolves.toBeUndefined();
  await expect(consumeRateLimit(database.db, rule, "10.0.0.1", at(62))).resolves.toBeUndefined();
  await expect(consumeRateLimit(database.db, rule, "10.0.0.1", at(63))).rejects.toMatchObject({ code: "RATE_LIMITED" });
});
