import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { recentActivityQuerySchema } from "@/shared/schemas/analytics";
import { listRecentActivity } from "./activity.service";

export const activityRoutes = new Hono<AppBindings>()
  .use(requireUser)
  /** The latest events of the signed-in user, newest first (`limit` 1–50, default 10). */
  .get("/recent", validate("query", recentActivityQuerySchema), async (c) => {
    const { limit } = c.req.valid("query");
    const events = await listRecentActivity({ db: c.var.db, userId: c.var.user.id, limit });
    return c.json({ events });
  });
