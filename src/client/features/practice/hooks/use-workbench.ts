import { useRef, useState } from "react";
import type { ProblemDetail, ProblemWork, SolvingJudge } from "@/shared/schemas/solving";
import type { CodeEditorHandle } from "../components/code-editor";
import { formatPythonLoading, formatRunnerJobProgress } from "../lib/format-runner-status";
import { orderExampleIndexes } from "../lib/order-examples";
import { useCodeReview } from "./use-code-review";
import { useCustomTests } from "./use-custom-tests";
import { useOpenSubmission } from "./use-open-submission";
import { useUnavailableLanguage } from "./use-runner-availability";
import { useStepThrough } from "./use-step-through";
import { useWorkbenchCommands } from "./use-workbench-commands";
import { useWorkbenchLanguage } from "./use-workbench-language";
import { useWorkbenchSolve } from "./use-workbench-solve";

type UseWorkbenchArgs = {
  problem: ProblemDetail;
  judge: SolvingJudge;
  work: ProblemWork;
  userId: string;
  isRepetition: boolean;
};

/**
 * Everything the editor, its results and the step-through share, for the problem page and a coding
 * interview alike: the language and its draft, Run and Submit, custom tests, code review and the commands.
 */
export function useWorkbench({ problem, judge, work, userId, isRepetition }: UseWorkbenchArgs) {
  const codeRef = useRef("");
  const editorHandle = useRef<CodeEditorHandle | null>(null);
  const [exampleIndexes] = useState(() => orderExampleIndexes(problem.examples, judge));

  const solve = useWorkbenchSolve({ problem, judge, work, userId, isRepetition, exampleIndexes });
  const { actions } = solve;
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

  return {
    ...{
      codeRef,
      editorHandle,
      exampleIndexes,
      solve,
      actions,
      language,
      draft,
      loaded,
      onLanguageChange: code.change,
    },
    ...{ unavailableLanguage, loadingText, customTests, codeReview, commands, stepThrough, submissions },
  };
}
