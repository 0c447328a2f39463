import { useSearchParams } from "wouter";
import { PaneErrorBoundary } from "@/client/components/errors/pane-error-boundary";
import { useMediaQuery } from "@/client/hooks/use-media-query";
import { getStarterCode } from "@/shared/judge/starter-code";
import type { ProblemDetail, ProblemWork, SolvingJudge } from "@/shared/schemas/solving";
import type { useStepThrough } from "../hooks/use-step-through";
import { useWorkbench } from "../hooks/use-workbench";
import type { useWorkbenchCommands } from "../hooks/use-workbench-commands";
import type { useWorkbenchSolve } from "../hooks/use-workbench-solve";
import { getBlankPageCode } from "../lib/blank-page-code";
import { ProblemEditorPane } from "./problem-editor-pane";
import { ProblemLayout } from "./problem-layout";
import { ProblemNotes } from "./problem-notes";
import { ProblemStatement } from "./problem-statement";
import { ProblemTimer } from "./problem-timer";
import { ProblemTopBar } from "./problem-top-bar";
import type { TutorContext } from "./problem-tutor";
import { WorkbenchResults } from "./problem-workbench-results";
import { RepetitionModeBanner } from "./repetition-mode-banner";
import { RunnerUnavailableNotice } from "./runner-unavailable-notice";
import { StepThroughPanel } from "./visualiser/step-through-panel";

/**
 * Review mode (from the dashboard's Due today): labelled, timed on its own, and written to a review
 * draft of its own that starts from the starter code, never over the saved draft.
 */
function useIsRepetitionMode() {
  const [searchParams] = useSearchParams();
  return searchParams.get("review") === "1";
}

type ProblemWorkbenchProps = { problem: ProblemDetail; judge: SolvingJudge; work: ProblemWork; userId: string };

/** The problem page once everything has loaded: statement and notes, editor, results, timer. */
export function ProblemWorkbench({ problem, judge, work, userId }: ProblemWorkbenchProps) {
  const isDesktop = useMediaQuery("(min-width: 64rem)");
  const isRepetition = useIsRepetitionMode();
  const bench = useWorkbench({ problem, judge, work, userId, isRepetition });
  const { solve, commands, stepThrough, codeRef } = bench;

  return (
    <ProblemLayout
      isDesktop={isDesktop}
      title={problem.title}
      mobileTab={commands.mobileTab}
      onMobileTabChange={commands.setMobileTab}
      topBar={
        <WorkbenchTopBar problem={problem} timer={solve.timer} isSolved={solve.isSolved} isRepetition={isRepetition} />
      }
      statement={
        <WorkbenchStatement
          problem={problem}
          work={work}
          userId={userId}
          tutor={{ language: bench.language, getCode: () => codeRef.current }}
        />
      }
      editor={<WorkbenchEditor bench={bench} problem={problem} judge={judge} userId={userId} isDesktop={isDesktop} />}
      // The layout gives the statement's place to the visualiser only while a session is open.
      visualiser={
        stepThrough.session ? (
          <WorkbenchStepThrough session={stepThrough.session} {...{ stepThrough, judge, commands, isDesktop }} />
        ) : null
      }
      results={<WorkbenchResultsPane bench={bench} problem={problem} judge={judge} fillHeight={isDesktop} />}
    />
  );
}

type Workbench = ReturnType<typeof useWorkbench>;

/** The panel below the editor, in its own error boundary. */
export function WorkbenchResultsPane({
  bench,
  problem,
  judge,
  fillHeight,
  isInterview = false,
}: {
  bench: Workbench;
  problem: ProblemDetail;
  judge: SolvingJudge;
  fillHeight: boolean;
  isInterview?: boolean;
}) {
  const { exampleIndexes, language, customTests, actions, codeReview, commands, submissions, stepThrough } = bench;
  return (
    <PaneErrorBoundary name="The results">
      <WorkbenchResults
        {...{ problem, judge, exampleIndexes, language, customTests, actions, codeReview, commands, submissions }}
        {...{ stepThrough, isInterview }}
        codeRef={bench.codeRef}
        isAcceptedAndSaved={bench.solve.isAcceptedAndSaved}
        loadingText={bench.loadingText}
        runShortcut={commands.shortcuts.run}
        fillHeight={fillHeight}
      />
    </PaneErrorBoundary>
  );
}

function WorkbenchStatement({
  problem,
  work,
  userId,
  tutor,
}: Omit<ProblemWorkbenchProps, "judge"> & { tutor: TutorContext }) {
  return (
    <ProblemStatement problem={problem} tutor={tutor}>
      <ProblemNotes problemId={problem.id} userId={userId} notes={work.notes} updatedAt={work.updatedAt} />
    </ProblemStatement>
  );
}

type WorkbenchTopBarProps = {
  problem: ProblemDetail;
  timer: ReturnType<typeof useWorkbenchSolve>["timer"];
  isSolved: boolean;
  isRepetition: boolean;
};

function WorkbenchTopBar({ problem, timer, isSolved, isRepetition }: WorkbenchTopBarProps) {
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
      {isRepetition ? <RepetitionModeBanner problemId={problem.id} solvedAt={problem.solvedAt} /> : null}
    </>
  );
}

type WorkbenchEditorProps = {
  bench: Workbench;
  problem: ProblemDetail;
  judge: SolvingJudge;
  userId: string;
  isDesktop: boolean;
  /** A coding interview's editor: no "Review my code". */
  isInterview?: boolean;
};

/** The editor pane: the draft of the chosen language, Run, Submit and Review my code. */
export function WorkbenchEditor({
  bench,
  problem,
  judge,
  userId,
  isDesktop,
  isInterview = false,
}: WorkbenchEditorProps) {
  const { language, draft, loaded, codeRef, editorHandle, actions, commands, codeReview, unavailableLanguage } = bench;
  const isRepetition = bench.solve.isRepetition;
  return (
    <PaneErrorBoundary name="The code editor">
      <ProblemEditorPane
        key={`${language}:${loaded?.nonce ?? 0}:${isRepetition ? "review" : "draft"}`}
        isRepetition={isRepetition}
        problemId={problem.id}
        userId={userId}
        language={language}
        draft={draft}
        starterCode={getStarterCode(judge.signature, language)}
        blankCode={getBlankPageCode(judge.signature, language)}
        loaded={loaded}
        codeRef={codeRef}
        handleRef={editorHandle}
        pending={actions.pending}
        shortcuts={commands.shortcuts}
        loadingText={bench.loadingText}
        notice={unavailableLanguage ? <RunnerUnavailableNotice language={unavailableLanguage} /> : null}
        canJudge={unavailableLanguage === null}
        fillHeight={isDesktop}
        onLanguageChange={bench.onLanguageChange}
        onRun={commands.run}
        onSubmit={commands.submit}
        onReview={isInterview ? undefined : commands.startCodeReview}
        isReviewing={codeReview.isReviewing}
        remarks={codeReview.result?.language === language ? codeReview.remarks : undefined}
        onCodeChange={codeReview.noteCode}
      />
    </PaneErrorBoundary>
  );
}

/** The step-through visualiser, when a session is open: beside the editor on a desktop, a page on a phone. */
export function WorkbenchStepThrough({
  session,
  stepThrough,
  judge,
  commands,
  isDesktop,
}: {
  session: NonNullable<ReturnType<typeof useStepThrough>["session"]>;
  stepThrough: ReturnType<typeof useStepThrough>;
  judge: SolvingJudge;
  commands: ReturnType<typeof useWorkbenchCommands>;
  isDesktop: boolean;
}) {
  return (
    <PaneErrorBoundary name="The step-through">
      <StepThroughPanel
        key={session.id}
        session={session}
        signature={judge.signature}
        onClose={stepThrough.close}
        onRetry={stepThrough.retry}
        onGoToLine={commands.goToLine}
        placement={isDesktop ? "side" : "page"}
      />
    </PaneErrorBoundary>
  );
}
