import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import type { JudgedTest } from "@/shared/judge/verdicts";
import type { Signature } from "@/shared/schemas/problem-judge";
import { formatJudgeInput, formatJudgeValue } from "../lib/format-judge-value";
import { VerdictBadge } from "./problem-verdict-badge";

type ProblemTestResultProps = {
  test: JudgedTest;
  title: string;
  signature: Signature;
  /** Opens the step-through visualiser on this test; without it, no button is shown. */
  onStepThrough?: () => void;
};

/** One judged test: input, expected, actual, verdict and time, its error, and what it printed. */
export function ProblemTestResult({ test, title, signature, onStepThrough }: ProblemTestResultProps) {
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-3">
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
        <Field label="Input">{formatJudgeInput(signature, test.input)}</Field>
        {test.isCustom ? null : <Field label="Expected">{formatJudgeValue(test.expected)}</Field>}
        {test.isNotRun ? null : (
          <Field label={test.isCustom ? "Returned" : "Actual"}>{formatJudgeValue(test.actual)}</Field>
        )}
        {test.message ? (
          <Field label={test.isNotRun ? "Why" : "Error"} tone="error">
            {test.message}
            {test.line === undefined ? "" : ` (line ${test.line})`}
          </Field>
        ) : null}
        {test.output ? <Field label="Output">{test.output}</Field> : null}
      </dl>
      {onStepThrough ? (
        <Button variant="secondary" size="sm" onClick={onStepThrough}>
          {test.verdict === "accepted" || test.isNotRun ? "Step through" : "Step through this test"}
        </Button>
      ) : null}
    </li>
  );
}

function Field({ label, children, tone }: { label: string; children: ReactNode; tone?: "error" }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
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
