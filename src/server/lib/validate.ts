import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { resolver, uniqueSymbol } from "hono-openapi";
import type { ZodType } from "zod";
import { AppError } from "@/server/lib/app-error";

/**
 * `zValidator` whose failures become the app's VALIDATION_FAILED error, with the first issue as the
 * message and every issue listed, so forms can map them to fields. It lends its schema to the OpenAPI
 * document (lib/openapi.ts) the way hono-openapi's own `validator` does, so what is documented is what
 * is checked.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = zValidator(target, schema, (result) => {
    if (result.success) {
      const nulPath = findNulCharacter(result.data);
      if (nulPath) {
        const issues = [{ path: nulPath, message: NUL_MESSAGE }];
        throw new AppError("VALIDATION_FAILED", { message: NUL_MESSAGE, issues });
      }
      return;
    }
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.filter((key): key is string | number => typeof key !== "symbol"),
      message: issue.message,
    }));
    throw new AppError("VALIDATION_FAILED", { message: issues[0]?.message ?? "Invalid request", issues });
  });
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });
}

const NUL_MESSAGE = "Text cannot contain the NUL character (U+0000).";

/**
 * Where a valid input holds U+0000, which PostgreSQL refuses in text and jsonb alike (a 500 found by
 * tests/integration/api-bad-input.test.ts): the path of the first such string or key, or null.
 */
export function findNulCharacter(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string") return value.includes("\0") ? path : null;
  if (typeof value !== "object" || value === null || value instanceof Blob) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = [...path, Array.isArray(value) ? Number(key) : key];
    if (key.includes("\0")) return itemPath;
    const found = findNulCharacter(item, itemPath);
    if (found) return found;
  }
  return null;
}
