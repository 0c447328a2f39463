import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { Button } from "@/client/components/ui/button";
import type { SolvingJudge } from "@/shared/schemas/solving";
import { describeCustomInputFormat, parseCustomInput } from "../lib/custom-test-input";
import { formatJudgeInput } from "../lib/format-judge-value";

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
};

/** What Run judges: the problem's examples, and the user's own inputs (JSON, checked as they type). */
export function ProblemTestCases({
  judge,
  exampleIndexes,
  customTests,
  onAdd,
  onChange,
  onRemove,
}: ProblemTestCasesProps) {
  const hintId = useId();
  return (
    <div className="space-y-4">
      <section aria-labelledby={`${hintId}-examples`} className="space-y-2">
        <h3 id={`${hintId}-examples`} className="text-sm font-semibold text-slate-900">
          Example tests
        </h3>
        <ul className="space-y-1.5">
          {exampleIndexes.map((index, position) => (
            <li key={index} className="rounded-md bg-slate-50 px-2 py-1.5 font-mono text-xs break-all text-slate-800">
              <span className="font-sans font-medium text-slate-500">Example {position + 1}: </span>
              {formatJudgeInput(judge.signature, judge.tests[index]?.input)}
            </li>
          ))}
        </ul>
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
};

function CustomTestField({ test, position, judge, hintId, onChange, onRemove }: CustomTestFieldProps) {
  const id = useId();
  const parsed = parseCustomInput(judge.signature, test.text);
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-xs font-medium text-slate-700">
          Custom test {position + 1}
        </label>
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
