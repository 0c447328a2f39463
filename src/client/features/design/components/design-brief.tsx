import { clsx } from "clsx";
import { formatOptionLabel } from "@/client/lib/format-option-label";
import type { Scenario } from "@/shared/schemas/design";
import { getComplexityBadgeClasses } from "../lib/complexity-badge";
import { DetailList } from "./scenario-details";

/**
 * The scenario beside the canvas, as an interviewer gives it: what to design, its requirements and
 * constraints. How it will be judged comes with the review (DesignReviewPanel), not before.
 */
export function DesignBrief({ scenario }: { scenario: Scenario }) {
  return (
    <div className="space-y-4 p-4">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className={clsx("rounded-full px-2 py-0.5 font-medium", getComplexityBadgeClasses(scenario.complexity))}>
          {formatOptionLabel(scenario.complexity)}
        </span>
        <span className="font-medium text-slate-600">{formatOptionLabel(scenario.company)}</span>
      </div>
      <h2 className="text-lg font-bold break-words text-slate-900">{scenario.title}</h2>
      <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700">{scenario.description}</p>
      <DetailList title="Requirements" items={scenario.requirements} />
      {scenario.nonFunctionalRequirements.length > 0 ? (
        <DetailList title="Non-functional requirements" items={scenario.nonFunctionalRequirements} />
      ) : null}
      <DetailList title="Constraints" items={scenario.constraints} />
    </div>
  );
}
