import { createMiddleware } from "hono/factory";
import type { AppBindings } from "@/server/lib/app-context";

/** Logs one line per request with its id, status and duration; health probes are not logged. */
export const requestLog = createMiddleware<AppBindings>(async (c, next) => {
  const started = performance.now();
  await next();
  if (c.req.path === "/api/health") return;
  c.var.logger.info(
    {
      requestId: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    },
    "request",
  );
});
