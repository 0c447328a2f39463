import { Hono } from "hono";
import { pingDatabase } from "@/server/db/client";
import type { AppBindings } from "@/server/lib/app-context";
import { AppError } from "@/server/lib/app-error";
import { documentRoutes } from "@/server/lib/openapi";

const route = documentRoutes("Public", "public");

export const healthRoutes = new Hono<AppBindings>()
  /** Liveness: the process answers. */
  .get("/health", route({ summary: "Liveness", success: { status: 200, description: '`{status: "ok"}`' } }), (c) =>
    c.json({ status: "ok" as const }),
  )
  /** The database check (the standard readiness probe's path): the database answers a query. */
  .get(
    "/ready",
    route({
      summary: "Database check (the database answers)",
      errors: ["SERVICE_UNAVAILABLE"],
      success: { status: 200, description: '`{status: "ready"}`' },
    }),
    async (c) => {
      try {
        await pingDatabase(c.var.db);
      } catch (error) {
        c.var.logger.warn({ err: error }, "database check failed");
        throw new AppError("SERVICE_UNAVAILABLE", { message: "The database is not reachable." });
      }
      return c.json({ status: "ready" as const });
    },
  );
