import type { ProblemDetail, ProblemWork, SolvingJudge } from "@/shared/schemas/solving";
import { useLatch } from "./use-latch";
import { useProblemTimer } from "./use-problem-timer";
import { useSolveActions } from "./use-solve-actions";

type UseWorkbenchSolveArgs = {
  problem: ProblemDetail;
  judge: SolvingJudge;
  work: ProblemWork;
  userId: string;
  isRepetition: boolean;
  exampleIndexes: number[];
};

/**
 * Run and Submit with the problem's timer: the timer stops once the problem is solved, or in review
 * mode once the review's submission is accepted and saved (and stays stopped after a later run).
 */
export function useWorkbenchSolve({
  problem,
  judge,
  work,
  userId,
  isRepetition,
  exampleIndexes,
}: UseWorkbenchSolveArgs) {
  const actions = useSolveActions({
    problemId: problem.id,
    judge,
    exampleIndexes,
    // Read when a submission is stored, by then the timer below exists.
    getElapsedSeconds: () => timer.seconds,
  });
  const { outcome } = actions;
  const isAcceptedAndSaved =
    outcome?.kind === "submit" && outcome.report.verdict === "accepted" && outcome.save === "saved";
  const isRepetitionAccepted = useLatch(isRepetition && isAcceptedAndSaved);
  const isSolved = isRepetition ? isRepetitionAccepted : problem.solvedAt !== null;
  const timer = useProblemTimer({
    problemId: problem.id,
    userId,
    elapsedSeconds: work.elapsedSeconds,
    updatedAt: work.updatedAt,
    isStopped: isSolved,
    isRepetition,
  });

  return { timer, actions, isSolved, isAcceptedAndSaved, isRepetition };
}
