import type { PlanType } from "@/shared/constants/plans";

// Subscription state (trial, plan, access), derived in one place: the server decides AI access with it
// and the client shows its texts.

export type SubscriptionRecord = {
  status: string;
  planType: string;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
};

export type SubscriptionStatus = "active" | "trial" | "expired" | "none";

export type SubscriptionState = {
  status: SubscriptionStatus;
  /** AI features are allowed while a paid period or the trial runs. */
  canUseAI: boolean;
  hasActiveSubscription: boolean;
  isTrialActive: boolean;
  /** Whole days left of the trial (trial) or of the paid period (otherwise), rounded up, never below 0. */
  trialDaysLeft: number;
  /** 'Trial ends {date}', 'Active until {date}' or 'Inactive subscription'. */
  statusText: string;
  /** 'Upgrade Plan' during the trial, otherwise 'Manage Plan'. */
  actionLabel: "Upgrade Plan" | "Manage Plan";
  /** Settings' plan label: 'Free Trial', the plan type, or 'No Subscription' ('Full access' under FULL_ACCESS). */
  planLabel: string;
  /** The install gives every account full access (FULL_ACCESS=on): no plan, trial or quota applies. */
  hasFullAccess: boolean;
};

/** How the install decides access: by the product's plans (the default), or full access for every account. */
export type AccessPolicy = { fullAccess: boolean };

const PLAN_POLICY: AccessPolicy = { fullAccess: false };

const DAY_MS = 24 * 60 * 60 * 1000;

// Made once: building an Intl.DateTimeFormat costs far more than formatting with it (it was most of
// GET /api/subscription's time when made per call).
const PLAN_DATE_FORMAT = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** A plan's date as the texts show it ("Mar 5, 2026", in UTC). */
export const formatPlanDate = (date: Date) => PLAN_DATE_FORMAT.format(date);

const isAfter = (date: Date | null, now: Date): date is Date => date !== null && date.getTime() > now.getTime();

export function deriveSubscriptionState(
  record: SubscriptionRecord | null | undefined,
  now: Date,
  policy: AccessPolicy = PLAN_POLICY,
): SubscriptionState {
  if (policy.fullAccess) return FULL_ACCESS_STATE;
  const status: SubscriptionStatus = !record
    ? "none"
    : record.status === "active" && isAfter(record.currentPeriodEnd, now)
      ? "active"
      : record.status === "trial" && isAfter(record.trialEnd, now)
        ? "trial"
        : "expired";

  const end = getPlanEnd(record);
  const trialDaysLeft = end ? Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS)) : 0;

  return {
    status,
    canUseAI: status === "active" || status === "trial",
    hasActiveSubscription: status === "active",
    isTrialActive: status === "trial",
    trialDaysLeft,
    statusText:
      status === "trial" && record?.trialEnd
        ? `Trial ends ${formatPlanDate(record.trialEnd)}`
        : status === "active" && record?.currentPeriodEnd
          ? `Active until ${formatPlanDate(record.currentPeriodEnd)}`
          : "Inactive subscription",
    actionLabel: status === "trial" ? "Upgrade Plan" : "Manage Plan",
    planLabel: !record ? "No Subscription" : record.planType === "trial" ? "Free Trial" : capitalize(record.planType),
    hasFullAccess: false,
  };
}

/**
 * An install with FULL_ACCESS=on: every account is active with every feature, whatever its row says,
 * so no screen offers a trial or a plan it does not need.
 */
const FULL_ACCESS_STATE: SubscriptionState = {
  status: "active",
  canUseAI: true,
  hasActiveSubscription: true,
  isTrialActive: false,
  trialDaysLeft: 0,
  statusText: "Full access on this install",
  actionLabel: "Manage Plan",
  planLabel: "Full access",
  hasFullAccess: true,
};

/**
 * Until when (ms since epoch) `deriveSubscriptionState(record, now)` stays what it is at `now`: the
 * state turns when the whole days left go down by one, each 24 hours before the trial's or the
 * period's end, and at the end itself; after the end it no longer changes.
 */
export function getSubscriptionStateUntil(
  record: SubscriptionRecord | null | undefined,
  now: Date,
  policy: AccessPolicy = PLAN_POLICY,
): number {
  if (policy.fullAccess) return Number.POSITIVE_INFINITY;
  const end = getPlanEnd(record);
  const left = end ? end.getTime() - now.getTime() : 0;
  if (left <= 0) return Number.POSITIVE_INFINITY;
  return now.getTime() + (left % DAY_MS || DAY_MS);
}

/** The end of the trial (for a trial) or of the paid period (otherwise), which the days left count down to. */
function getPlanEnd(record: SubscriptionRecord | null | undefined): Date | null {
  return record ? (record.status === "trial" ? record.trialEnd : record.currentPeriodEnd) : null;
}

function capitalize(planType: PlanType | string) {
  return planType.charAt(0).toUpperCase() + planType.slice(1);
}
