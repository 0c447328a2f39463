import { expect, test } from "vitest";
import { newsletterSubscriptions } from "@/server/db/schema/site";
import { AppError } from "@/server/lib/app-error";
import { createTestDatabase } from "../../../tests/fixtures/test-database";
import { duplicateAs, isUniqueViolation } from "./errors";

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
