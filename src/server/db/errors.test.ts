import { expect, test } from "vitest";
import { newsletterSubscriptions } from "@/server/db/schema/site";
import { AppError } from "@/server/lib/app-error";
import { createTestDatabase } from "../../../tests/fixtures/test-database";
import { duplicateAs, isDatabaseUnavailable, isUniqueViolation } from "./errors";

test("a unique violation from the real database becomes the app's DUPLICATE error", async () => {
  const database = await createTestDatabase();
  try {
    await database.db.insert(newsletterSubscriptions).values({ email: "dup@example.com" });
    const error = await database.db
      .insert(newsletterSubscriptions)
      .values({ email: "dup@example.com" })
      .catch(duplicateAs("Already there"))
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "DUPLICATE", status: 409, message: "Already there" });
  } finally {
    await database.close();
  }
});

test("other errors pass through unchanged", () => {
  const other = new Error("boom");
  expect(() => duplicateAs("x")(other)).toThrow(other);
  expect(isUniqueViolation(other)).toBe(false);
  expect(isUniqueViolation({ code: "23503" })).toBe(false);
  expect(isUniqueViolation(new Error("wrapped", { cause: { code: "23505" } }))).toBe(true);
});

test("a database that cannot be reached is told apart from a query it refused", () => {
  // What node-postgres and PostgreSQL report when the server is down, shutting down or starting, as
  // Drizzle wraps it (the driver's error is the cause).
  const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1"), { cause });
  expect(
    isDatabaseUnavailable(wrapped(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))),
  ).toBe(true);
  expect(
    isDatabaseUnavailable(wrapped({ code: "57P01", message: "terminating connection due to administrator command" })),
  ).toBe(true);
  expect(isDatabaseUnavailable(wrapped({ code: "57P03", message: "the database system is starting up" }))).toBe(true);
  expect(isDatabaseUnavailable(wrapped(new Error("Connection terminated unexpectedly")))).toBe(true);
  expect(isDatabaseUnavailable(wrapped({ code: "23505", message: "duplicate key value" }))).toBe(false);
  expect(isDatabaseUnavailable(wrapped({ code: "42P01", message: 'relation "x" does not exist' }))).toBe(false);
  expect(isDatabaseUnavailable(new Error("something else"))).toBe(false);
});
