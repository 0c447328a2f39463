import { type RefObject, useRef, useState } from "react";
import { useSearchParams } from "wouter";
import { PaneErrorBoundary } from "@/client/components/errors/pane-error-boundary";
import { useMediaQuery } from "@/client/hooks/use-media-query";
import type { Language } from "@/shared/judge/languages";
import { getStarterCode } from "@/shared/judge/starter-code";
import type { ProblemDetail, ProblemWork, SolvingJudge } from "@/shared/schemas/solving";
import { useCodeReview } from "../hooks/use-code-review";
import { useCustomTests } from "../hooks/use-custom-tests";
import { useOpenSubmission } from "../hooks/use-open-submission";
import { useUnavailableLanguage } from "../hooks/use-runner-availability";
import { useStepThrough } from "../hooks/use-step-through";
import { useWorkbenchCommands } from "../hooks/use-workbench-commands";
import { useWorkbenchLanguage } from "../hooks/use-workbench-language";
import { useWorkbenchSolve } from "../hooks/use-workbench-solve";
import { getBlankPageCode } from "../lib/blank-page-code";
import { formatPythonLoading, formatRunnerJobProgress } from "../lib/format-runner-status";
import { orderExampleIndexes } from "../lib/order-examples";
import type { CodeEditorHandle } from "./code-editor";
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
  const codeRef = useRef("");
  const editorHandle = useRef<CodeEditorHandle | null>(null);
  const [exampleIndexes] = useState(() => orderExampleIndexes(problem.examples, judge));

  const solve = useWorkbenchSolve({ problem, judge, work, userId, isRepetition, exampleIndexes });
  const { timer, actions } = solve;
  const { language, draft, loaded, ...code } = useWorkbenchLanguage({
    problemId: problem.id,
    initial: work.language ?? "javascript",
    drafts: isRepetition ? work.repetitionDrafts : work.drafts,
    preload: actions.preload,
  });
  const unavailableLanguage = useUnavailableLanguage(language);
  const loadingText =
    language === "python" ? formatPythonLoading(actions.pythonProgress) : formatRunnerJobProgress(actions.jobProgress);
  const customTests = useCustomTests(judge, exampleIndexes);
  const codeReview = useCodeReview({ problemId: problem.id, judge, getCode: () => codeRef.current });
  const commands = useWorkbenchCommands({
    ...{ language, codeRef, editorHandle, customTests, actions, codeReview },
    canJudge: unavailableLanguage === null,
  });
  const stepThrough = useStepThrough({ judge });
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
      topBar={<WorkbenchTopBar problem={problem} timer={timer} isSolved={solve.isSolved} isRepetition={isRepetition} />}
      statement={
        <WorkbenchStatement
          problem={problem}
          work={work}
          userId={userId}
          tutor={{ language, getCode: () => codeRef.current }}
        />
      }
      editor={
        <WorkbenchEditor
          {...{ problem, judge, userId, isRepetition, isDesktop, language, draft, loaded, codeRef, editorHandle }}
          {...{ actions, commands, codeReview, loadingText, unavailableLanguage }}
          onLanguageChange={code.change}
        />
      }
      // The layout gives the statement's place to the visualiser only while a session is open.
      visualiser={
        stepThrough.session ? (
          <WorkbenchStepThrough session={stepThrough.session} {...{ stepThrough, judge, commands, isDesktop }} />
        ) : null
      }
      results={
        <PaneErrorBoundary name="The results">
          <WorkbenchResults
            {...{ problem, judge, exampleIndexes, language, customTests, actions, codeReview, commands, submissions }}
            {...{ stepThrough, codeRef }}
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
  problem: ProblemDetail;
  judge: SolvingJudge;
  userId: string;
  isRepetition: boolean;
  isDesktop: boolean;
  language: Language;
  draft: ReturnType<typeof useWorkbenchLanguage>["draft"];
  loaded: ReturnType<typeof useWorkbenchLanguage>["loaded"];
  codeRef: RefObject<string>;
  editorHandle: RefObject<CodeEditorHandle | null>;
  actions: ReturnType<typeof useWorkbenchSolve>["actions"];
  commands: ReturnType<typeof useWorkbenchCommands>;
  codeReview: ReturnType<typeof useCodeReview>;
  loadingText: string | null;
  unavailableLanguage: ReturnType<typeof useUnavailableLanguage>;
  onLanguageChange: (language: Language) => void;
};

/** The editor pane: the draft of the chosen language, Run, Submit and Review my code. */
function WorkbenchEditor(props: WorkbenchEditorProps) {
  const { problem, judge, userId, isRepetition, isDesktop, language, draft, loaded, codeRef, editorHandle } = props;
  const { actions, commands, codeReview, loadingText, unavailableLanguage, onLanguageChange } = props;
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
        loadingText={loadingText}
        notice={unavailableLanguage ? <RunnerUnavailableNotice language={unavailableLanguage} /> : null}
        canJudge={unavailableLanguage === null}
        fillHeight={isDesktop}
        onLanguageChange={onLanguageChange}
        onRun={commands.run}
        onSubmit={commands.submit}
        onReview={commands.startCodeReview}
        isReviewing={codeReview.isReviewing}
        remarks={codeReview.result?.language === language ? codeReview.remarks : undefined}
        onCodeChange={codeReview.noteCode}
      />
    </PaneErrorBoundary>
  );
}

/** The step-through visualiser, when a session is open: beside the editor on a desktop, a page on a phone. */
function WorkbenchStepThrough({
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
