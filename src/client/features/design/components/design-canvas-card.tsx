import { ArrowRight, PenTool } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { paths } from "@/client/config/paths";
import type { ScenarioSummary } from "@/shared/schemas/design";

const SHOWN = 3;

/**
 * The lab's way into the canvas: each scenario is designed on a page of its own (the canvas loads only
 * there), so this card says what the canvas offers and opens the latest scenarios on it.
 */
export function DesignCanvasCard({ scenarios }: { scenarios: readonly ScenarioSummary[] }) {
  return (
    <Card as="section" aria-labelledby="design-canvas-title" padding="lg" flat className="space-y-3">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <PenTool aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 id="design-canvas-title" className="text-lg font-semibold text-slate-900">
            Design canvas
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            Draw your architecture from sixteen kinds of component, take notes through the interview’s five phases
            against the clock, and get a review that reads your diagram. Everything saves as you go.
          </p>
        </div>
      </div>
      {scenarios.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
          Generate a scenario above, then open it on the canvas.
        </p>
      ) : (
        <ul aria-label="Open a scenario on the canvas" className="divide-y divide-slate-100">
          {scenarios.slice(0, SHOWN).map((scenario) => (
            <li key={scenario.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0 truncate text-sm font-medium text-slate-900">{scenario.title}</span>
              <Link
                to={paths.design(scenario.id)}
                className={buttonClasses({ variant: "secondary", size: "sm", className: "shrink-0" })}
              >
                Design it
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
