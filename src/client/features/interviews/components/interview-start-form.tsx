import { clsx } from "clsx";
import { Play } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "wouter";
import { Card } from "@/client/components/ui/card";
import { OptionSelect } from "@/client/components/ui/option-select";
import { AiActionButton } from "@/client/features/labs";
import { readOptionParam } from "@/client/lib/read-option-param";
import { CODING_INTERVIEW_TYPE, MOCK_INTERVIEW_TYPES, ROLE_LEVELS } from "@/shared/constants/practice-options";
import {
  CODING_ROUND_LENGTHS,
  DEFAULT_CODING_ROUND_LENGTH,
  type StartCodingRoundInput,
} from "@/shared/schemas/coding-interviews";
import { type CreateInterviewInput, INTERVIEW_COMPANIES } from "@/shared/schemas/interviews";
import { ALL_OPTION } from "@/shared/schemas/practice";

type InterviewStartFormProps = {
  canUseAI: boolean;
  isStarting: boolean;
  onStart: (input: CreateInterviewInput) => void;
  /** A coding interview starts with its length instead of questions. */
  onStartCoding: (input: StartCodingRoundInput) => void;
};

const LENGTH_OPTIONS = CODING_ROUND_LENGTHS.map(String);
const LENGTH_LABELS = Object.fromEntries(LENGTH_OPTIONS.map((minutes) => [minutes, `${minutes} minutes`]));

export function InterviewStartForm({ canUseAI, isStarting, onStart, onStartCoding }: InterviewStartFormProps) {
  const [searchParams] = useSearchParams();
  // The next best session links here with the type to practise (paths.interviewsFor).
  const [type, setType] = useState(() => readOptionParam(searchParams, "type", MOCK_INTERVIEW_TYPES));
  const [company, setCompany] = useState<string>(ALL_OPTION);
  const [role, setRole] = useState<string>(ALL_OPTION);
  const [length, setLength] = useState(String(DEFAULT_CODING_ROUND_LENGTH));
  const isCoding = type === CODING_INTERVIEW_TYPE;
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
        // The selects only offer the listed options, so the values fit the schemas.
        if (isCoding) onStartCoding({ company, role, lengthMinutes: Number(length) } as StartCodingRoundInput);
        else onStart({ type, company, role } as CreateInterviewInput);
      }}
    >
      <h3 id="interview-start-title" className="text-lg font-semibold text-slate-900">
        Start a mock interview
      </h3>
      <fieldset
        disabled={isStarting}
        className={clsx("grid gap-3", isCoding ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-3")}
      >
        <OptionSelect
          id="interview-type"
          label="Interview type"
          value={type}
          options={[ALL_OPTION, ...MOCK_INTERVIEW_TYPES]}
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
        {isCoding ? <LengthSelect value={length} onChange={setLength} /> : null}
      </fieldset>
      {isCoding ? <CodingRoundNote /> : null}
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

function LengthSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <OptionSelect
      id="interview-length"
      label="Length"
      value={value}
      options={LENGTH_OPTIONS}
      optionLabels={LENGTH_LABELS}
      onChange={onChange}
    />
  );
}

function CodingRoundNote() {
  return (
    <p className="text-sm text-slate-600">
      One problem from the library for the company and level, without its difficulty: clarify and state your approach,
      code it in the editor, discuss complexity and testing, then answer follow-ups. A scripted interviewer guides each
      phase.
    </p>
  );
}
