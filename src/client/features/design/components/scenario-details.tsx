import { PenTool, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Link } from "react-router";
import { buttonClasses } from "@/client/components/ui/button";
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
    <Dialog.Root open={scenario !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 w-full max-w-lg overflow-y-auto bg-white p-6 shadow-xl">
          {scenario ? (
            <div className="space-y-5">
              <div className="flex items-start justify-between gap-3">
                <Dialog.Title className="text-xl font-bold break-words text-slate-900">{scenario.title}</Dialog.Title>
                <Dialog.Close
                  aria-label="Close scenario details"
                  className="grid size-9 shrink-0 place-items-center rounded-md text-slate-600 hover:bg-slate-100"
                >
                  <X aria-hidden className="size-5" />
                </Dialog.Close>
              </div>
              <Dialog.Description className="text-sm leading-relaxed whitespace-pre-line text-slate-700">
                {scenario.description}
              </Dialog.Description>
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
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
