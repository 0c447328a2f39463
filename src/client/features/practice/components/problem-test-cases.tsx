import { Footprints, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { Button } from "@/client/components/ui/button";
import type { SolvingJudge } from "@/shared/schemas/solving";
import type { StepThroughTarget } from "../hooks/use-step-through";
import { describeCustomInputFormat, parseCustomInput } from "../lib/custom-test-input";
import { formatJudgeInput } from "../lib/format-judge-value";
import { TRACE_LANGUAGES_NOTE } from "../lib/visualiser/trace-languages";

export type CustomTest = { id: number; text: string };

/** The most custom inputs one run takes: enough to probe edge cases, few enough to read the results. */
export const CUSTOM_TESTS_MAX = 6;

type ProblemTestCasesProps = {
  judge: SolvingJudge;
  exampleIndexes: number[];
  customTests: CustomTest[];
  onAdd: () => void;
  onChange: (id: number, text: string) => void;
  onRemove: (id: number) => void;
  /** "Step through" an example or a custom input with the editor's code; null when its language is not traced. */
  onStepThrough?: ((target: StepThroughTarget) => void) | null;
};

/** What Run judges: the problem's examples, and the user's own inputs (JSON, checked as they type). */
export function ProblemTestCases({
  judge,
  exampleIndexes,
  customTests,
  onAdd,
  onChange,
  onRemove,
  onStepThrough,
}: ProblemTestCasesProps) {
  const hintId = useId();
  return (
    <div className="space-y-4">
      <section aria-labelledby={`${hintId}-examples`} className="space-y-2">
        <h3 id={`${hintId}-examples`} className="text-sm font-semibold text-slate-900">
          Example tests
        </h3>
        <ul className="space-y-1.5">
          {exampleIndexes.map((index, position) => {
            const test = judge.tests[index];
            const title = `Example ${position + 1}`;
            return (
              <li key={index} className="flex items-center gap-2 rounded-md bg-slate-50 py-1 pr-1 pl-2">
                <span className="min-w-0 flex-1 font-mono text-xs break-all text-slate-800">
                  <span className="font-sans font-medium text-slate-500">{title}: </span>
                  {formatJudgeInput(judge.signature, test?.input)}
                </span>
                {onStepThrough && test ? (
                  <StepThroughButton
                    label={`Step through example ${position + 1}`}
                    onClick={() => onStepThrough({ title, input: test.input, expected: test.expected })}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
        {onStepThrough === null ? <p className="text-xs text-slate-500">{TRACE_LANGUAGES_NOTE}</p> : null}
      </section>
      <section aria-labelledby={`${hintId}-custom`} className="space-y-2">
        <h3 id={`${hintId}-custom`} className="text-sm font-semibold text-slate-900">
          Custom tests
        </h3>
        <p id={hintId} className="text-xs text-slate-600">
          {describeCustomInputFormat(judge.signature)} Run shows what your code returns for them.
        </p>
        {customTests.map((test, position) => (
          <CustomTestField
            key={test.id}
            test={test}
            position={position}
            judge={judge}
            hintId={hintId}
            onChange={onChange}
            onRemove={onRemove}
            onStepThrough={onStepThrough ?? undefined}
          />
        ))}
        {customTests.length < CUSTOM_TESTS_MAX ? (
          <Button variant="secondary" size="sm" onClick={onAdd}>
            <Plus aria-hidden className="size-4" />
            Add test case
          </Button>
        ) : null}
      </section>
    </div>
  );
}

type CustomTestFieldProps = {
  test: CustomTest;
  position: number;
  judge: SolvingJudge;
  hintId: string;
  onChange: (id: number, text: string) => void;
  onRemove: (id: number) => void;
  onStepThrough?: (target: StepThroughTarget) => void;
};

function CustomTestField({ test, position, judge, hintId, onChange, onRemove, onStepThrough }: CustomTestFieldProps) {
  const id = useId();
  const parsed = parseCustomInput(judge.signature, test.text);
  const title = `Custom test ${position + 1}`;
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="mr-auto text-xs font-medium text-slate-700">
          {title}
        </label>
        {onStepThrough && parsed.ok ? (
          <StepThroughButton
            label={`Step through custom test ${position + 1}`}
            onClick={() => onStepThrough({ title, input: parsed.input })}
          />
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2"
          onClick={() => onRemove(test.id)}
          aria-label={`Remove custom input ${position + 1}`}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
      <textarea
        id={id}
        data-custom-test={test.id}
        value={test.text}
        onChange={(event) => onChange(test.id, event.target.value)}
        rows={2}
        spellCheck={false}
        aria-invalid={!parsed.ok}
        aria-describedby={parsed.ok ? hintId : `${id}-error ${hintId}`}
        className="block w-full resize-y rounded-md border border-slate-300 bg-white p-2 font-mono text-xs text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-[invalid=true]:border-red-400"
      />
      {parsed.ok ? null : (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {parsed.message}
        </p>
      )}
    </div>
  );
}

/** "Step through" beside a test: the editor's code traced on its input, in the visualiser. */
function StepThroughButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" className="h-8 shrink-0 px-2 text-brand-700" onClick={onClick} aria-label={label}>
      <Footprints aria-hidden className="size-4" />
      Step through
    </Button>
  );
}
