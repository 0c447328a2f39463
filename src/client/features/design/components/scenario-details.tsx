import { PenTool } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/client/components/ui/button";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { SidePanel } from "@/client/components/ui/side-panel";
import { Spinner } from "@/client/components/ui/spinner";
import { paths } from "@/client/config/paths";
import type { Scenario, ScenarioSummary } from "@/shared/schemas/design";
import { ScenarioSelfRating } from "./scenario-self-rating";

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

type ScenarioDetailsProps = {
  /** The selected card: the panel opens with its title and description at once. */
  summary: ScenarioSummary | undefined;
  /** The whole scenario, once it has come. */
  scenario: Scenario | undefined;
  loadError: boolean;
  onRetry: () => void;
  onClose: () => void;
};

/** The selected scenario in a side panel; the close button, Escape or a click outside clear the selection. */
export function ScenarioDetails({ summary, scenario, loadError, onRetry, onClose }: ScenarioDetailsProps) {
  return (
    <SidePanel
      isOpen={summary !== undefined}
      onClose={onClose}
      title={summary?.title}
      closeLabel="Close scenario details"
      description={summary?.description}
      descriptionClassName="text-sm leading-relaxed whitespace-pre-line text-slate-700"
    >
      {summary ? (
        <Link to={paths.design(summary.id)} className={buttonClasses({ className: "w-full sm:w-auto" })}>
          <PenTool aria-hidden className="size-4" />
          Open the design canvas
        </Link>
      ) : null}
      {summary && scenario?.id === summary.id ? (
        <>
          <DetailList title="Requirements" items={scenario.requirements} />
          {/* AI-generated scenarios may come without them: no empty heading then. */}
          {scenario.nonFunctionalRequirements.length > 0 ? (
            <DetailList title="Non-functional requirements" items={scenario.nonFunctionalRequirements} />
          ) : null}
          <DetailList title="Constraints" items={scenario.constraints} />
          {/* The evaluation criteria come with the first review. Keyed: another scenario starts with no choice. */}
          <ScenarioSelfRating key={scenario.id} scenario={scenario} />
        </>
      ) : summary && loadError ? (
        <LoadErrorAlert variant="inline" message="Failed to load the scenario's details." onRetry={onRetry} />
      ) : summary ? (
        <Spinner className="mx-auto block size-6 text-brand-600" label="Loading the scenario's details" />
      ) : null}
    </SidePanel>
  );
}
