import { Card } from "@/client/components/ui/card";
import type { SkillKey } from "@/shared/readiness/overall";
import { SKILLS } from "../lib/analytics-figures";

/**
 * The four skills in percent, as progress bars screen readers announce: groups of the readiness's own
 * areas (shared/readiness/overall.ts), so they never disagree with it; `undefined` while it loads.
 */
export function SkillProgress({ skills }: { skills: Record<SkillKey, number> | undefined }) {
  return (
    <Card as="section" aria-labelledby="skill-progress-title">
      <h3 id="skill-progress-title" className="text-lg font-semibold text-slate-900">
        Skill Progress
      </h3>
      {skills ? (
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
      ) : (
        <p className="mt-4 text-sm text-slate-600" aria-busy="true">
          Loading skills…
        </p>
      )}
    </Card>
  );
}
