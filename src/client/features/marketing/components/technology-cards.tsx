import { Cpu, Gauge, ShieldCheck, Terminal } from "lucide-react";
import { SectionHeading } from "@/client/components/ui/section-heading";
import { TECHNOLOGY_CARDS } from "../lib/features-content";

const ICONS = [Cpu, Terminal, Gauge, ShieldCheck];

export function TechnologyCards() {
  return (
    <section aria-labelledby="technology-cards-title" className="bg-slate-50 px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="technology-cards-title"
          eyebrow="Under the hood"
          title="Technology built for interview practice"
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TECHNOLOGY_CARDS.map((card, index) => {
            const Icon = ICONS[index] ?? Cpu;
            return (
              <li key={card.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <Icon className="size-6 text-brand-600" aria-hidden="true" />
                <h3 className="mt-4 font-semibold text-slate-900">{card.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{card.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
