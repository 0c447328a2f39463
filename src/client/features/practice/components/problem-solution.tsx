import { Flag, Lock } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { ConfirmDialog } from "@/client/components/ui/confirm-dialog";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { Spinner } from "@/client/components/ui/spinner";
import { ApiError } from "@/client/lib/api-client";
import { LANGUAGE_LABELS, type Language } from "@/shared/judge/languages";
import { type ReferenceSolution, SOLUTION_LOCKED_MESSAGE } from "@/shared/schemas/solving";
import { useSolution } from "../api/get-solution";
import { useGiveUpProblem } from "../api/give-up-problem";
import type { StepThroughTarget } from "../hooks/use-step-through";
import type { TraceLanguage } from "../lib/visualiser/trace-languages";
import { ProblemEditorial } from "./problem-editorial";
import { SolutionStepThrough } from "./solution-step-through";

const CodeEditor = lazy(() => import("./code-editor").then((module) => ({ default: module.CodeEditor })));

/**
 * Every language the problem has a reference solution in, in the editor's order (LANGUAGE_LABELS'), the
 * one the user writes in first (TypeScript's is the JavaScript solution).
 */
export function listSolutions(solution: ReferenceSolution, current?: Language) {
  const first = current === "typescript" ? "javascript" : current;
  const available = (Object.keys(LANGUAGE_LABELS) as Language[]).flatMap((language) => {
    if (language === "typescript") return [];
    const code = solution[language];
    return code ? [{ language, label: LANGUAGE_LABELS[language], code }] : [];
  });
  return [
    ...available.filter((entry) => entry.language === first),
    ...available.filter((entry) => entry.language !== first),
  ];
}

/**
 * The reference solutions and their complexity, once solved or given up; until then, the way to give up.
 * `language` is the editor's, whose solution comes first.
 */
export function ProblemSolution({
  problemId,
  isUnlocked,
  language,
  stepThrough,
}: {
  problemId: string;
  isUnlocked: boolean;
  language?: Language;
  /** The examples a solution can be stepped through on, and the visualiser to open. */
  stepThrough?: StepThroughOption;
}) {
  const giveUp = useGiveUpProblem();
  const [error, setError] = useState<string | null>(null);
  const { data: solution, error: loadError, refetch } = useSolution(problemId, isUnlocked);

  if (!isUnlocked)
    return (
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <Lock aria-hidden className="size-8 text-slate-400" />
        <p className="max-w-sm text-sm text-slate-700">{SOLUTION_LOCKED_MESSAGE}</p>
        <ConfirmDialog
          trigger={
            <Button variant="secondary" size="sm" disabled={giveUp.isPending}>
              <Flag aria-hidden className="size-4" />
              Give up and show the solution
            </Button>
          }
          title="Give up and see the solution?"
          description="The reference solution is shown at once. You can still solve the problem afterwards, and it counts as solved when a submission is accepted."
          confirmLabel="Show the solution"
          onConfirm={() => {
            setError(null);
            giveUp.mutate(problemId, {
              onError: (cause) => setError(cause instanceof ApiError ? cause.message : "Failed to show the solution"),
            });
          }}
        />
        {error ? <ErrorBanner message={error} onDismiss={() => setError(null)} /> : null}
      </div>
    );
  if (loadError)
    return (
      <LoadErrorAlert
        variant="panel"
        message="Failed to fetch the solution."
        onRetry={() => {
          void refetch();
        }}
      />
    );
  if (!solution) return <Spinner className="mx-auto block size-6 text-brand-600" label="Loading the solution" />;

  return <UnlockedSolution solution={solution} language={language} stepThrough={stepThrough} />;
}

type StepThroughOption = {
  examples: readonly StepThroughTarget[];
  open: (language: TraceLanguage, code: string, target: StepThroughTarget) => void;
};

/** The editorial, then the complexity and each reference solution (the editor's language first). */
function UnlockedSolution({
  solution,
  language,
  stepThrough,
}: {
  solution: ReferenceSolution;
  language?: Language;
  stepThrough?: StepThroughOption;
}) {
  const solutions = listSolutions(solution, language);
  return (
    <div className="space-y-4">
      {solution.editorial ? (
        <section aria-labelledby="solution-editorial" className="space-y-3">
          <h2 id="solution-editorial" className="text-base font-semibold text-slate-900">
            Editorial
          </h2>
          <ProblemEditorial sections={solution.editorial} headingId="solution-editorial" />
        </section>
      ) : null}
      {solution.editorial ? <h2 className="pt-2 text-base font-semibold text-slate-900">Reference solution</h2> : null}
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-500">Time complexity</dt>
          <dd className="font-mono font-semibold text-slate-900">{solution.complexity.time}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-500">Space complexity</dt>
          <dd className="font-mono font-semibold text-slate-900">{solution.complexity.space}</dd>
        </div>
      </dl>
      {solutions.map(({ label, language: shown, code }) => (
        <section key={shown} aria-label={`Reference solution in ${label}`} className="space-y-1">
          <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
          <div className="overflow-hidden rounded-lg border border-slate-200">
            <Suspense fallback={<pre className="p-3 font-mono text-xs whitespace-pre-wrap">{code}</pre>}>
              <CodeEditor value={code} language={shown} label={`Reference solution in ${label}`} readOnly />
            </Suspense>
          </div>
          {stepThrough ? (
            <SolutionStepThrough
              language={shown}
              code={code}
              examples={stepThrough.examples}
              onStepThrough={stepThrough.open}
            />
          ) : null}
        </section>
      ))}
    </div>
  );
}
