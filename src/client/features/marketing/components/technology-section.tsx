import { Cpu, Lock, ShieldCheck, Terminal } from "lucide-react";
import { SectionHeading } from "@/client/components/ui/section-heading";
import { TECHNOLOGY_POINTS, TRUST_BADGES } from "../lib/comparison";
import { ComparisonTable } from "./comparison-table";

const ICONS = [Cpu, Terminal, Lock];

/** How it works under the hood, and how it compares with the alternatives. */
export function TechnologySection() {
  return (
    <section aria-labelledby="technology-title" className="bg-slate-50 px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="technology-title"
          eyebrow="Technology"
          title="Built like an interviewer, not a question bank"
          description="Purpose-built AI, a real code runner and privacy you can check — and how that compares with the usual ways to prepare."
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {TECHNOLOGY_POINTS.map((point, index) => {
            const Icon = ICONS[index] ?? Cpu;
            return (
              <li key={point.title} className="rounded-2xl border border-slate-200 bg-white p-6">
                <Icon className="size-6 text-brand-600" aria-hidden="true" />
                <h3 className="mt-4 font-semibold text-slate-900">{point.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{point.description}</p>
              </li>
            );
          })}
        </ul>
        <ul className="mt-8 flex flex-wrap justify-center gap-3" aria-label="Security and reliability">
          {TRUST_BADGES.map((badge) => (
            <li
              key={badge}
              className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200"
            >
              <ShieldCheck className="size-4 text-emerald-600" aria-hidden="true" />
              {badge}
            </li>
          ))}
        </ul>
        <h3 className="mt-16 mb-6 text-center text-2xl font-semibold tracking-tight text-slate-900">
          PrepPilot vs the usual alternatives
        </h3>
        <ComparisonTable />
      </div>
    </section>
  );
}
