import { Hono } from "hono";
import { sendJson, withJson } from "@/server/lib/answer-headers";
import type { AppBindings } from "@/server/lib/app-context";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { toDayKey } from "@/shared/calendar-days";
import { analyticsQuerySchema } from "@/shared/schemas/analytics";
import { getAnalytics } from "./analytics.service";

export const analyticsRoutes = new Hono<AppBindings>()
  .use(requireUser)
  /** Stat cards, streak, skills, weekly activity, achievements and heat map; `tz` is an IANA zone (default UTC). */
  .get(
    "/",
    documentRoutes(
      "Workspace",
      "user",
    )({
      summary: "My analytics",
      success: { status: 200, description: "Stat cards, streak, skills, weekly activity, achievements and heat map" },
    }),
    validate("query", analyticsQuerySchema),
    async (c) => {
      const { tz } = c.req.valid("query");
      const { db, user, userCache } = c.var;
      const now = c.var.clock();
      // Analytics change with the user's activity (which forgets the entry: lib/user-cache.ts) and with
      // the day in their zone, which is part of the key.
      const analytics = await userCache.read(user.id, `analytics:${tz}:${toDayKey(now, tz)}`, async () =>
        withJson(await getAnalytics({ db, userId: user.id, now, timeZone: tz })),
      );
      return sendJson(c, analytics.value, analytics.json);
    },
  );
