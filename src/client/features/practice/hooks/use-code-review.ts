import { useRef, useState } from "react";
import { useAiGate } from "@/client/features/labs";
import { getEntryName } from "@/shared/judge/call-plan";
import { isRunnerLanguage, LANGUAGE_LABELS, type Language } from "@/shared/judge/languages";
import type { CodeReview, ReviewRemark } from "@/shared/schemas/code-review";
import type { SolvingJudge } from "@/shared/schemas/solving";
import { type TimingResult, timeCode } from "@/shared/timing/time-code";
import { useReviewCode } from "../api/review-code";
import { lintCode } from "../lib/code-review/lint-client";
import { summariseTests, type TestsSummary } from "../lib/code-review/summarise-tests";
import { run } from "../lib/judge/code-runner";
import { toRunnerProblem } from "../lib/runner-problem";
import type { SolveOutcome } from "./use-solve-actions";

/** A part of the automatic review that the browser completes after the server answered. */
export type ReviewPart<T> =
  | { status: "running" }
  | { status: "done"; value: T }
  | { status: "failed"; message: string }
  /** Not done for this language (the linters and the timing run in the browser's languages only). */
  | { status: "skipped"; message: string };

export type CodeReviewResult = {
  language: Language;
  /** The code as it was reviewed: the remarks' lines are its lines. */
  code: string;
  review: CodeReview;
  /** The automatic review's parts; null for the AI's review. */
  lint: ReviewPart<ReviewRemark[]> | null;
  timing: ReviewPart<TimingResult> | null;
  tests: TestsSummary | null;
};

/** No remarks, the same array every render (the editor re-marks its lines when the array changes). */
const NO_REMARKS: readonly ReviewRemark[] = [];

type UseCodeReviewArgs = {
  problemId: string;
  judge: SolvingJudge;
  /** The code on screen now, to tell whether the remarks were made on it. */
  getCode: () => string;
};

/**
 * "Review my code": asks the server (the AI's review, or an automatic one), and completes an automatic
 * review in the browser: the linter in its worker, the complexity timed in the runner's worker, the
 * last Run or Submit. Nothing here blocks the editor. A newer review replaces an older one; a failed
 * review shows its message and keeps the last review.
 */
export function useCodeReview({ problemId, judge, getCode }: UseCodeReviewArgs) {
  const reviewCode = useReviewCode();
  const gate = useAiGate("Code review");
  const [result, setResult] = useState<CodeReviewResult | null>(null);
  const [isRequesting, setIsRequesting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isStale, setIsStale] = useState(false);
  const latest = useRef(0);
  const reviewedCode = useRef<string | null>(null);

  /** Reviews `code`; the automatic review reads the tests from `outcome`, the page's last Run or Submit. */
  async function start(language: Language, code: string, outcome: SolveOutcome | null) {
    const id = ++latest.current;
    const isCurrent = () => latest.current === id;
    setIsRequesting(true);
    setError(null);
    let review: CodeReview;
    try {
      review = await reviewCode.mutateAsync({ id: problemId, input: { language, code } });
    } catch (cause) {
      if (!isCurrent()) return;
      setError(gate.getErrorMessage(cause, "The review failed. Please try again."));
      setIsRequesting(false);
      return;
    }
    if (!isCurrent()) return;
    const isAutomatic = review.kind === "automatic";
    reviewedCode.current = code;
    setIsStale(getCode() !== code);
    setIsRequesting(false);
    setResult({
      language,
      code,
      review,
      lint: isAutomatic ? { status: "running" } : null,
      timing: isAutomatic ? { status: "running" } : null,
      tests: isAutomatic ? summariseTests(outcome?.kind === "failed" ? null : outcome) : null,
    });
    if (!isAutomatic) return;

    const update = (patch: Partial<CodeReviewResult>) => {
      if (isCurrent()) setResult((current) => (current ? { ...current, ...patch } : current));
    };
    completeAutomaticReview({ language, code, judge, update, isCancelled: () => !isCurrent() });
  }

  /** Called as the code changes, so the review can say its remarks were made on an earlier version. */
  function noteCode(code: string) {
    setIsStale(reviewedCode.current !== null && code !== reviewedCode.current);
  }

  const isCompleting = result?.lint?.status === "running" || result?.timing?.status === "running";
  return {
    start,
    noteCode,
    result,
    error,
    clearError: () => setError(null),
    isStale,
    /** The server has not answered yet. */
    isRequesting,
    isReviewing: isRequesting || isCompleting,
    /** The remarks to show beside the lines: the AI's, or the linter's once it answered. */
    remarks: result ? getRemarks(result) : NO_REMARKS,
  };
}

type CompletionArgs = {
  language: Language;
  code: string;
  judge: SolvingJudge;
  update: (patch: Partial<CodeReviewResult>) => void;
  isCancelled: () => boolean;
};

/**
 * The automatic review's parts done in the browser: the linter in its worker, the complexity timed in the
 * runner's worker. A runner's language (judged on a server) has neither, and the review says so.
 */
function completeAutomaticReview({ language, code, judge, update, isCancelled }: CompletionArgs) {
  if (isRunnerLanguage(language)) {
    const label = LANGUAGE_LABELS[language];
    update({
      lint: { status: "skipped", message: `No linter runs for ${label} in the browser.` },
      timing: {
        status: "skipped",
        message: `${label} is judged on a server: only JavaScript, TypeScript and Python are timed here.`,
      },
    });
    return;
  }
  const entryName = getEntryName(judge.signature, language);
  lintCode({ language, code, entryName }).then(
    (remarks) => update({ lint: { status: "done", value: remarks } }),
    (cause: unknown) => update({ lint: { status: "failed", message: getMessage(cause, "The linter did not run.") } }),
  );
  const problem = toRunnerProblem(judge, language);
  timeCode({ language, code, problem, tests: judge.tests }, run, isCancelled).then(
    (timing) => update({ timing: { status: "done", value: timing } }),
    (cause: unknown) =>
      update({ timing: { status: "failed", message: getMessage(cause, "Your code could not be timed.") } }),
  );
}

function getRemarks(result: CodeReviewResult): readonly ReviewRemark[] {
  if (result.review.kind === "ai") return result.review.remarks;
  return result.lint?.status === "done" ? result.lint.value : NO_REMARKS;
}

function getMessage(cause: unknown, fallback: string): string {
  return cause instanceof Error && cause.message ? cause.message : fallback;
}
