import { PenTool } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/client/components/ui/button";
import { SidePanel } from "@/client/components/ui/side-panel";
import { paths } from "@/client/config/paths";
import type { Scenario } from "@/shared/schemas/design";
import { ScenarioReview } from "./scenario-review";

export function DetailList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The selected scenario in a side panel; the close button, Escape or a click outside clear the selection. */
export function ScenarioDetails({ scenario, onClose }: { scenario: Scenario | undefined; onClose: () => void }) {
  return (
    <SidePanel
      isOpen={scenario !== undefined}
      onClose={onClose}
      title={scenario?.title}
      closeLabel="Close scenario details"
      description={scenario?.description}
      descriptionClassName="text-sm leading-relaxed whitespace-pre-line text-slate-700"
    >
      {scenario ? (
        <>
          <Link to={paths.design(scenario.id)} className={buttonClasses({ className: "w-full sm:w-auto" })}>
            <PenTool aria-hidden className="size-4" />
            Open the design canvas
          </Link>
          <DetailList title="Requirements" items={scenario.requirements} />
          {/* AI-generated scenarios may come without them: no empty heading then. */}
          {scenario.nonFunctionalRequirements.length > 0 ? (
            <DetailList title="Non-functional requirements" items={scenario.nonFunctionalRequirements} />
          ) : null}
          <DetailList title="Constraints" items={scenario.constraints} />
          {/* The evaluation criteria are the review's rubric. Keyed: another scenario starts with no choice. */}
          <ScenarioReview key={scenario.id} scenario={scenario} />
        </>
      ) : null}
    </SidePanel>
  );
}
