import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Card } from "@/client/components/ui/card";
import { OptionSelect } from "@/client/components/ui/option-select";
import { AiActionButton } from "@/client/features/labs";
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
    <Card as="section" aria-labelledby="scenario-generator-title" padding="lg" flat className="space-y-4 self-start">
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
      <AiActionButton
        onClick={() => onGenerate({ complexity, company })}
        disabled={isGenerating}
        isBusy={isGenerating}
        busyLabel="Generating scenario"
        canUseAI={canUseAI}
        icon={Sparkles}
      >
        Generate Scenario
      </AiActionButton>
    </Card>
  );
}
