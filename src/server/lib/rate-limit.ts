import { sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { rateLimitCounters } from "@/server/db/schema/rate-limit";
import type { AppBindings } from "@/server/lib/app-context";
import { AppError } from "@/server/lib/app-error";

export type RateLimitRule = {
  /** Names the counter, e.g. "newsletter". */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
  /** What the user is told when refused. */
  message: string;
};

/**
 * Counts one request for `subject` (a client address or user id) and refuses it with a 429 once
 * the window's limit is reached. One atomic upsert: a new window starts at 1, otherwise count + 1.
 */
export async function consumeRateLimit(
  db: AppBindings["Variables"]["db"],
  rule: RateLimitRule,
  subject: string,
  now: Date,
): Promise<void> {
  const expiredBefore = sql`${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
  const isExpired = sql`${rateLimitCounters.windowStart} <= ${expiredBefore}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: `${rule.name}:${subject}`, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${isExpired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStart: sql`case when ${isExpired} then ${now.toISOString()}::timestamptz else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, windowStart: rateLimitCounters.windowStart });
  if (row && row.count > rule.limit) {
    const retryAfterS = Math.max(1, Math.ceil((row.windowStart.getTime() + rule.windowMs - now.getTime()) / 1000));
    throw new AppError("RATE_LIMITED", { message: rule.message, retryAfterS });
  }
}

/** Middleware form, keyed by client address; a no-op when RATE_LIMITS=off. */
export function rateLimitByClient(rule: RateLimitRule) {
  return createMiddleware<AppBindings>(async (c, next) => {
    if (c.var.rateLimits) await consumeRateLimit(c.var.db, rule, c.var.clientIp ?? "unknown", c.var.clock());
    await next();
  });
}
