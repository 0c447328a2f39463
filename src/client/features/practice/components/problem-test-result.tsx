import { lazy, type ReactNode, Suspense } from "react";
import { Button } from "@/client/components/ui/button";
import { CopyButton } from "@/client/components/ui/copy-button";
import type { Comparison } from "@/shared/judge/compare-results";
import type { JudgedTest } from "@/shared/judge/verdicts";
import type { Signature } from "@/shared/schemas/problem-judge";
import { formatJudgeInput, formatJudgeValue } from "../lib/format-judge-value";
import { KeepAsCustomInputButton, type KeepCustomInput } from "./keep-as-custom-input-button";
import { VerdictBadge } from "./problem-verdict-badge";

const WrongAnswerDiff = lazy(() =>
  import("./wrong-answer-diff").then((module) => ({ default: module.WrongAnswerDiff })),
);

/** How the results compare a test's value: the problem's comparison, or a checker when several answers are right. */
export type TestComparison = { comparison?: Comparison; hasChecker?: boolean };

type ProblemTestResultProps = TestComparison & {
  test: JudgedTest;
  title: string;
  signature: Signature;
  /** Opens the step-through visualiser on this test; without it, no button is shown. */
  onStepThrough?: () => void;
  /** Adds a failed test's input to the custom tests; without it, no button is shown. */
  onKeepAsCustomInput?: KeepCustomInput;
};

/**
 * One judged test: input, expected, actual (each with a copy button), verdict and time, what differs for a
 * Wrong Answer, its error, and what it printed.
 */
export function ProblemTestResult(props: ProblemTestResultProps) {
  const { test, title, signature, onStepThrough, onKeepAsCustomInput } = props;
  const isFailed = !test.passed && !test.isNotRun;
  return (
    <li className="min-w-0 space-y-2 rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
        <div className="flex items-center gap-2">
          {test.timeMs === undefined || test.isNotRun ? null : (
            <span className="text-xs text-slate-500 tabular-nums">{formatMs(test.timeMs)}</span>
          )}
          <VerdictBadge verdict={test.verdict} isNotRun={test.isNotRun} />
        </div>
      </div>
      <dl className="grid gap-2 text-sm">
        <Field label="Input" copyText={formatJudgeValue(test.input)}>
          {formatJudgeInput(signature, test.input)}
        </Field>
        {test.isCustom ? null : (
          <Field label="Expected" copyText={formatJudgeValue(test.expected)}>
            {formatJudgeValue(test.expected)}
          </Field>
        )}
        {test.isNotRun ? null : (
          <Field
            label={test.isCustom ? "Returned" : "Actual"}
            copyText={test.actual === undefined ? undefined : formatJudgeValue(test.actual)}
          >
            {formatJudgeValue(test.actual)}
          </Field>
        )}
        {test.message ? (
          <Field label={test.isNotRun ? "Why" : "Error"} tone="error">
            {test.message}
            {test.line === undefined ? "" : ` (line ${test.line})`}
          </Field>
        ) : null}
        {test.output ? <Field label="Output">{test.output}</Field> : null}
      </dl>
      {test.verdict === "wrong_answer" && !test.isCustom ? <WrongAnswerExplained {...props} /> : null}
      {onStepThrough || (isFailed && !test.isCustom && onKeepAsCustomInput) ? (
        <div className="flex flex-wrap items-center gap-2">
          {isFailed && !test.isCustom && onKeepAsCustomInput ? (
            <KeepAsCustomInputButton input={test.input} onKeep={onKeepAsCustomInput} />
          ) : null}
          {onStepThrough ? (
            <Button variant="secondary" size="sm" onClick={onStepThrough}>
              {test.verdict === "accepted" || test.isNotRun ? "Step through" : "Step through this test"}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** What differs between expected and actual, under the problem's comparison; a checker's problems have no one answer. */
function WrongAnswerExplained({ test, signature, comparison, hasChecker }: ProblemTestResultProps) {
  if (test.actual === undefined) return null;
  if (hasChecker)
    return (
      <p className="rounded-md border border-amber-200 bg-amber-50/40 p-2 text-sm text-slate-800">
        Several answers are right for this problem, so the expected value is one of them: yours was checked against the
        input and is not a valid answer.
      </p>
    );
  const input = test.input as { calls?: unknown };
  const labels = Array.isArray(input.calls) ? input.calls.map(String) : undefined;
  // Expected and actual are shown above it: while the diff loads, nothing is missing.
  return (
    <Suspense fallback={null}>
      <WrongAnswerDiff
        expected={test.expected}
        actual={test.actual}
        comparison={comparison}
        signature={signature}
        labels={labels}
      />
    </Suspense>
  );
}

type FieldProps = { label: string; children: ReactNode; tone?: "error"; copyText?: string };

function Field({ label, children, tone, copyText }: FieldProps) {
  return (
    <div className="min-w-0">
      <dt className="flex min-h-6 items-center justify-between gap-2 text-xs font-medium text-slate-500">
        {label}
        {copyText === undefined ? null : <CopyButton text={copyText} what={label} />}
      </dt>
      <dd>
        <pre
          className={
            tone === "error"
              ? "max-h-40 overflow-auto rounded-md bg-red-50 px-2 py-1.5 font-mono text-xs whitespace-pre-wrap text-red-900"
              : "max-h-40 overflow-auto rounded-md bg-slate-50 px-2 py-1.5 font-mono text-xs text-slate-900"
          }
        >
          {children}
        </pre>
      </dd>
    </div>
  );
}

/** "3 ms", "0.4 ms". */
export function formatMs(ms: number): string {
  return ms < 10 ? `${Math.round(ms * 10) / 10} ms` : `${Math.round(ms)} ms`;
}
