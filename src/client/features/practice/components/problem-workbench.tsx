import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "wouter";
import { PaneErrorBoundary } from "@/client/components/errors/pane-error-boundary";
import { ProblemReviewGrade } from "@/client/features/spaced-repetition";
import { useMediaQuery } from "@/client/hooks/use-media-query";
import { formatRelativeTime } from "@/client/lib/format-relative-time";
import type { Language } from "@/shared/judge/languages";
import { getStarterCode } from "@/shared/judge/starter-code";
import { VERDICT_LABELS } from "@/shared/judge/verdicts";
import type { ProblemDetail, ProblemWork, SolvingJudge, SubmissionSummary } from "@/shared/schemas/solving";
import { getSubmissionQueryOptions } from "../api/get-submission";
import { useUpdateProblemWork } from "../api/update-problem-work";
import { useCodeReview } from "../hooks/use-code-review";
import { useProblemTimer } from "../hooks/use-problem-timer";
import { useSolveActions } from "../hooks/use-solve-actions";
import { formatCustomInput, parseCustomInput } from "../lib/custom-test-input";
import { formatPythonLoading } from "../lib/format-runner-status";
import { orderExampleIndexes } from "../lib/order-examples";
import { getShortcutAction, getShortcutLabels } from "../lib/shortcuts";
import type { CodeEditorHandle } from "./code-editor";
import { CodeReviewPanel } from "./code-review-panel";
import { type LoadedCode, ProblemEditorPane } from "./problem-editor-pane";
import { type MobileTab, ProblemLayout } from "./problem-layout";
import { ProblemNotes } from "./problem-notes";
import { ProblemResultsPanel, type ResultsTab } from "./problem-results-panel";
import { ProblemRunResults } from "./problem-run-results";
import { ProblemSolution } from "./problem-solution";
import { ProblemStatement } from "./problem-statement";
import { ProblemSubmissions } from "./problem-submissions";
import { type CustomTest, ProblemTestCases } from "./problem-test-cases";
import { ProblemTimer } from "./problem-timer";
import { ProblemTopBar } from "./problem-top-bar";
import { RepetitionModeBanner } from "./repetition-mode-banner";

type ProblemWorkbenchProps = { problem: ProblemDetail; judge: SolvingJudge; work: ProblemWork; userId: string };

/** The problem page once everything has loaded: statement and notes, editor, results, timer. */
export function ProblemWorkbench({ problem, judge, work, userId }: ProblemWorkbenchProps) {
  const isDesktop = useMediaQuery("(min-width: 64rem)");
  // Review mode (from the dashboard's Due today): labelled, timed on its own, and
  // written to a review draft of its own that starts from the starter code, never over the saved draft.
  const [searchParams] = useSearchParams();
  const isRepetition = searchParams.get("review") === "1";
  const [isRepetitionAccepted, setIsRepetitionAccepted] = useState(false);
  const queryClient = useQueryClient();
  const updateProblemWork = useUpdateProblemWork();
  const [language, setLanguage] = useState<Language>(work.language ?? "javascript");
  const [loaded, setLoaded] = useState<(LoadedCode & { language: Language; nonce: number }) | null>(null);
  const [customTests, setCustomTests] = useState<CustomTest[]>([]);
  const [resultsTab, setResultsTab] = useState<ResultsTab>("tests");
  const [mobileTab, setMobileTab] = useState<MobileTab>("statement");
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const codeRef = useRef("");
  const editorHandle = useRef<CodeEditorHandle | null>(null);
  const [shortcuts] = useState(() => getShortcutLabels(navigator.platform));

  const timer = useProblemTimer({
    problemId: problem.id,
    userId,
    elapsedSeconds: work.elapsedSeconds,
    updatedAt: work.updatedAt,
    isStopped: isRepetition ? isRepetitionAccepted : problem.solvedAt !== null,
    isRepetition,
  });
  const [exampleIndexes] = useState(() => orderExampleIndexes(problem.examples, judge));
  const actions = useSolveActions({
    problemId: problem.id,
    judge,
    exampleIndexes,
    getElapsedSeconds: () => timer.seconds,
  });
  const loadingText = language === "python" ? formatPythonLoading(actions.pythonProgress) : null;
  const codeReview = useCodeReview({ problemId: problem.id, judge, getCode: () => codeRef.current });
  const startCodeReview = () => {
    // On phones the user stays in the Code tab (the remarks mark its lines); the Review tab waits in Results.
    setResultsTab("codeReview");
    void codeReview.start(language, codeRef.current, actions.outcome);
  };
  const goToLine = (line: number, column?: number) => {
    setMobileTab("code");
    editorHandle.current?.goToLine(line, column);
  };

  const showResults = () => {
    setResultsTab("results");
    setMobileTab("results");
  };
  const moveToCompileError = (report: Awaited<ReturnType<typeof actions.run>>) => {
    const line = report?.compileError?.line;
    if (line !== undefined) editorHandle.current?.goToLine(line, report?.compileError?.column, false);
  };

  const run = () => {
    const parsed = customTests.map((test) => parseCustomInput(judge.signature, test.text));
    const invalid = parsed.findIndex((result) => !result.ok);
    if (invalid >= 0) {
      // The message is already beside the field: take the user there.
      setResultsTab("tests");
      setMobileTab("results");
      const field = customTests[invalid];
      requestAnimationFrame(() =>
        document.querySelector<HTMLTextAreaElement>(`[data-custom-test="${field?.id}"]`)?.focus(),
      );
      return;
    }
    showResults();
    const inputs = parsed.flatMap((result) => (result.ok ? [result.input] : []));
    void actions.run(language, codeRef.current, inputs).then(moveToCompileError);
  };
  const submit = () => {
    showResults();
    void actions.submit(language, codeRef.current).then(moveToCompileError);
  };

  // Ctrl/Cmd+Enter anywhere on the page (the editor handles its own and marks the event handled).
  const shortcutsRef = useRef({ run, submit });
  shortcutsRef.current = { run, submit };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = event.defaultPrevented ? null : getShortcutAction(event);
      if (!action) return;
      event.preventDefault();
      shortcutsRef.current[action]();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const { preload } = actions;
  // Python takes seconds to start: begin as soon as the page opens on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the language the page opened with
  useEffect(() => {
    if (language === "python") preload("python");
  }, []);

  const changeLanguage = (next: Language) => {
    setLanguage(next);
    if (next === "python") preload("python");
    updateProblemWork.mutate({ id: problem.id, input: { language: next } });
  };

  const openSubmission = async (submission: SubmissionSummary) => {
    setOpeningId(submission.id);
    setOpenError(null);
    try {
      const full = await queryClient.fetchQuery(getSubmissionQueryOptions(problem.id, submission.id));
      const label = `your ${VERDICT_LABELS[full.verdict]} submission from ${formatRelativeTime(new Date(full.createdAt), new Date())}`;
      setLanguage(full.language);
      if (full.language === "python") preload("python");
      setLoaded({ language: full.language, code: full.code, label, nonce: Date.now() });
      setMobileTab("code");
    } catch {
      setOpenError("Failed to open the submission. Please try again.");
    } finally {
      setOpeningId(null);
    }
  };

  const nextTestId = useRef(1);
  const addCustomTest = () => {
    const example = judge.tests[exampleIndexes[0] ?? 0];
    setCustomTests((tests) => [
      ...tests,
      { id: nextTestId.current++, text: example ? formatCustomInput(example.input) : "" },
    ]);
  };

  const isUnlocked = problem.solvedAt !== null || problem.gaveUpAt !== null;
  const draft =
    (isRepetition ? work.repetitionDrafts : work.drafts).find((saved) => saved.language === language) ?? null;
  const outcome = actions.outcome;
  const isAcceptedAndSaved =
    outcome?.kind === "submit" && outcome.report.verdict === "accepted" && outcome.save === "saved";
  const loadedHere = loaded?.language === language ? loaded : null;
  useEffect(() => {
    if (isRepetition && isAcceptedAndSaved) setIsRepetitionAccepted(true);
  }, [isRepetition, isAcceptedAndSaved]);

  return (
    <ProblemLayout
      isDesktop={isDesktop}
      title={problem.title}
      mobileTab={mobileTab}
      onMobileTabChange={setMobileTab}
      topBar={
        <>
          <ProblemTopBar>
            <ProblemTimer
              problemId={problem.id}
              seconds={timer.seconds}
              difficulty={problem.difficulty}
              isPaused={timer.isPaused}
              isSolved={isRepetition ? isRepetitionAccepted : problem.solvedAt !== null}
              onPause={timer.pause}
              onResume={timer.resume}
            />
          </ProblemTopBar>
          {isRepetition ? <RepetitionModeBanner problemId={problem.id} solvedAt={problem.solvedAt} /> : null}
        </>
      }
      statement={
        <ProblemStatement problem={problem}>
          <ProblemNotes problemId={problem.id} userId={userId} notes={work.notes} updatedAt={work.updatedAt} />
        </ProblemStatement>
      }
      editor={
        <PaneErrorBoundary name="The code editor">
          <ProblemEditorPane
            key={`${language}:${loadedHere?.nonce ?? 0}:${isRepetition ? "review" : "draft"}`}
            isRepetition={isRepetition}
            problemId={problem.id}
            userId={userId}
            language={language}
            draft={draft}
            starterCode={getStarterCode(judge.signature, language)}
            loaded={loadedHere}
            codeRef={codeRef}
            handleRef={editorHandle}
            pending={actions.pending}
            shortcuts={shortcuts}
            loadingText={loadingText}
            fillHeight={isDesktop}
            onLanguageChange={changeLanguage}
            onRun={run}
            onSubmit={submit}
            onReview={startCodeReview}
            isReviewing={codeReview.isReviewing}
            remarks={codeReview.result?.language === language ? codeReview.remarks : undefined}
            onCodeChange={codeReview.noteCode}
          />
        </PaneErrorBoundary>
      }
      results={
        <PaneErrorBoundary name="The results">
          <ProblemResultsPanel
            tab={resultsTab}
            onTabChange={setResultsTab}
            fillHeight={isDesktop}
            panels={{
              tests: (
                <ProblemTestCases
                  judge={judge}
                  exampleIndexes={exampleIndexes}
                  customTests={customTests}
                  onAdd={addCustomTest}
                  onChange={(id, text) =>
                    setCustomTests((tests) => tests.map((test) => (test.id === id ? { ...test, text } : test)))
                  }
                  onRemove={(id) => setCustomTests((tests) => tests.filter((test) => test.id !== id))}
                />
              ),
              results: (
                <>
                  <ProblemRunResults
                    outcome={actions.outcome}
                    pending={actions.pending}
                    loadingText={loadingText}
                    signature={judge.signature}
                    runShortcut={shortcuts.run}
                    onGoToLine={goToLine}
                    onShowSolution={() => setResultsTab("solution")}
                  />
                  {isAcceptedAndSaved ? <ProblemReviewGrade problemId={problem.id} /> : null}
                </>
              ),
              codeReview: (
                <CodeReviewPanel
                  result={codeReview.result}
                  isRequesting={codeReview.isRequesting}
                  error={codeReview.error}
                  onDismissError={codeReview.clearError}
                  isStale={codeReview.isStale}
                  language={language}
                  isClassProblem={judge.signature.kind === "class"}
                  onGoToLine={goToLine}
                />
              ),
              submissions: (
                <ProblemSubmissions
                  problemId={problem.id}
                  onOpen={openSubmission}
                  openingId={openingId}
                  openError={openError}
                  onDismissError={() => setOpenError(null)}
                />
              ),
              solution: <ProblemSolution problemId={problem.id} isUnlocked={isUnlocked} />,
            }}
          />
        </PaneErrorBoundary>
      }
    />
  );
}
