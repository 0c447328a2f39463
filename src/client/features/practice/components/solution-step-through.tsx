import { Footprints } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { LANGUAGE_LABELS, type Language } from "@/shared/judge/languages";
import type { StepThroughTarget } from "../hooks/use-step-through";
import { isTraceLanguage, TRACE_LANGUAGES_NOTE, type TraceLanguage } from "../lib/visualiser/trace-languages";

type SolutionStepThroughProps = {
  language: Language;
  code: string;
  /** The problem's examples, one of which the solution is stepped through on. */
  examples: readonly StepThroughTarget[];
  onStepThrough: (language: TraceLanguage, code: string, target: StepThroughTarget) => void;
};

/** Under a reference solution: pick an example and step through the solution on it (or why that cannot be). */
export function SolutionStepThrough({ language, code, examples, onStepThrough }: SolutionStepThroughProps) {
  const id = useId();
  const [chosen, setChosen] = useState(0);
  if (!isTraceLanguage(language)) return <p className="text-xs text-slate-500">{TRACE_LANGUAGES_NOTE}</p>;
  const example = examples[chosen] ?? examples[0];
  if (!example) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Example to step through the {LANGUAGE_LABELS[language]} solution on
      </label>
      <select
        id={id}
        value={chosen}
        onChange={(event) => setChosen(Number(event.target.value))}
        className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      >
        {examples.map((option, position) => (
          <option key={option.title} value={position}>
            {option.title}
          </option>
        ))}
      </select>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onStepThrough(language, code, example)}
        aria-label={`Step through the reference solution in ${LANGUAGE_LABELS[language]}`}
      >
        <Footprints aria-hidden className="size-4" />
        Step through the reference solution
      </Button>
    </div>
  );
}
