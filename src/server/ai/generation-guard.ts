import { randomUUID } from "node:crypto";
import { and, eq, lte } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { generationLeases } from "@/server/db/schema/generation";
import { getSubscription } from "@/server/features/subscription";
import { AppError } from "@/server/lib/app-error";
import { consumeRateLimit, type RateLimitRule } from "@/server/lib/rate-limit";
import type { SubscriptionState } from "@/shared/subscription";
import { assertWithinQuota, getQuotaLimit, getQuotaPeriodStart, type QuotaKind } from "./plan-quota";

// The rules every generation passes, in this order: AI access (402), the per-user rate limit (429),
// one generation at a time per user (409), the plan's monthly quota (429). Only then does the
// provider run.

const GENERATION_RATE_LIMIT: RateLimitRule = {
  name: "ai-generation",
  limit: 20,
  windowMs: 60_000,
  message: "Too many generations. Please wait a minute and try again.",
};

/** How long a lease outlives the provider's longest generation, should a process die holding it. */
const LEASE_MARGIN_MS = 30_000;

const GENERATION_RUNNING_MESSAGE = "A generation is already running.";

/** 402 unless the user has an active subscription or a running trial: every AI feature needs one. */
export function assertAiAccess(state: Pick<SubscriptionState, "canUseAI" | "status">): void {
  if (state.canUseAI) return;
  throw new AppError("AI_ACCESS_REQUIRED", {
    message:
      state.status === "expired"
        ? "Your trial or subscription has expired. Upgrade your plan to keep using AI features."
        : "AI features need an active subscription or trial. Upgrade your plan to use them.",
  });
}

export type GenerationOptions = {
  db: Database;
  userId: string;
  now: Date;
  /** False under RATE_LIMITS=off. */
  rateLimits: boolean;
  /** The provider's longest generation; the user's lease lasts this plus a margin. */
  maxDurationMs: number;
  /** The monthly quota this generation counts against, with how many the user had this month. */
  quota?: { kind: QuotaKind; countSince: (periodStart: Date) => Promise<number> };
};

/** Runs `generate` once every rule allows it, holding the user's lease until it settles. */
export async function runGeneration<T>(options: GenerationOptions, generate: () => Promise<T>): Promise<T> {
  const { db, userId, now, rateLimits, maxDurationMs, quota } = options;
  const { subscription, state } = await getSubscription({ db, userId, now });
  assertAiAccess(state);
  if (rateLimits) await consumeRateLimit(db, GENERATION_RATE_LIMIT, userId, now);
  const release = await acquireGenerationLease({ db, userId, now, ttlMs: maxDurationMs + LEASE_MARGIN_MS });
  try {
    // Unlimited plans skip the count, as does an install that gives every account full access.
    if (quota && subscription && !state.hasFullAccess && getQuotaLimit(subscription.planType, quota.kind) !== null) {
      const used = await quota.countSince(getQuotaPeriodStart(now));
      assertWithinQuota({ planType: subscription.planType, kind: quota.kind, used, now });
    }
    return await generate();
  } finally {
    await release();
  }
}

/**
 * Takes the user's generation lease, or answers 409 while another one runs (on any instance). An
 * expired lease is taken over. Returns the function that gives it back.
 */
export async function acquireGenerationLease({
  db,
  userId,
  now,
  ttlMs,
}: {
  db: Database;
  userId: string;
  now: Date;
  ttlMs: number;
}): Promise<() => Promise<void>> {
  const token = randomUUID();
  const expiresAt = new Date(now.getTime() + ttlMs);
  const taken = await db
    .insert(generationLeases)
    .values({ userId, token, expiresAt })
    .onConflictDoUpdate({
      target: generationLeases.userId,
      set: { token, expiresAt },
      setWhere: lte(generationLeases.expiresAt, now),
    })
    .returning({ token: generationLeases.token });
  if (taken.length === 0) throw new AppError("CONFLICT", { message: GENERATION_RUNNING_MESSAGE });
  return async () => {
    await db
      .delete(generationLeases)
      .where(and(eq(generationLeases.userId, userId), eq(generationLeases.token, token)));
  };
}
