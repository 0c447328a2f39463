import { useRef, useState } from "react";
import { useSearchParams } from "wouter";
import { PaneErrorBoundary } from "@/client/components/errors/pane-error-boundary";
import { useMediaQuery } from "@/client/hooks/use-media-query";
import { getStarterCode } from "@/shared/judge/starter-code";
import type { ProblemDetail, SolvingJudge, Workspace } from "@/shared/schemas/solving";
import { useCodeReview } from "../hooks/use-code-review";
import { useCustomTests } from "../hooks/use-custom-tests";
import { useOpenSubmission } from "../hooks/use-open-submission";
import { useWorkbenchCommands } from "../hooks/use-workbench-commands";
import { useWorkbenchLanguage } from "../hooks/use-workbench-language";
import { useWorkbenchSolve } from "../hooks/use-workbench-solve";
import { formatPythonLoading } from "../lib/format-runner-status";
import { orderExampleIndexes } from "../lib/order-examples";
import type { CodeEditorHandle } from "./code-editor";
import { ProblemEditorPane } from "./problem-editor-pane";
import { ProblemLayout } from "./problem-layout";
import { ProblemNotes } from "./problem-notes";
import { ProblemStatement } from "./problem-statement";
import { ProblemTimer } from "./problem-timer";
import { ProblemTopBar } from "./problem-top-bar";
import { WorkbenchResults } from "./problem-workbench-results";
import { ReviewModeBanner } from "./review-mode-banner";

/**
 * Review mode (from the dashboard's Due today): labelled, timed on its own, and written to a review
 * draft of its own that starts from the starter code, never over the saved draft.
 */
function useIsReviewMode() {
  const [searchParams] = useSearchParams();
  return searchParams.get("review") === "1";
}

type ProblemWorkbenchProps = { problem: ProblemDetail; judge: SolvingJudge; workspace: Workspace; userId: string };

/** The problem page once everything has loaded: statement and notes, editor, results, timer. */
export function ProblemWorkbench({ problem, judge, workspace, userId }: ProblemWorkbenchProps) {
  const isDesktop = useMediaQuery("(min-width: 64rem)");
  const isReview = useIsReviewMode();
  const codeRef = useRef("");
  const editorHandle = useRef<CodeEditorHandle | null>(null);
  const [exampleIndexes] = useState(() => orderExampleIndexes(problem.examples, judge));

  const solve = useWorkbenchSolve({ problem, judge, workspace, userId, isReview, exampleIndexes });
  const { timer, actions } = solve;
  const { language, draft, loaded, ...code } = useWorkbenchLanguage({
    problemId: problem.id,
    initial: workspace.language ?? "javascript",
    drafts: isReview ? workspace.reviewDrafts : workspace.drafts,
    preload: actions.preload,
  });
  const loadingText = language === "python" ? formatPythonLoading(actions.pythonProgress) : null;
  const customTests = useCustomTests(judge, exampleIndexes);
  const review = useCodeReview({ problemId: problem.id, judge, getCode: () => codeRef.current });
  const commands = useWorkbenchCommands({ language, codeRef, editorHandle, customTests, actions, review });
  const submissions = useOpenSubmission(problem.id, (opened) => {
    code.show(opened);
    commands.setMobileTab("code");
  });

  return (
    <ProblemLayout
      isDesktop={isDesktop}
      title={problem.title}
      mobileTab={commands.mobileTab}
      onMobileTabChange={commands.setMobileTab}
      topBar={<WorkbenchTopBar problem={problem} timer={timer} isSolved={solve.isSolved} isReview={isReview} />}
      statement={<WorkbenchStatement problem={problem} workspace={workspace} userId={userId} />}
      editor={
        <PaneErrorBoundary name="The code editor">
          <ProblemEditorPane
            key={`${language}:${loaded?.nonce ?? 0}:${isReview ? "review" : "draft"}`}
            isReview={isReview}
            problemId={problem.id}
            userId={userId}
            language={language}
            draft={draft}
            starterCode={getStarterCode(judge.signature, language)}
            loaded={loaded}
            codeRef={codeRef}
            handleRef={editorHandle}
            pending={actions.pending}
            shortcuts={commands.shortcuts}
            loadingText={loadingText}
            fillHeight={isDesktop}
            onLanguageChange={code.change}
            onRun={commands.run}
            onSubmit={commands.submit}
            onReview={commands.startReview}
            isReviewing={review.isReviewing}
            remarks={review.result?.language === language ? review.remarks : undefined}
            onCodeChange={review.noteCode}
          />
        </PaneErrorBoundary>
      }
      results={
        <PaneErrorBoundary name="The results">
          <WorkbenchResults
            {...{ problem, judge, exampleIndexes, language, customTests, actions, review, commands, submissions }}
            isAcceptedAndSaved={solve.isAcceptedAndSaved}
            loadingText={loadingText}
            runShortcut={commands.shortcuts.run}
            fillHeight={isDesktop}
          />
        </PaneErrorBoundary>
      }
    />
  );
}

function WorkbenchStatement({ problem, workspace, userId }: Omit<ProblemWorkbenchProps, "judge">) {
  return (
    <ProblemStatement problem={problem}>
      <ProblemNotes problemId={problem.id} userId={userId} notes={workspace.notes} updatedAt={workspace.updatedAt} />
    </ProblemStatement>
  );
}

type WorkbenchTopBarProps = {
  problem: ProblemDetail;
  timer: ReturnType<typeof useWorkbenchSolve>["timer"];
  isSolved: boolean;
  isReview: boolean;
};

function WorkbenchTopBar({ problem, timer, isSolved, isReview }: WorkbenchTopBarProps) {
  return (
    <>
      <ProblemTopBar>
        <ProblemTimer
          problemId={problem.id}
          seconds={timer.seconds}
          difficulty={problem.difficulty}
          isPaused={timer.isPaused}
          isSolved={isSolved}
          onPause={timer.pause}
          onResume={timer.resume}
        />
      </ProblemTopBar>
      {isReview ? <ReviewModeBanner problemId={problem.id} solvedAt={problem.solvedAt} /> : null}
    </>
  );
}
