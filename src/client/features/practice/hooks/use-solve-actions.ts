import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ApiError } from "@/client/lib/api-client";
import { buildSubmissionInput } from "@/shared/judge/build-submission";
import type { JudgeReport, JudgeTestCase } from "@/shared/judge/judge-report";
import { type BrowserLanguage, isRunnerLanguage, type Language, type RunnerLanguage } from "@/shared/judge/languages";
import { CODE_TOO_LARGE_MESSAGE, isCodeTooLarge, type SolvingJudge } from "@/shared/schemas/solving";
import { refreshAfterSubmission, useCreateSubmission } from "../api/create-submission";
import { judgeOnRunner, type RunnerJobProgress } from "../lib/judge/runner-job";
import { toRunnerProblem } from "../lib/runner-problem";
import { useCodeRunner } from "./use-code-runner";

/** A Run's or Submit's report, with the code it judged (what "Step through" traces, whatever the editor holds since). */
export type SolveOutcome =
  | { kind: "run"; language: Language; code: string; report: JudgeReport; exampleIndexes: number[] }
  | {
      kind: "submit";
      language: Language;
      code: string;
      report: JudgeReport;
      save: "saving" | "saved" | "failed";
      saveError?: string;
    }
  | { kind: "failed"; message: string };

type UseSolveActionsArgs = {
  problemId: string;
  judge: SolvingJudge;
  /** The example tests Run judges, in the statement's order. */
  exampleIndexes: number[];
  getElapsedSeconds: () => number;
};

/**
 * Run (the examples plus the user's custom inputs) and Submit (every test, then stored). JavaScript,
 * TypeScript and Python run in this browser's worker for the language and the server stores what the
 * browser judged; Java, C++ and Go are queued for a runner, which the page follows, and the server
 * stores a Submit itself from what it graded.
 */
export function useSolveActions({ problemId, judge, exampleIndexes, getElapsedSeconds }: UseSolveActionsArgs) {
  const runner = useCodeRunner();
  const queryClient = useQueryClient();
  const createSubmission = useCreateSubmission();
  const { judgeCode, outcome, setOutcome, pending, jobProgress, setJobProgress } = useJudging();

  const inBrowser = (language: BrowserLanguage, code: string, tests: JudgeTestCase[]) => () =>
    runner.run({ language, code, problem: toRunnerProblem(judge, language), tests });

  const onRunner = (job: { language: RunnerLanguage; code: string; mode: "run" | "submit" } & RunnerJobExtras) => () =>
    judgeOnRunner({ problemId, ...job }, { onProgress: setJobProgress });

  async function run(language: Language, code: string, customInputs: unknown[]) {
    const examples = exampleIndexes.flatMap((index) => {
      const test = judge.tests[index];
      return test ? [{ input: test.input, expected: test.expected }] : [];
    });
    const report = isRunnerLanguage(language)
      ? (await judgeCode("run", onRunner({ language, code, mode: "run", testIndexes: exampleIndexes, customInputs })))
          ?.report
      : await judgeCode("run", inBrowser(language, code, [...examples, ...customInputs.map((input) => ({ input }))]));
    if (report) setOutcome({ kind: "run", language, code, report, exampleIndexes });
    return report ?? null;
  }

  async function submit(language: Language, code: string) {
    if (isCodeTooLarge(code)) {
      setOutcome({ kind: "failed", message: CODE_TOO_LARGE_MESSAGE });
      return null;
    }
    if (isRunnerLanguage(language)) return submitOnRunner(language, code);
    const report = await judgeCode("submit", inBrowser(language, code, judge.tests));
    if (!report) return null;
    setOutcome({ kind: "submit", language, code, report, save: "saving" });
    const input = buildSubmissionInput({ language, code, report, elapsedSeconds: getElapsedSeconds() });
    try {
      await createSubmission.mutateAsync({ id: problemId, input });
      setOutcome({ kind: "submit", language, code, report, save: "saved" });
    } catch (error) {
      const saveError =
        error instanceof ApiError ? error.message : "The submission could not be saved. Check your connection.";
      setOutcome({ kind: "submit", language, code, report, save: "failed", saveError });
    }
    return report;
  }

  /** A runner's Submit is stored by the server as it grades it: the page only refreshes what it changed. */
  async function submitOnRunner(language: RunnerLanguage, code: string) {
    const elapsedSeconds = getElapsedSeconds();
    const result = await judgeCode("submit", onRunner({ language, code, mode: "submit", elapsedSeconds }));
    if (!result) return null;
    setOutcome({ kind: "submit", language, code, report: result.report, save: "saved" });
    await refreshAfterSubmission(queryClient, problemId);
    return result.report;
  }

  return {
    run,
    submit,
    outcome,
    pending,
    /** A runner job's place in the queue, or that it is being judged. */
    jobProgress,
    runnerStatus: runner.status,
    pythonProgress: runner.pythonProgress,
    preload: runner.preload,
  };
}

/**
 * One Run or Submit at a time, with what the page shows meanwhile: which is pending, a runner job's place,
 * and the outcome (cleared as a new one starts, so the last result never reads as this one's).
 */
function useJudging() {
  const [outcome, setOutcome] = useState<SolveOutcome | null>(null);
  const [pending, setPending] = useState<"run" | "submit" | null>(null);
  const [jobProgress, setJobProgress] = useState<RunnerJobProgress | null>(null);
  // A second Ctrl+Enter while a run is going is ignored rather than queued.
  const isBusy = useRef(false);

  async function judgeCode<T>(kind: "run" | "submit", judgeIt: () => Promise<T>): Promise<T | null> {
    if (isBusy.current) return null;
    isBusy.current = true;
    setPending(kind);
    setOutcome(null);
    try {
      return await judgeIt();
    } catch (error) {
      setOutcome({ kind: "failed", message: error instanceof Error ? error.message : "The code could not be run." });
      return null;
    } finally {
      isBusy.current = false;
      setPending(null);
      setJobProgress(null);
    }
  }

  return { judgeCode, outcome, setOutcome, pending, jobProgress, setJobProgress };
}

type RunnerJobExtras = { testIndexes?: number[]; customInputs?: unknown[]; elapsedSeconds?: number };
