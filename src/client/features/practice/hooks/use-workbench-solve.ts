import type { ProblemDetail, SolvingJudge, Workspace } from "@/shared/schemas/solving";
import { useLatch } from "./use-latch";
import { useProblemTimer } from "./use-problem-timer";
import { useSolveActions } from "./use-solve-actions";

type UseWorkbenchSolveArgs = {
  problem: ProblemDetail;
  judge: SolvingJudge;
  workspace: Workspace;
  userId: string;
  isReview: boolean;
  exampleIndexes: number[];
};

/**
 * Run and Submit with the problem's timer: the timer stops once the problem is solved, or in review
 * mode once the review's submission is accepted and saved (and stays stopped after a later run).
 */
export function useWorkbenchSolve({
  problem,
  judge,
  workspace,
  userId,
  isReview,
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
  const isReviewAccepted = useLatch(isReview && isAcceptedAndSaved);
  const isSolved = isReview ? isReviewAccepted : problem.solvedAt !== null;
  const timer = useProblemTimer({
    problemId: problem.id,
    userId,
    elapsedSeconds: workspace.elapsedSeconds,
    updatedAt: workspace.updatedAt,
    isStopped: isSolved,
    isReview,
  });

  return { timer, actions, isSolved, isAcceptedAndSaved };
}
