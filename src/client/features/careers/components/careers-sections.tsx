import { IconCardGrid } from "@/client/components/ui/icon-card-grid";
import { SectionHeading } from "@/client/components/ui/section-heading";
import { CAREER_VALUES, PERKS } from "../lib/careers-content";

export function PerksSection() {
  return (
    <section aria-labelledby="perks-title" className="bg-white px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="perks-title"
          eyebrow="Perks & benefits"
          title="We take care of the people who build PrepPilot"
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {PERKS.map((perk) => (
            <li key={perk.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
                <perk.icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{perk.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{perk.description}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function CareerValuesSection() {
  return (
    <section aria-labelledby="career-values-title" className="bg-slate-50 px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="career-values-title" eyebrow="How we work" title="Our values" />
        <IconCardGrid items={CAREER_VALUES} align="center" />
      </div>
    </section>
  );
}
