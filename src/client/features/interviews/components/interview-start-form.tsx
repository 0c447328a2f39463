import { Play } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "wouter";
import { Card } from "@/client/components/ui/card";
import { OptionSelect } from "@/client/components/ui/option-select";
import { AiActionButton } from "@/client/features/labs";
import { readOptionParam } from "@/client/lib/read-option-param";
import { INTERVIEW_TYPES, ROLE_LEVELS } from "@/shared/constants/practice-options";
import { type CreateInterviewInput, INTERVIEW_COMPANIES } from "@/shared/schemas/interviews";
import { ALL_OPTION } from "@/shared/schemas/practice";

type InterviewStartFormProps = {
  canUseAI: boolean;
  isStarting: boolean;
  onStart: (input: CreateInterviewInput) => void;
};

export function InterviewStartForm({ canUseAI, isStarting, onStart }: InterviewStartFormProps) {
  const [searchParams] = useSearchParams();
  // The next best session links here with the type to practise (paths.interviewsFor).
  const [type, setType] = useState(() => readOptionParam(searchParams, "type", INTERVIEW_TYPES));
  const [company, setCompany] = useState<string>(ALL_OPTION);
  const [role, setRole] = useState<string>(ALL_OPTION);
  // Section 5: a type other than the placeholder "all" is required.
  const isTypeChosen = type !== ALL_OPTION;
  return (
    <Card
      as="form"
      aria-labelledby="interview-start-title"
      padding="lg"
      flat
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isTypeChosen || isStarting) return;
        // The selects only offer the listed options, so the values fit the schema.
        onStart({ type, company, role } as CreateInterviewInput);
      }}
    >
      <h3 id="interview-start-title" className="text-lg font-semibold text-slate-900">
        Start a mock interview
      </h3>
      <fieldset disabled={isStarting} className="grid gap-3 sm:grid-cols-3">
        <OptionSelect
          id="interview-type"
          label="Interview type"
          value={type}
          options={[ALL_OPTION, ...INTERVIEW_TYPES]}
          optionLabels={{ [ALL_OPTION]: "Select a type" }}
          onChange={setType}
        />
        <OptionSelect
          id="interview-company"
          label="Company (optional)"
          value={company}
          options={[ALL_OPTION, ...INTERVIEW_COMPANIES]}
          optionLabels={{ [ALL_OPTION]: "Any company" }}
          onChange={setCompany}
        />
        <OptionSelect
          id="interview-role"
          label="Role level (optional)"
          value={role}
          options={[ALL_OPTION, ...ROLE_LEVELS]}
          optionLabels={{ [ALL_OPTION]: "Any role level" }}
          onChange={setRole}
        />
      </fieldset>
      <AiActionButton
        type="submit"
        disabled={!isTypeChosen || isStarting}
        isBusy={isStarting}
        busyLabel="Starting interview"
        canUseAI={canUseAI}
        icon={Play}
      >
        Start Interview
      </AiActionButton>
    </Card>
  );
}
