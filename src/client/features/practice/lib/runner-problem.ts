import type { Language } from "@/shared/judge/languages";
import type { SolvingJudge } from "@/shared/schemas/solving";
import type { RunnerProblem } from "./judge/runner-messages";

/** What a runner judges the code with, in the language it is written in (each language has its own time limit). */
export function toRunnerProblem(judge: SolvingJudge, language: Language): RunnerProblem {
  const { signature, comparison, checker, timeLimitsMs } = judge;
  return { signature, comparison, ...(checker ? { checker } : {}), timeLimitMs: timeLimitsMs[language] };
}
