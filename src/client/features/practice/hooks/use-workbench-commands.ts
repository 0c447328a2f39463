import { type RefObject, useState } from "react";
import type { Language } from "@/shared/judge/languages";
import type { CodeEditorHandle } from "../components/code-editor";
import type { MobileTab } from "../components/problem-layout";
import type { ResultsTab } from "../components/problem-results-panel";
import { getShortcutLabels } from "../lib/shortcuts";
import type { useCodeReview } from "./use-code-review";
import type { useCustomTests } from "./use-custom-tests";
import { usePageShortcuts } from "./use-page-shortcuts";
import type { useSolveActions } from "./use-solve-actions";

type UseWorkbenchCommandsArgs = {
  language: Language;
  /** The code on screen and the editor, for the commands that run it or move its cursor. */
  codeRef: RefObject<string>;
  editorHandle: RefObject<CodeEditorHandle | null>;
  customTests: ReturnType<typeof useCustomTests>;
  actions: ReturnType<typeof useSolveActions>;
  codeReview: ReturnType<typeof useCodeReview>;
  /** False while no runner judges the editor's language: Run and Submit (and their keys) do nothing. */
  canJudge: boolean;
};

/**
 * Run, Submit, Review and Go to line, from the buttons and the page's shortcuts: each shows the tab its
 * answer appears in (the results tab below the editor, and on phones the Statement / Code / Results tab).
 * `shortcuts` are the labels of Run's and Submit's keys on this platform.
 */
export function useWorkbenchCommands(args: UseWorkbenchCommandsArgs) {
  const { language, codeRef, editorHandle, customTests, actions, codeReview, canJudge } = args;
  const [resultsTab, setResultsTab] = useState<ResultsTab>("tests");
  const [mobileTab, setMobileTab] = useState<MobileTab>("statement");
  const [shortcuts] = useState(() => getShortcutLabels(navigator.platform));

  const showResults = () => {
    setResultsTab("results");
    setMobileTab("results");
  };
  const moveToCompileError = (report: Awaited<ReturnType<typeof actions.run>>) => {
    const line = report?.compileError?.line;
    if (line !== undefined) editorHandle.current?.goToLine(line, report?.compileError?.column, false);
  };

  const run = () => {
    if (!canJudge) return;
    const parsed = customTests.parse();
    if (!parsed.ok) {
      // The message is already beside the field: take the user there.
      setResultsTab("tests");
      setMobileTab("results");
      requestAnimationFrame(() =>
        document.querySelector<HTMLTextAreaElement>(`[data-custom-test="${parsed.invalidId}"]`)?.focus(),
      );
      return;
    }
    showResults();
    void actions.run(language, codeRef.current, parsed.inputs).then(moveToCompileError);
  };
  const submit = () => {
    if (!canJudge) return;
    showResults();
    void actions.submit(language, codeRef.current).then(moveToCompileError);
  };
  usePageShortcuts({ run, submit });

  const startCodeReview = () => {
    // On phones the user stays in the Code tab (the remarks mark its lines); the Review tab waits in Results.
    setResultsTab("codeReview");
    void codeReview.start(language, codeRef.current, actions.outcome);
  };
  const goToLine = (line: number, column?: number) => {
    setMobileTab("code");
    editorHandle.current?.goToLine(line, column);
  };

  return { shortcuts, resultsTab, setResultsTab, mobileTab, setMobileTab, run, submit, startCodeReview, goToLine };
}
