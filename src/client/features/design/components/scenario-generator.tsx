import { Lock, Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { OptionSelect } from "@/client/components/ui/option-select";
import { Spinner } from "@/client/components/ui/spinner";
import {
  COMPLEXITIES,
  type Complexity,
  DEFAULT_COMPLEXITY,
  DEFAULT_DESIGN_COMPANY,
  DESIGN_COMPANIES,
  type DesignCompany,
} from "@/shared/constants/practice-options";
import type { CreateScenarioInput } from "@/shared/schemas/design";

type ScenarioGeneratorProps = {
  canUseAI: boolean;
  isGenerating: boolean;
  onGenerate: (input: CreateScenarioInput) => void;
};

export function ScenarioGenerator({ canUseAI, isGenerating, onGenerate }: ScenarioGeneratorProps) {
  const [complexity, setComplexity] = useState<Complexity>(DEFAULT_COMPLEXITY);
  const [company, setCompany] = useState<DesignCompany>(DEFAULT_DESIGN_COMPANY);
  return (
    <section
      aria-labelledby="scenario-generator-title"
      className="space-y-4 self-start rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h3 id="scenario-generator-title" className="text-lg font-semibold text-slate-900">
        Generate a scenario
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {/* Section 5: the selects offer only the listed options, so their values are the types'. */}
        <OptionSelect
          id="scenario-complexity"
          label="Complexity"
          value={complexity}
          options={COMPLEXITIES}
          onChange={(value) => setComplexity(value as Complexity)}
        />
        <OptionSelect
          id="scenario-company"
          label="Company"
          value={company}
          options={DESIGN_COMPANIES}
          onChange={(value) => setCompany(value as DesignCompany)}
        />
      </div>
      <Button onClick={() => onGenerate({ complexity, company })} disabled={isGenerating} aria-busy={isGenerating}>
        {isGenerating ? (
          <Spinner className="size-4" label="Generating scenario" />
        ) : canUseAI ? (
          <Sparkles aria-hidden className="size-4" />
        ) : (
          <Lock aria-hidden className="size-4" data-testid="lock-marker" />
        )}
        Generate Scenario
      </Button>
    </section>
  );
}
