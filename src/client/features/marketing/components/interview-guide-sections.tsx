import { Building2, Check, Lightbulb } from "lucide-react";
import { IconCardGrid } from "@/client/components/ui/icon-card-grid";
import { SectionHeading } from "@/client/components/ui/section-heading";
import { COMPANY_STRATEGIES, GUIDE_PHASES, INTERVIEW_TYPES } from "../lib/interview-guide-content";

export function GuidePhases() {
  return (
    <section aria-labelledby="phases-title" className="bg-white px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="phases-title"
          eyebrow="The programme"
          title="Three phases, 8-12 weeks"
          description="A realistic schedule for working engineers, with five to eight hours of focused practice a week."
        />
        <ol className="mt-14 grid gap-6 lg:grid-cols-3">
          {GUIDE_PHASES.map((phase, index) => (
            <li key={phase.name} className="relative rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
              <div className="flex items-center justify-between">
                <span className="grid size-10 place-items-center rounded-full bg-brand-600 font-semibold text-white">
                  {index + 1}
                </span>
                <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
                  {phase.weeks}
                </span>
              </div>
              <h3 className="mt-6 text-xl font-semibold text-slate-900">{phase.name}</h3>
              <p className="mt-2 text-slate-600">{phase.description}</p>
              <ul className="mt-6 space-y-3 text-sm text-slate-700">
                {phase.tasks.map((task) => (
                  <li key={task} className="flex gap-3">
                    <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                    {task}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function InterviewTypes() {
  return (
    <section aria-labelledby="types-title" className="bg-slate-50 px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="types-title" eyebrow="Interview types" title="Know what each round is testing" />
        <IconCardGrid
          items={INTERVIEW_TYPES}
          size="lg"
          renderMore={(type) => (
            <>
              <h4 className="mt-6 text-sm font-semibold text-slate-900">Tips</h4>
              <ul className="mt-3 space-y-3 text-sm text-slate-700">
                {type.tips.map((tip) => (
                  <li key={tip} className="flex gap-3">
                    <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden="true" />
                    {tip}
                  </li>
                ))}
              </ul>
            </>
          )}
        />
      </div>
    </section>
  );
}

export function CompanyStrategies() {
  return (
    <section aria-labelledby="companies-title" className="bg-white px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="companies-title"
          eyebrow="Company strategies"
          title="Every company interviews differently"
          description="What the big four look for, and how to prepare for it."
        />
        <div className="mt-14 grid gap-6 md:grid-cols-2">
          {COMPANY_STRATEGIES.map((entry) => (
            <article key={entry.company} className="rounded-2xl border border-slate-200 p-8">
              <div className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-xl bg-slate-900 text-white">
                  <Building2 className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">{entry.company}</h3>
                  <p className="text-sm text-slate-600">Focus: {entry.focus}</p>
                </div>
              </div>
              <ul className="mt-6 space-y-3 text-sm text-slate-700">
                {entry.strategies.map((strategy) => (
                  <li key={strategy} className="flex gap-3">
                    <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                    {strategy}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
