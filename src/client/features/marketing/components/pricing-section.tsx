import { clsx } from "clsx";
import { Check } from "lucide-react";
import { ButtonLink } from "@/client/components/ui/button";
import { SectionHeading } from "@/client/components/ui/section-heading";
import { paths } from "@/client/config/paths";
import { PRICING_PLANS } from "@/shared/constants/plans";

/** The three plans on sale; every plan button starts the free trial at /signup. */
export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-slate-50 px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple plans for every stage"
          description="Every plan starts with a 14-day free trial. No credit card required, cancel anytime."
        />
        <ul className="mt-14 grid items-start gap-6 lg:grid-cols-3">
          {PRICING_PLANS.map((plan) => (
            <li
              key={plan.type}
              data-testid={`plan-${plan.type}`}
              className={clsx(
                "relative flex flex-col rounded-2xl bg-white p-8",
                plan.popular ? "shadow-xl ring-2 ring-brand-600 lg:-mt-4 lg:pb-12" : "shadow-sm ring-1 ring-slate-200",
              )}
            >
              {plan.popular ? (
                <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                  Most Popular
                </p>
              ) : null}
              <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
              <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
              <p className="mt-6 flex items-baseline gap-1">
                <span className="text-5xl font-semibold tracking-tight text-slate-900">{plan.price}</span>
                <span className="text-slate-600">{plan.period}</span>
              </p>
              {plan.note ? <p className="mt-2 text-sm font-medium text-emerald-700">{plan.note}</p> : null}
              <ButtonLink
                to={paths.signup}
                variant={plan.popular ? "primary" : "secondary"}
                size="lg"
                className="mt-8 w-full"
              >
                {plan.buttonText}
              </ButtonLink>
              <ul className="mt-8 space-y-3 text-sm text-slate-700">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-sm text-slate-600">
          All plans are billed monthly. Your first paid month comes with a 30-day money-back guarantee.
        </p>
      </div>
    </section>
  );
}
