import { createMiddleware } from "hono/factory";
import type { AppBindings } from "@/server/lib/app-context";

/** Logs one line per request with its id, status and duration; health probes are not logged. */
export const requestLog = createMiddleware<AppBindings>(async (c, next) => {
  const started = performance.now();
  await next();
  // c.get rather than c.var: Hono builds a new object of every variable on each c.var access.
  const logger = c.get("logger");
  if (c.req.path === "/api/health" || !logger.isLevelEnabled("info")) return;
  logger.info(
    {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    },
    "request",
  );
});
