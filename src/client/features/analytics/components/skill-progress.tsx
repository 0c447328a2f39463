import { SKILLS, type SkillKey } from "../lib/analytics-figures";

/** The four skills in percent, as progress bars screen readers announce. */
export function SkillProgress({ skills }: { skills: Record<SkillKey, number> }) {
  return (
    <section
      aria-labelledby="skill-progress-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id="skill-progress-title" className="text-lg font-semibold text-slate-900">
        Skill Progress
      </h3>
      <ul className="mt-4 space-y-4">
        {SKILLS.map(({ key, label }) => (
          <li key={key}>
            <div className="flex justify-between text-sm">
              <span id={`skill-${key}`} className="font-medium text-slate-700">
                {label}
              </span>
              <span className="text-slate-600">{skills[key]}%</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby={`skill-${key}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={skills[key]}
              className="mt-1.5 h-2 rounded-full bg-slate-100"
            >
              <div className="h-2 rounded-full bg-brand-600" style={{ width: `${skills[key]}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
