import { Mail } from "lucide-react";
import { PageIntro } from "@/client/components/layouts/page-intro";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";
import { PRICING_PLANS, TRIAL_DAYS } from "@/shared/constants/plans";

const PRESS_EMAIL = "press@preppilot.dev";

const FACTS = [
  { term: "What it is", detail: "A web app for software engineers preparing for technical interviews." },
  {
    term: "What you can practise",
    detail: "Coding problems you run in the browser, mock interview questions and system design scenarios.",
  },
  {
    term: "Pricing",
    detail: `A ${TRIAL_DAYS}-day free trial without a card, then ${PRICING_PLANS.map((plan) => `${plan.name} ${plan.price}`).join(", ")} per month.`,
  },
  { term: "Headquarters", detail: "San Francisco, California" },
];

export default function PressPage() {
  useDocumentMeta({
    title: "Press",
    description: "Press contact, company facts and brand assets for journalists writing about PrepPilot.",
  });
  return (
    <>
      <PageIntro eyebrow="Press" title="Writing about PrepPilot?">
        <p>
          We are happy to help with facts, product access for review and interviews with the team. We have not issued
          any press releases yet, so this page is short.
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-4xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-5">
        <section aria-labelledby="press-contact" className="md:col-span-2">
          <h2 id="press-contact" className="text-xl font-semibold text-slate-900">
            Press contact
          </h2>
          <p className="mt-3 text-slate-600">
            Email us and a member of the team will answer within two business days. Include your deadline and we will do
            our best to meet it.
          </p>
          <a
            href={`mailto:${PRESS_EMAIL}`}
            className="mt-5 inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 font-medium text-brand-700 hover:bg-slate-50"
          >
            <Mail aria-hidden className="size-4" />
            {PRESS_EMAIL}
          </a>
          <p className="mt-5 text-sm text-slate-600">
            Logo files and product screenshots are sent on request, in the resolution you need.
          </p>
        </section>
        <section aria-labelledby="press-facts" className="md:col-span-3">
          <h2 id="press-facts" className="text-xl font-semibold text-slate-900">
            Fast facts
          </h2>
          <dl className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {FACTS.map((fact) => (
              <div key={fact.term} className="grid gap-1 px-5 py-4 sm:grid-cols-3 sm:gap-4">
                <dt className="text-sm font-medium text-slate-900">{fact.term}</dt>
                <dd className="text-sm text-slate-600 sm:col-span-2">{fact.detail}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
}
