import { CheckCircle2, Circle } from "lucide-react";
import type { ReactNode } from "react";

const OPTIONS = [
  ["Company", "Google"],
  ["Role level", "Senior Engineer"],
  ["Interview type", "Technical"],
  ["Difficulty", "Medium"],
];

const DEBRIEF = [
  ["Problem solving", 90],
  ["Communication", 84],
  ["Code quality", 78],
] as const;

function ScreenFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="overflow-hidden rounded-2xl bg-slate-900 shadow-2xl ring-1 ring-white/10">
      <div className="flex items-center gap-2 border-b border-white/10 px-4 py-3" aria-hidden="true">
        <span className="size-3 rounded-full bg-slate-700" />
        <span className="size-3 rounded-full bg-slate-700" />
        <span className="size-3 rounded-full bg-slate-700" />
      </div>
      <div className="min-h-72 p-6">{children}</div>
      <figcaption className="sr-only">{title}</figcaption>
    </figure>
  );
}

/** A drawn mock of the app for one step of the product tour. */
export function TourScreen({ step }: { step: number }) {
  if (step === 0) {
    return (
      <ScreenFrame title="Choosing a company, level, interview type and difficulty">
        <p className="text-sm font-medium text-slate-300">New session</p>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {OPTIONS.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-white/5 p-3 ring-1 ring-white/10">
              <p className="text-xs text-slate-400">{label}</p>
              <p className="mt-1 font-medium text-white">{value}</p>
            </div>
          ))}
        </div>
        <p className="mt-6 inline-flex rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white">
          Start Interview
        </p>
      </ScreenFrame>
    );
  }
  if (step === 1) {
    return (
      <ScreenFrame title="Answering question 2 of 5 with follow-up questions">
        <p className="text-xs text-slate-400">Question 2 of 5</p>
        <p className="mt-2 text-lg font-medium text-white">
          Design an LRU cache with O(1) get and put. How would you make it thread-safe?
        </p>
        <ul className="mt-5 space-y-2 text-sm text-slate-300">
          <li className="flex gap-2">
            <CheckCircle2 className="size-4 text-emerald-400" aria-hidden="true" /> Hash map plus doubly linked list
          </li>
          <li className="flex gap-2">
            <CheckCircle2 className="size-4 text-emerald-400" aria-hidden="true" /> Eviction at capacity
          </li>
          <li className="flex gap-2">
            <Circle className="size-4 text-slate-500" aria-hidden="true" /> Follow-up: locking strategy
          </li>
        </ul>
        <div className="mt-5 h-2 overflow-hidden rounded-full bg-white/10" aria-hidden="true">
          <div className="h-full w-2/5 rounded-full bg-indigo-400" />
        </div>
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame title="The debrief: an overall score of 84 with scores per skill">
      <div className="flex items-end justify-between">
        <div>
          <p className="text-xs text-slate-400">Overall score</p>
          <p className="text-5xl font-semibold text-white">84</p>
        </div>
        <p className="rounded-full bg-emerald-400/10 px-3 py-1 text-sm text-emerald-300">+9 since last week</p>
      </div>
      <ul className="mt-6 space-y-4">
        {DEBRIEF.map(([skill, score]) => (
          <li key={skill}>
            <div className="flex justify-between text-sm text-slate-300">
              <span>{skill}</span>
              <span>{score}</span>
            </div>
            <div className="mt-1 h-2 overflow-hidden rounded-full bg-white/10">
              <div
                className="h-full rounded-full bg-gradient-to-r from-indigo-400 to-violet-400"
                style={{ width: `${score}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </ScreenFrame>
  );
}
