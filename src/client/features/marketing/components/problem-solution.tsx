import { Check, X } from "lucide-react";
import { SectionHeading } from "@/client/components/ui/section-heading";
import { PROBLEMS, SOLUTIONS } from "../lib/home-content";

export function ProblemSolution() {
  return (
    <section aria-labelledby="problem-title" className="bg-white px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="problem-title"
          eyebrow="Why PrepPilot"
          title="Interview prep is broken. We fixed the parts that matter."
          description="Most engineers prepare alone, with no feedback and no plan. That is why strong developers still fail interviews they could pass."
        />
        <div className="mt-14 grid gap-6 lg:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-8">
            <h3 className="text-lg font-semibold text-slate-900">Preparing the usual way</h3>
            <ul className="mt-6 space-y-4">
              {PROBLEMS.map((problem) => (
                <li key={problem} className="flex gap-3 text-slate-700">
                  <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-rose-100 text-rose-700">
                    <X className="size-4" aria-hidden="true" />
                  </span>
                  {problem}
                </li>
              ))}
            </ul>
          </div>
          <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 to-violet-700 p-8 text-white shadow-xl shadow-indigo-600/20">
            <h3 className="text-lg font-semibold">Preparing with PrepPilot</h3>
            <ul className="mt-6 space-y-4">
              {SOLUTIONS.map((solution) => (
                <li key={solution} className="flex gap-3 text-indigo-50">
                  <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-white/20 text-white">
                    <Check className="size-4" aria-hidden="true" />
                  </span>
                  {solution}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
