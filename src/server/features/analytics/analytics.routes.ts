import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { analyticsQuerySchema } from "@/shared/schemas/analytics";
import { getAnalytics } from "./analytics.service";

export const analyticsRoutes = new Hono<AppBindings>()
  .use(requireUser)
  /** Stat cards, streak, skills, weekly activity, achievements and heat map; `tz` is an IANA zone (default UTC). */
  .get("/", validate("query", analyticsQuerySchema), async (c) => {
    const { tz } = c.req.valid("query");
    const analytics = await getAnalytics({ db: c.var.db, userId: c.var.user.id, now: c.var.clock(), timeZone: tz });
    return c.json(analytics);
  });
