import type { RefObject } from "react";
import { ProblemReviewGrade } from "@/client/features/spaced-repetition";
import type { Language } from "@/shared/judge/languages";
import type { ProblemDetail, SolvingJudge } from "@/shared/schemas/solving";
import type { useCodeReview } from "../hooks/use-code-review";
import type { useCustomTests } from "../hooks/use-custom-tests";
import type { useOpenSubmission } from "../hooks/use-open-submission";
import type { useSolveActions } from "../hooks/use-solve-actions";
import type { StepThroughTarget, useStepThrough } from "../hooks/use-step-through";
import type { useWorkbenchCommands } from "../hooks/use-workbench-commands";
import { isTraceLanguage, type TraceLanguage } from "../lib/visualiser/trace-languages";
import { CodeReviewPanel } from "./code-review-panel";
import { ProblemResultsPanel } from "./problem-results-panel";
import { ProblemRunResults } from "./problem-run-results";
import { ProblemSolution } from "./problem-solution";
import { ProblemSubmissions } from "./problem-submissions";
import { ProblemTestCases } from "./problem-test-cases";

type WorkbenchResultsProps = {
  problem: ProblemDetail;
  judge: SolvingJudge;
  exampleIndexes: number[];
  language: Language;
  customTests: ReturnType<typeof useCustomTests>;
  actions: ReturnType<typeof useSolveActions>;
  codeReview: ReturnType<typeof useCodeReview>;
  commands: ReturnType<typeof useWorkbenchCommands>;
  submissions: ReturnType<typeof useOpenSubmission>;
  stepThrough: ReturnType<typeof useStepThrough>;
  /** The editor's code, which the test cases' "Step through" traces. */
  codeRef: RefObject<string>;
  isAcceptedAndSaved: boolean;
  loadingText: string | null;
  runShortcut: string;
  fillHeight: boolean;
  /** A coding interview's: no code review, solution or review grade (no help during the round). */
  isInterview?: boolean;
};

/** The problem page's panel below the editor: test cases, results, code review, submissions and solution. */
export function WorkbenchResults(props: WorkbenchResultsProps) {
  const { problem, judge, language, customTests, actions, codeReview, commands, submissions } = props;
  const entries = getStepThroughEntries(props);
  return (
    <ProblemResultsPanel
      tab={commands.resultsTab}
      onTabChange={commands.setResultsTab}
      fillHeight={props.fillHeight}
      panels={{
        tests: (
          <ProblemTestCases
            judge={judge}
            exampleIndexes={props.exampleIndexes}
            customTests={customTests.tests}
            onAdd={customTests.add}
            onChange={customTests.change}
            onRemove={customTests.remove}
            onStepThrough={entries.testCases}
          />
        ),
        results: (
          <>
            <ProblemRunResults
              outcome={actions.outcome}
              pending={actions.pending}
              loadingText={props.loadingText}
              signature={judge.signature}
              comparison={judge.comparison}
              hasChecker={judge.checker !== undefined}
              onKeepAsCustomInput={customTests.keep}
              runShortcut={props.runShortcut}
              onGoToLine={commands.goToLine}
              onShowSolution={props.isInterview ? undefined : () => commands.setResultsTab("solution")}
              onStepThrough={props.stepThrough.open}
            />
            {props.isAcceptedAndSaved && !props.isInterview ? <ProblemReviewGrade problemId={problem.id} /> : null}
          </>
        ),
        codeReview: props.isInterview ? undefined : (
          <CodeReviewPanel
            result={codeReview.result}
            isRequesting={codeReview.isRequesting}
            error={codeReview.error}
            onDismissError={codeReview.clearError}
            isStale={codeReview.isStale}
            language={language}
            isClassProblem={judge.signature.kind === "class"}
            onGoToLine={commands.goToLine}
          />
        ),
        submissions: (
          <ProblemSubmissions
            problemId={problem.id}
            onOpen={submissions.open}
            openingId={submissions.openingId}
            openError={submissions.openError}
            onDismissError={submissions.clearError}
          />
        ),
        solution: props.isInterview ? undefined : (
          <ProblemSolution
            problemId={problem.id}
            isUnlocked={problem.solvedAt !== null || problem.gaveUpAt !== null}
            language={language}
            stepThrough={entries.solution}
          />
        ),
      }}
    />
  );
}

/**
 * The visualiser's ways in from the test cases (the editor's code on an example or a custom input; null
 * when the editor's language is not traced) and from the solution (a reference solution on an example).
 */
function getStepThroughEntries({ judge, exampleIndexes, language, codeRef, stepThrough }: WorkbenchResultsProps) {
  const examples = exampleIndexes.flatMap((index, position): StepThroughTarget[] => {
    const test = judge.tests[index];
    return test ? [{ title: `Example ${position + 1}`, input: test.input, expected: test.expected }] : [];
  });
  return {
    testCases: isTraceLanguage(language)
      ? (target: StepThroughTarget) => stepThrough.open({ ...target, source: "yours", language, code: codeRef.current })
      : null,
    solution: {
      examples,
      open: (traced: TraceLanguage, code: string, target: StepThroughTarget) =>
        stepThrough.open({ ...target, source: "reference", language: traced, code }),
    },
  };
}
