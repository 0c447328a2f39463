import { clsx } from "clsx";
import { ArrowRight, Check } from "lucide-react";
import { ButtonLink } from "@/client/components/ui/button";
import { paths } from "@/client/config/paths";
import { PRODUCT_FEATURES } from "../lib/product-features";

/** The six capabilities in depth, alternating sides; each Try button starts the free trial. */
export function FeatureBlocks() {
  return (
    <section aria-label="Features in detail" className="bg-white px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-6xl space-y-24">
        {PRODUCT_FEATURES.map((feature, index) => (
          <article
            key={feature.id}
            id={feature.id}
            aria-labelledby={`${feature.id}-title`}
            className="grid scroll-mt-20 items-center gap-10 lg:grid-cols-2 lg:gap-16"
          >
            <div className={clsx(index % 2 === 1 && "lg:order-2")}>
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                <feature.icon className="size-6" aria-hidden="true" />
              </span>
              <h2 id={`${feature.id}-title`} className="mt-6 text-3xl font-semibold tracking-tight text-slate-900">
                {feature.title}
              </h2>
              <p className="mt-4 text-lg text-slate-600">{feature.summary}</p>
              <ul className="mt-6 space-y-3">
                {feature.highlights.map((highlight) => (
                  <li key={highlight} className="flex gap-3 text-slate-700">
                    <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                    {highlight}
                  </li>
                ))}
              </ul>
              <ButtonLink to={paths.signup} className="mt-8">
                Try {feature.title} <ArrowRight className="size-4" aria-hidden="true" />
              </ButtonLink>
            </div>
            <div
              aria-hidden="true"
              className="relative isolate hidden aspect-[4/3] place-items-center lg:grid overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-50 via-white to-violet-50 ring-1 ring-slate-200"
            >
              <div className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_30%_20%,rgb(99_102_241/0.18),transparent_60%)]" />
              <div className="w-3/4 space-y-3 rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200">
                <div className="flex items-center gap-3">
                  <span className="grid size-10 place-items-center rounded-lg bg-gradient-to-br from-brand-500 to-violet-600 text-white">
                    <feature.icon className="size-5" />
                  </span>
                  <span className="h-3 w-32 rounded-full bg-slate-200" />
                </div>
                {feature.highlights.map((highlight, line) => (
                  <div key={highlight} className="flex items-center gap-2">
                    <span className="size-2 rounded-full bg-brand-500" />
                    <span className={clsx("h-2.5 rounded-full bg-slate-100", ["w-4/5", "w-3/5", "w-2/3"][line])} />
                  </div>
                ))}
              </div>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
