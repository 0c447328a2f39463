import { AppError } from "@/server/lib/app-error";
import { PLAN_QUOTAS, PLAN_TYPES, type PlanType } from "@/shared/constants/plans";
import { formatPlanDate } from "@/shared/subscription";

// The plans' monthly quotas (PLAN_QUOTAS), counted per calendar month in UTC.

export type QuotaKind = "codingProblems" | "mockInterviews";

const QUOTA_LABELS: Record<QuotaKind, string> = {
  codingProblems: "coding problems",
  mockInterviews: "mock interviews",
};

/** Midnight UTC on the first day of `now`'s month: the quotas count from here. */
export function getQuotaPeriodStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** When the quotas start again: the first day of the next month (UTC). */
function getQuotaResetDate(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** The plan's monthly limit for `kind`, or null when unlimited (or the plan type is unknown). */
export function getQuotaLimit(planType: string, kind: QuotaKind): number | null {
  return isPlanType(planType) ? PLAN_QUOTAS[planType][kind] : null;
}

/**
 * Refuses one more item when `used` items of `kind` this month already reach the plan's limit, with
 * a message naming the limit and the day it resets.
 */
export function assertWithinQuota({
  planType,
  kind,
  used,
  now,
}: {
  planType: string;
  kind: QuotaKind;
  used: number;
  now: Date;
}): void {
  const limit = getQuotaLimit(planType, kind);
  if (limit === null || used < limit) return;
  const plan = planType.charAt(0).toUpperCase() + planType.slice(1);
  throw new AppError("QUOTA_EXCEEDED", {
    message: `Your ${plan} plan includes ${limit} ${QUOTA_LABELS[kind]} per month. Your quota resets on ${formatPlanDate(getQuotaResetDate(now))}.`,
  });
}

function isPlanType(value: string): value is PlanType {
  return (PLAN_TYPES as readonly string[]).includes(value);
}
