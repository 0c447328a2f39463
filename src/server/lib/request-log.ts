import { createMiddleware } from "hono/factory";
import type { AppBindings } from "@/server/lib/app-context";
import type { Logger } from "@/server/lib/logger";

export type RequestLine = { requestId: string; method: string; path: string; status: number; startedAt: number };

/**
 * The one log line of a request (from the chain below, and from the answers given ahead of it:
 * static-answers.ts). Building the line costs more than a static answer, so it is skipped when info
 * is not logged.
 */
export function logRequest(logger: Logger, { requestId, method, path, status, startedAt }: RequestLine) {
  if (!logger.isLevelEnabled("info")) return;
  const durationMs = Math.round((performance.now() - startedAt) * 10) / 10;
  logger.info({ requestId, method, path, status, durationMs }, "request");
}

/** Logs one line per request with its id, status and duration; health probes are not logged. */
export const requestLog = createMiddleware<AppBindings>(async (c, next) => {
  const startedAt = performance.now();
  await next();
  if (c.req.path === "/api/health") return;
  // c.get rather than c.var: Hono builds a new object of every variable on each c.var access.
  logRequest(c.get("logger"), {
    requestId: c.get("requestId"),
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    startedAt,
  });
});
