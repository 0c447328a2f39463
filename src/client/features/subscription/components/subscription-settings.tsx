import { CreditCard } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { Spinner } from "@/client/components/ui/spinner";
import { PLAN_PRICE_LABELS, type PlanType } from "@/shared/constants/plans";
import { describePlanState } from "@/shared/plan-offer";
import { useSubscription } from "../api/get-subscription";
import { useUpgradeModal } from "../hooks/use-upgrade-modal";

/** What the upgrade prompt names when it opens from Billing. */
const BILLING_FEATURE = "all PrepPilot features";

const isPlanType = (value: string): value is PlanType => value in PLAN_PRICE_LABELS;

/**
 * The Billing tab: the real plan, its derived texts and a line on the trial or plan that is true of
 * it; plan changes go through the upgrade prompt. An install with full access has nothing to sell.
 */
export function SubscriptionSettings() {
  const subscription = useSubscription();
  const { openUpgradeModal } = useUpgradeModal();
  const openPlans = () => openUpgradeModal(BILLING_FEATURE);

  if (subscription.isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner className="size-8 text-brand-600" label="Loading subscription" />
      </div>
    );
  }
  if (subscription.isError) {
    return (
      <LoadErrorAlert
        message={subscription.error.message || "Failed to fetch subscription"}
        onRetry={() => subscription.refetch()}
        variant="panel"
      />
    );
  }

  const { subscription: record, state } = subscription.data;
  // Settings' price labels (docs/product-decisions.md, "Plans"): other plan types show $0.
  const price = record && isPlanType(record.planType) ? PLAN_PRICE_LABELS[record.planType] : "$0";
  return (
    <div className="space-y-6">
      <Card as="section" aria-labelledby="current-plan-title" flat>
        <h3 id="current-plan-title" className="text-sm font-medium text-slate-600">
          Current Plan
        </h3>
        <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-xl font-semibold text-slate-900">{state.planLabel}</p>
            <p className="text-slate-600">{state.statusText}</p>
          </div>
          {state.hasFullAccess ? null : (
            <p className="text-2xl font-bold text-slate-900">
              {price}
              {price === "Free" ? null : <span className="text-sm font-normal text-slate-600">/month</span>}
            </p>
          )}
        </div>
        {/* An active paid plan's status line says it all already. */}
        {state.status === "active" && !state.hasFullAccess ? null : (
          <p className="mt-3 text-sm text-slate-700">{describePlanState(record, state)}</p>
        )}
        {state.hasFullAccess ? null : (
          <div className="mt-4 flex flex-wrap gap-2">
            {record ? (
              <Button onClick={openPlans}>{state.actionLabel}</Button>
            ) : (
              <Button onClick={openPlans}>View Plans</Button>
            )}
          </div>
        )}
      </Card>
      {state.hasFullAccess ? null : <PaymentMethod onAdd={openPlans} />}
    </div>
  );
}

function PaymentMethod({ onAdd }: { onAdd: () => void }) {
  return (
    <Card as="section" aria-labelledby="payment-method-title" flat>
      <h3 id="payment-method-title" className="text-lg font-semibold text-slate-900">
        Payment Method
      </h3>
      <div className="mt-4 flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 p-6 text-center">
        <CreditCard aria-hidden className="size-8 text-slate-400" />
        <p className="text-sm text-slate-600">No payment method on file.</p>
        <Button variant="secondary" onClick={onAdd}>
          Add Payment Method
        </Button>
      </div>
    </Card>
  );
}
