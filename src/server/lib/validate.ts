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
    if (result.success) return;
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.filter((key): key is string | number => typeof key !== "symbol"),
      message: issue.message,
    }));
    throw new AppError("VALIDATION_FAILED", { message: issues[0]?.message ?? "Invalid request", issues });
  });
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });
}
