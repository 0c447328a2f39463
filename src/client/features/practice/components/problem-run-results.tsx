import { CircleCheck, CodeXml } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import type { JudgeReport } from "@/shared/judge/judge-report";
import { LANGUAGE_LABELS } from "@/shared/judge/languages";
import { getVerdictLabel, type JudgedTest } from "@/shared/judge/verdicts";
import type { Signature } from "@/shared/schemas/problem-judge";
import type { SolveOutcome } from "../hooks/use-solve-actions";
import type { StepThroughRequest } from "../hooks/use-step-through";
import { toStepThroughTarget } from "../lib/visualiser/step-through-target";
import { isTraceLanguage, TRACE_LANGUAGES_NOTE } from "../lib/visualiser/trace-languages";
import type { KeepCustomInput } from "./keep-as-custom-input-button";
import { ProblemTestResult, type TestComparison } from "./problem-test-result";
import { VerdictBadge } from "./problem-verdict-badge";

type ProblemRunResultsProps = TestComparison & {
  outcome: SolveOutcome | null;
  pending: "run" | "submit" | null;
  /** "Loading Python… 40 %" while the runtime downloads, else null. */
  loadingText: string | null;
  signature: Signature;
  runShortcut: string;
  onGoToLine: (line: number, column?: number) => void;
  /** Absent in a coding interview: no solution is offered. */
  onShowSolution?: () => void;
  /** "Keep as custom input" on a failed test. */
  onKeepAsCustomInput?: KeepCustomInput;
  /** "Step through" a test with the code that was judged (JavaScript, TypeScript and Python). */
  onStepThrough?: (request: StepThroughRequest) => void;
};

/** The last Run or Submit: a summary, then every test (Run) or the first failing one (Submit). */
export function ProblemRunResults(props: ProblemRunResultsProps) {
  const { outcome, pending, loadingText, runShortcut } = props;
  return (
    // Announced when a run finishes, so a keyboard user who pressed Ctrl+Enter hears the verdict.
    <div aria-live="polite" aria-busy={pending !== null} className="space-y-3">
      {pending ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner className="size-4 text-brand-600" label={pending === "run" ? "Running" : "Submitting"} />
          {loadingText ?? (pending === "run" ? "Running the examples…" : "Judging every test…")}
        </p>
      ) : null}
      {outcome ? (
        <OutcomeView {...props} outcome={outcome} />
      ) : pending ? null : (
        <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-slate-600">
          <CodeXml aria-hidden className="size-8 text-slate-400" />
          <p>Run your code to see the results here.</p>
          <p className="text-xs text-slate-500">
            Run judges the examples and your custom tests ({runShortcut}); Submit judges every test.
          </p>
        </div>
      )}
    </div>
  );
}

function OutcomeView({
  outcome,
  signature,
  onGoToLine,
  onShowSolution,
  ...rest
}: ProblemRunResultsProps & { outcome: SolveOutcome }) {
  const testProps = {
    signature,
    comparison: rest.comparison,
    hasChecker: rest.hasChecker,
    onKeepAsCustomInput: rest.onKeepAsCustomInput,
  };
  if (outcome.kind === "failed")
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {outcome.message}
      </p>
    );
  const compileBox = <CompileErrorBox report={outcome.report} onGoToLine={onGoToLine} />;
  const stepThrough = getStepThrough(outcome, rest.onStepThrough);
  const parts = { testProps, compileBox, stepThrough };
  if (outcome.kind === "run") return <RunOutcome outcome={outcome} {...parts} />;
  return <SubmitOutcome outcome={outcome} {...parts} onShowSolution={onShowSolution} />;
}

/** Each test's "Step through" with the judged code; null where the language is not traced (a note says why). */
function getStepThrough(outcome: RunKind | SubmitKind, onStepThrough: ProblemRunResultsProps["onStepThrough"]) {
  const { language, code } = outcome;
  if (!onStepThrough || !isTraceLanguage(language)) return onStepThrough ? null : undefined;
  return (test: JudgedTest, title: string) => () =>
    onStepThrough({ source: "yours", language, code, ...toStepThroughTarget(test, title) });
}

function TraceNote({ stepThrough }: { stepThrough: OutcomePartProps["stepThrough"] }) {
  return stepThrough === null ? <p className="text-xs text-slate-500">{TRACE_LANGUAGES_NOTE}</p> : null;
}

type RunKind = Extract<SolveOutcome, { kind: "run" }>;
type SubmitKind = Extract<SolveOutcome, { kind: "submit" }>;

function OutcomeHeading({ outcome }: { outcome: RunKind | SubmitKind }) {
  const { report } = outcome;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <h3 className="text-base font-semibold text-slate-900">
        {outcome.kind === "run" ? "Run" : "Submission"}: {getVerdictLabel(report.verdict, outcome.language)}
      </h3>
      <VerdictBadge verdict={report.verdict} language={outcome.language} />
      <span className="text-sm text-slate-600">
        {report.passed} / {report.total} tests passed · {LANGUAGE_LABELS[outcome.language]}
      </span>
    </div>
  );
}

/** The compiler's or parser's message, with a button to its line when it names one. */
function CompileErrorBox({
  report,
  onGoToLine,
}: {
  report: JudgeReport;
  onGoToLine: (line: number, column?: number) => void;
}) {
  const { compileError } = report;
  if (!compileError) return null;
  return (
    <div className="space-y-2 rounded-lg border border-purple-200 bg-purple-50 p-3 text-sm text-purple-950">
      <pre className="overflow-x-auto font-mono text-xs whitespace-pre-wrap">{compileError.message}</pre>
      {compileError.line === undefined ? null : (
        <div className="flex flex-wrap items-center gap-2">
          <span>
            Line {compileError.line}
            {compileError.column === undefined ? "" : `, column ${compileError.column}`}
          </span>
          <Button variant="secondary" size="sm" onClick={() => onGoToLine(compileError.line ?? 1, compileError.column)}>
            Go to line {compileError.line}
          </Button>
        </div>
      )}
    </div>
  );
}

/** What every test's result needs from the page: the signature, the comparison and the way to keep its input. */
type TestProps = TestComparison & { signature: Signature; onKeepAsCustomInput?: KeepCustomInput };

type OutcomePartProps = {
  testProps: TestProps;
  compileBox: ReactNode;
  /** A test's "Step through"; null when the language is not traced, undefined when the page offers none. */
  stepThrough: ReturnType<typeof getStepThrough>;
};

/** Run: every test, the examples first, then the custom tests. */
function RunOutcome({ outcome, testProps, compileBox, stepThrough }: OutcomePartProps & { outcome: RunKind }) {
  const { report } = outcome;
  const exampleCount = outcome.exampleIndexes.length;
  return (
    <div className="space-y-3">
      <OutcomeHeading outcome={outcome} />
      {compileBox}
      {report.compileError ? null : (
        <ol className="space-y-2" aria-label="Test results">
          {report.tests.map((test, position) => {
            const title =
              position < exampleCount ? `Example ${position + 1}` : `Custom test ${position - exampleCount + 1}`;
            return (
              <ProblemTestResult
                key={test.index}
                test={test}
                {...testProps}
                title={title}
                onStepThrough={stepThrough?.(test, title)}
              />
            );
          })}
        </ol>
      )}
      {report.compileError ? null : <TraceNote stepThrough={stepThrough} />}
    </div>
  );
}

/** Submit: whether it was saved, Accepted with the way to the solution, or the first failing test. */
function SubmitOutcome({
  outcome,
  testProps,
  compileBox,
  stepThrough,
  onShowSolution,
}: OutcomePartProps & { outcome: SubmitKind; onShowSolution: (() => void) | undefined }) {
  const { report } = outcome;
  const firstFailing = report.tests.find((test) => !test.passed);
  return (
    <div className="space-y-3">
      <OutcomeHeading outcome={outcome} />
      {outcome.save === "saving" ? <p className="text-sm text-slate-600">Saving the submission…</p> : null}
      {outcome.save === "failed" ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {outcome.saveError} Submit again to save it.
        </p>
      ) : null}
      {report.verdict === "accepted" ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
          <CircleCheck aria-hidden className="size-6 shrink-0 text-green-600" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">All {report.total} tests passed.</p>
            <p className="text-sm">
              {outcome.save === "saved" && onShowSolution
                ? "The problem is solved. The reference solution is unlocked."
                : null}
            </p>
          </div>
          {outcome.save === "saved" && onShowSolution ? (
            <Button variant="secondary" size="sm" onClick={onShowSolution}>
              Show the solution
            </Button>
          ) : null}
        </div>
      ) : null}
      {compileBox}
      {firstFailing && !report.compileError ? (
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-800">First failing test</p>
          <ol aria-label="First failing test">
            <ProblemTestResult
              test={firstFailing}
              {...testProps}
              title={`Test ${firstFailing.index + 1}`}
              onStepThrough={stepThrough?.(firstFailing, `Test ${firstFailing.index + 1}`)}
            />
          </ol>
          <TraceNote stepThrough={stepThrough} />
        </div>
      ) : null}
    </div>
  );
}
