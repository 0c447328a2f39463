import { Hono } from "hono";
import type { AppBindings } from "@/server/lib/app-context";
import { answerHeldRead } from "@/server/lib/held-reads";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import { getNextDayChangeBound } from "@/shared/calendar-days";
import { analyticsQuerySchema } from "@/shared/schemas/analytics";
import { getAnalytics } from "./analytics.service";
import { generateInsights } from "./insights.service";
import { getReadiness } from "./readiness.service";

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
    (c) => {
      const { tz } = c.req.valid("query");
      // Analytics change with the user's activity (which forgets the answer: lib/user-cache.ts) and
      // with the day in their zone, which can only turn at a quarter hour.
      return answerHeldRead(
        c,
        (now) => getAnalytics({ db: c.var.db, userId: c.var.user.id, now, timeZone: tz }),
        (_, now) => getNextDayChangeBound(now),
      );
    },
  )
  /** Mastery per topic, pattern, interview type and the design lab, the weakest three, and the next best session. */
  .get(
    "/readiness",
    documentRoutes(
      "Workspace",
      "user",
    )({
      summary: "My readiness and next best session",
      description:
        "Computed from the user's own solved problems, evaluated interviews and design reviews; `tz` is an IANA zone for today's due reviews.",
      success: { status: 200, description: "`{readiness, nextSession}`" },
    }),
    validate("query", analyticsQuerySchema),
    async (c) => {
      const { tz } = c.req.valid("query");
      const report = await getReadiness({
        db: c.var.db,
        userId: c.var.user.id,
        now: c.var.clock(),
        timeZone: tz,
        getLibrary: c.var.getLibrary,
      });
      return c.json(report);
    },
  )
  /** "Generate AI Insights": a model's short plan from this user's own figures, or `automatic` with the library. */
  .post(
    "/insights",
    documentRoutes(
      "Workspace",
      "user",
    )({
      summary: "Generate my AI insights",
      description:
        'With an AI provider, sends only the signed-in user\'s readiness and recent figures and answers with a short plan; with the built-in library, `{kind: "automatic"}` (the Hub shows its rule-based insights).',
      errors: ["AI_ACCESS_REQUIRED", "RATE_LIMITED", "AI_FAILED"],
      success: { status: 200, description: '`{result}`: `{kind: "ai", insights}` or `{kind: "automatic"}`' },
    }),
    validate("query", analyticsQuerySchema),
    async (c) => {
      const result = await generateInsights({
        db: c.var.db,
        ai: c.var.ai,
        userId: c.var.user.id,
        now: c.var.clock(),
        timeZone: c.req.valid("query").tz,
        rateLimits: c.var.rateLimits,
        getLibrary: c.var.getLibrary,
      });
      return c.json({ result });
    },
  );
