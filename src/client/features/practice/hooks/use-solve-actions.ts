import { useRef, useState } from "react";
import { ApiError } from "@/client/lib/api-client";
import type { JudgeReport, JudgeTestCase } from "@/shared/judge/judge-report";
import type { Language } from "@/shared/judge/languages";
import { CODE_TOO_LARGE_MESSAGE, isCodeTooLarge, type SolvingJudge } from "@/shared/schemas/solving";
import { useCreateSubmission } from "../api/create-submission";
import { buildSubmissionInput } from "../lib/build-submission";
import { toRunnerProblem } from "../lib/runner-problem";
import { useCodeRunner } from "./use-code-runner";

export type SolveOutcome =
  | { kind: "run"; language: Language; report: JudgeReport; exampleIndexes: number[] }
  | {
      kind: "submit";
      language: Language;
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
 * Run (the examples plus the user's custom inputs) and Submit (every test, then stored): the code runs
 * in this browser's worker for its language; the server only stores what the browser judged.
 */
export function useSolveActions({ problemId, judge, exampleIndexes, getElapsedSeconds }: UseSolveActionsArgs) {
  const runner = useCodeRunner();
  const createSubmission = useCreateSubmission();
  const [outcome, setOutcome] = useState<SolveOutcome | null>(null);
  const [pending, setPending] = useState<"run" | "submit" | null>(null);
  // A second Ctrl+Enter while a run is going is ignored rather than queued.
  const isBusy = useRef(false);

  async function judgeCode(kind: "run" | "submit", language: Language, code: string, tests: JudgeTestCase[]) {
    if (isBusy.current) return null;
    isBusy.current = true;
    setPending(kind);
    // The last result would read as this run's until the new one arrives.
    setOutcome(null);
    try {
      return await runner.run({ language, code, problem: toRunnerProblem(judge, language), tests });
    } catch (error) {
      setOutcome({ kind: "failed", message: error instanceof Error ? error.message : "The code could not be run." });
      return null;
    } finally {
      isBusy.current = false;
      setPending(null);
    }
  }

  async function run(language: Language, code: string, customInputs: unknown[]) {
    const examples = exampleIndexes.flatMap((index) => {
      const test = judge.tests[index];
      return test ? [{ input: test.input, expected: test.expected }] : [];
    });
    const tests = [...examples, ...customInputs.map((input) => ({ input }))];
    const report = await judgeCode("run", language, code, tests);
    if (report) setOutcome({ kind: "run", language, report, exampleIndexes });
    return report;
  }

  async function submit(language: Language, code: string) {
    if (isCodeTooLarge(code)) {
      setOutcome({ kind: "failed", message: CODE_TOO_LARGE_MESSAGE });
      return null;
    }
    const report = await judgeCode("submit", language, code, judge.tests);
    if (!report) return null;
    setOutcome({ kind: "submit", language, report, save: "saving" });
    const input = buildSubmissionInput({ language, code, report, elapsedSeconds: getElapsedSeconds() });
    try {
      await createSubmission.mutateAsync({ id: problemId, input });
      setOutcome({ kind: "submit", language, report, save: "saved" });
    } catch (error) {
      const saveError =
        error instanceof ApiError ? error.message : "The submission could not be saved. Check your connection.";
      setOutcome({ kind: "submit", language, report, save: "failed", saveError });
    }
    return report;
  }

  return {
    run,
    submit,
    outcome,
    pending,
    runnerStatus: runner.status,
    pythonProgress: runner.pythonProgress,
    preload: runner.preload,
  };
}
