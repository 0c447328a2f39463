import { Check, Sparkles } from "lucide-react";
import { Dialog } from "radix-ui";
import { type RefObject, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Modal } from "@/client/components/ui/modal";
import { useAuthState } from "@/client/features/auth";
import { ContactDialog } from "@/client/features/contact";
import { PRICING_PLANS } from "@/shared/constants/plans";
import { getPlanOffer, type PlanOffer } from "@/shared/plan-offer";
import { useSubscription } from "../api/get-subscription";

const UPGRADE_PLANS = PRICING_PLANS.filter((plan) => plan.type === "professional" || plan.type === "enterprise");

/**
 * The upgrade prompt: the locked feature, two plans, and a notice on the user's own
 * trial or plan that is true of it (src/shared/plan-offer.ts): an ended trial is offered no new one.
 */
export function UpgradeModal({
  featureName,
  onClose,
  returnFocusTo,
}: {
  featureName: string | null;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const subscription = useSubscription();
  const offer = getPlanOffer({
    record: subscription.data?.subscription,
    state: subscription.data?.state,
    featureName: featureName ?? "",
  });
  return (
    <Modal
      open={featureName !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={offer.title}
      description="Choose the paid plan that fits your preparation."
      icon={<Sparkles aria-hidden className="size-5" />}
      width="wide"
      onCloseAutoFocus={(event) => {
        if (!returnFocusTo.current?.isConnected) return;
        event.preventDefault();
        returnFocusTo.current.focus();
      }}
    >
      {/* Keyed by feature so a reopened prompt starts without the last checkout message. */}
      {featureName ? <UpgradeModalBody key={featureName} offer={offer} /> : null}
    </Modal>
  );
}

function UpgradeModalBody({ offer }: { offer: PlanOffer }) {
  const [checkoutPlan, setCheckoutPlan] = useState<string | null>(null);
  const [isContactOpen, setContactOpen] = useState(false);
  const user = useAuthState((auth) => auth.user);
  return (
    <>
      {/* First: where the user's own trial or plan stands, before what they could buy. */}
      {offer.notice ? (
        <p className="mb-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">{offer.notice}</p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {UPGRADE_PLANS.map((plan) => (
          <PlanCard
            key={plan.type}
            plan={plan}
            isCurrent={plan.type === offer.currentPlanType}
            onChoose={() => setCheckoutPlan(plan.name)}
          />
        ))}
      </ul>
      {checkoutPlan ? (
        <p role="alert" className="mt-4 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-slate-800">
          Redirecting you to checkout for the {checkoutPlan} plan… Online payment is not available yet, so no charge is
          made;{" "}
          <button type="button" className="font-medium text-brand-700 underline" onClick={() => setContactOpen(true)}>
            contact sales
          </button>{" "}
          to upgrade today.
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        {/* Signed-in users are sent away from /contact: the form opens here instead. */}
        <ContactDialog
          open={isContactOpen}
          onOpenChange={setContactOpen}
          title="Contact sales"
          description="Tell us about your team and the plan you need; we reply within 24 hours."
          prefill={{ inquiryType: "sales", name: user?.name ?? "", email: user?.email ?? "" }}
          trigger={
            <button type="button" className="text-sm font-medium text-brand-700 underline">
              Contact sales
            </button>
          }
        />
        <Dialog.Close asChild>
          <Button variant="secondary">Maybe Later</Button>
        </Dialog.Close>
      </div>
    </>
  );
}

/** One plan: its price, its first five features, and Choose (or "Your current plan"). */
function PlanCard({
  plan,
  isCurrent,
  onChoose,
}: {
  plan: (typeof UPGRADE_PLANS)[number];
  isCurrent: boolean;
  onChoose: () => void;
}) {
  return (
    <li
      className={`flex flex-col rounded-xl border p-4 ${plan.popular ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200"}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{plan.name}</h3>
        {plan.popular ? (
          <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-medium text-white">Most Popular</span>
        ) : null}
      </div>
      <p className="mt-2 text-2xl font-bold text-slate-900">
        {plan.price}
        <span className="text-sm font-normal text-slate-600">{plan.period}</span>
      </p>
      <ul className="mt-3 flex-1 space-y-1.5 text-sm text-slate-700">
        {plan.features.slice(0, 5).map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-green-600" />
            {feature}
          </li>
        ))}
      </ul>
      {isCurrent ? (
        <Button className="mt-4 w-full" variant="secondary" disabled>
          Your current plan
        </Button>
      ) : (
        <Button className="mt-4 w-full" variant={plan.popular ? "primary" : "secondary"} onClick={onChoose}>
          Choose {plan.name}
        </Button>
      )}
    </li>
  );
}
