import { TRIAL_DAYS } from "@/shared/constants/plans";
import { formatPlanDate, type SubscriptionState } from "@/shared/subscription";

// What the upgrade prompt and Billing say about the user's own trial or plan. The product's prompt has
// "a trial notice" and its plans "a 14-day free trial with no credit card"; every signed-in account
// already had its trial at sign-up, so each state gets the line that is true of it instead, and an
// ended trial is never offered another (docs/decisions/014-plans-that-fit.md).

export type PlanOffer = {
  /** The prompt's title: the product's 'Upgrade to unlock {feature}', or 'Manage your plan' on a paid plan. */
  title: string;
  /** One line on the user's trial or plan, true for their state; null until the state is known. */
  notice: string | null;
  /** The paid plan the user is on, marked as current in the prompt rather than offered. */
  currentPlanType: string | null;
};

/** The subscription row as the server holds it or as the API answers it (dates as ISO strings). */
type PlanRecord = { planType: string; trialEnd: Date | string | null; currentPeriodEnd: Date | string | null };

type OfferArgs = {
  record: PlanRecord | null | undefined;
  /** Undefined while the subscription is loading. */
  state: SubscriptionState | undefined;
  /** The locked feature the prompt opened for, e.g. 'AI Insights'. */
  featureName: string;
};

export function getPlanOffer({ record, state, featureName }: OfferArgs): PlanOffer {
  const isPaid = state?.status === "active" && !state.hasFullAccess;
  return {
    title: isPaid ? "Manage your plan" : `Upgrade to unlock ${featureName}`,
    notice: state ? describePlanState(record, state) : null,
    currentPlanType: isPaid && record ? record.planType : null,
  };
}

/** The sentence on the user's trial or plan that the prompt and Billing show. */
export function describePlanState(record: PlanRecord | null | undefined, state: SubscriptionState): string {
  if (state.hasFullAccess) return "This install gives every account full access: no plan is needed.";
  if (!record) return "Your account has no plan. Choose one to use every feature.";
  const isTrial = record.planType === "trial";
  const endValue = isTrial ? record.trialEnd : record.currentPeriodEnd;
  const end = endValue === null ? null : new Date(endValue);
  const on = end ? ` on ${formatPlanDate(end)}` : "";
  switch (state.status) {
    case "trial": {
      const days = state.trialDaysLeft === 1 ? "1 day" : `${state.trialDaysLeft} days`;
      return `Your ${TRIAL_DAYS}-day free trial ends${on}, ${days} from now. No credit card required: choose a plan to keep every feature after it.`;
    }
    case "active":
      return `You are on the ${state.planLabel} plan${end ? `, active until ${formatPlanDate(end)}` : ""}.`;
    default:
      return isTrial
        ? `Your ${TRIAL_DAYS}-day free trial ended${on}. Choose a plan to keep practising with every feature.`
        : `Your ${state.planLabel} plan ended${on}. Choose a plan to keep practising with every feature.`;
  }
}
