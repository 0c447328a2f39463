import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { pageQuerySchema } from "@/shared/schemas/pagination";
import { listActivity } from "./activity.service";

export const activityRoutes = new Hono<AppBindings>()
  .use(requireUser)
  /** One page of the signed-in user's events, newest first: `?limit=` (20, at most 100) and the last page's `nextCursor`. */
  .get(
    "/",
    documentRoutes(
      "Workspace",
      "user",
    )({
      summary: "My activity by pages",
      success: { status: 200, description: "`{events, nextCursor}` newest first" },
    }),
    validate("query", pageQuerySchema),
    async (c) => {
      const page = await listActivity({ db: c.var.db, userId: c.var.user.id, page: c.req.valid("query") });
      return c.json(page);
    },
  );
