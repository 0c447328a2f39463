import { clsx } from "clsx";
import type { ReactNode, RefObject } from "react";
import { SidePanel } from "@/client/components/ui/side-panel";
import { formatOptionLabel } from "@/client/lib/format-option-label";
import type { Concept, ConceptExample } from "@/shared/design/concepts";
import { CONCEPT_STUDY_MAX_SECONDS_PER_DAY, type ConceptScenario } from "@/shared/schemas/concept-study";
import { getComplexityBadgeClasses } from "../lib/complexity-badge";
import { ConceptDiagram } from "./concept-diagram";

type ConceptDetailsProps = {
  concept: Concept | undefined;
  /** The library scenarios that need the concept; undefined while they load or when they failed to. */
  scenarios: ConceptScenario[] | undefined;
  isScenariosError: boolean;
  onClose: () => void;
  /** The button that opened the panel, focused again when it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-1.5">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function Example({ example }: { example: ConceptExample }) {
  if (example.kind === "diagram") return <ConceptDiagram diagram={example.diagram} caption={example.caption} />;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">{example.caption}</p>
      {example.steps.map((step) => (
        <div key={step.label}>
          <p className="text-xs font-semibold text-slate-600">{step.label}</p>
          <pre className="mt-1 rounded-lg bg-slate-900 p-3 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-slate-100">
            {step.body}
          </pre>
        </div>
      ))}
    </div>
  );
}

function ScenarioList({ scenarios, isError }: { scenarios: ConceptScenario[] | undefined; isError: boolean }) {
  if (isError) return <p className="text-sm text-slate-600">The scenarios could not be loaded.</p>;
  if (!scenarios) return <p className="text-sm text-slate-600">Loading scenarios…</p>;
  if (scenarios.length === 0) return <p className="text-sm text-slate-600">No library scenario needs it yet.</p>;
  return (
    <ul aria-label="Scenarios that need it" className="space-y-2">
      {scenarios.map((scenario) => (
        <li
          key={scenario.slug}
          className="flex items-start justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2"
        >
          <span className="min-w-0">
            <span className="block text-sm font-medium break-words text-slate-900">{scenario.title}</span>
            <span className="block text-xs text-slate-600">
              {scenario.companies.length > 0 ? scenario.companies.map(formatOptionLabel).join(", ") : "Any company"}
            </span>
          </span>
          <span
            className={clsx(
              "shrink-0 rounded-full px-2 py-0.5 text-xs font-medium",
              getComplexityBadgeClasses(scenario.complexity),
            )}
          >
            {formatOptionLabel(scenario.complexity)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** An open concept in a side panel: the explanation, its example and the library scenarios that need it. */
export function ConceptDetails({ concept, scenarios, isScenariosError, onClose, returnFocusTo }: ConceptDetailsProps) {
  return (
    <SidePanel
      isOpen={concept !== undefined}
      onClose={onClose}
      eyebrow={concept?.group}
      title={concept?.name}
      closeLabel="Close concept"
      description={concept?.whatItIs}
      returnFocusTo={returnFocusTo}
    >
      {concept ? (
        <>
          <Section title="When to use it">
            <p className="text-sm leading-relaxed text-slate-700">{concept.whenToUse}</p>
          </Section>
          <Section title="Trade-offs">
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
              {concept.tradeOffs.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </Section>
          <Section title="Example">
            <Example example={concept.example} />
          </Section>
          <Section title="Library scenarios that need it">
            <ScenarioList scenarios={scenarios} isError={isScenariosError} />
          </Section>
          <p className="border-t border-slate-200 pt-3 text-xs text-slate-600">
            The time this panel stays open counts toward your Study Hours, up to{" "}
            {CONCEPT_STUDY_MAX_SECONDS_PER_DAY / 60} minutes a concept a day.
          </p>
        </>
      ) : null}
    </SidePanel>
  );
}
