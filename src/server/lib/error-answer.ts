import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { isDatabaseUnavailable } from "@/server/db/errors";
import type { AppBindings } from "@/server/lib/app-context";
import { AppError } from "@/server/lib/app-error";

/** What every request answers while the database cannot be reached (a 503 the client may retry). */
const DATABASE_UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a moment.";

/**
 * The answer to an error no route caught: an AppError as its code and message, Hono's HTTP exceptions as theirs,
 * a database that cannot be reached as a 503 the client may retry, anything else as a logged 500.
 */
export function answerError(error: Error, c: Context<AppBindings>) {
  if (error instanceof AppError) {
    if (error.retryAfterS) c.header("Retry-After", String(error.retryAfterS));
    return c.json(error.toBody(), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = status === 401 ? "UNAUTHORIZED" : status === 404 ? "NOT_FOUND" : "BAD_REQUEST";
    return c.json({ error: { code, message: error.message || "Bad request." } }, status);
  }
  if (isDatabaseUnavailable(error)) {
    c.var.logger.warn({ err: error, requestId: c.var.requestId }, "the database is not reachable");
    c.header("Retry-After", "5");
    return c.json({ error: { code: "SERVICE_UNAVAILABLE", message: DATABASE_UNAVAILABLE_MESSAGE } }, 503);
  }
  c.var.logger.error({ err: error, requestId: c.var.requestId }, "unhandled error");
  return c.json({ error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." } }, 500);
}
