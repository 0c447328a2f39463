import type { AiProvider, InsightsRequest } from "@/server/ai/ai-provider";
import { assertAiAccess } from "@/server/ai/generation-guard";
import type { Library } from "@/server/content/load-library";
import type { Database } from "@/server/db/client";
import { getSubscription } from "@/server/features/subscription";
import { consumeRateLimit, type RateLimitRule } from "@/server/lib/rate-limit";
import type { InsightsResult } from "@/shared/schemas/insights";
import { getAnalytics } from "./analytics.service";
import { getReadiness } from "./readiness.service";

const INSIGHTS_RATE_LIMIT: RateLimitRule = {
  name: "ai-insights",
  limit: 5,
  windowMs: 60_000,
  message: "Too many insight requests. Please wait a minute and try again.",
};

type InsightsArgs = {
  db: Database;
  ai: AiProvider;
  userId: string;
  now: Date;
  timeZone: string;
  rateLimits: boolean;
  getLibrary: () => Promise<Library>;
};

/**
 * "Generate AI Insights". With a model: this user's own readiness and recent figures
 * go to the provider, which answers with a short plan validated by aiInsightsSchema (AI access needed).
 * With the built-in library: `automatic`, and the Hub shows its rule-based insights labelled as such.
 */
export async function generateInsights(args: InsightsArgs): Promise<InsightsResult> {
  const { db, ai, userId, now, rateLimits } = args;
  if (ai.kind !== "openai") return { kind: "automatic" };
  const { state } = await getSubscription({ db, userId, now });
  assertAiAccess(state);
  if (rateLimits) await consumeRateLimit(db, INSIGHTS_RATE_LIMIT, userId, now);
  const insights = await ai.planInsights(await getInsightsRequest(args));
  return { kind: "ai", insights };
}

/** Only the signed-in user's figures: every read below is scoped to `userId`. */
export async function getInsightsRequest({
  db,
  userId,
  now,
  timeZone,
  getLibrary,
}: Omit<InsightsArgs, "ai" | "rateLimits">): Promise<InsightsRequest> {
  const [{ readiness, nextSession }, analytics] = await Promise.all([
    getReadiness({ db, userId, now, timeZone, getLibrary }),
    getAnalytics({ db, userId, now, timeZone }),
  ]);
  const areas = [...readiness.topics, ...readiness.patterns, ...readiness.interviews, readiness.design];
  const { score, label, tracks } = readiness.overall;
  return {
    readiness: { score, label, tracks },
    areas: areas.map(({ label, mastery, summary }) => ({ label, mastery, summary })),
    weakest: readiness.weakest.map((area) => area.summary),
    recent: {
      problemsSolved: analytics.problemsSolved,
      interviewsCompleted: analytics.interviewsCompleted,
      currentStreak: analytics.currentStreak,
      averages: readiness.averages,
      thisWeek: {
        problemsSolved: analytics.thisWeek.problemsSolved,
        interviewsCompleted: analytics.thisWeek.interviewsCompleted,
        studyHours: analytics.thisWeek.studyHours,
      },
    },
    nextSession: `${nextSession.action} (${nextSession.why})`,
  };
}
