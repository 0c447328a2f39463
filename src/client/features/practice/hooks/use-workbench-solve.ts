import { useState } from "react";
import type { ProblemDetail, SolvingJudge, Workspace } from "@/shared/schemas/solving";
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
  const [isReviewAccepted, setIsReviewAccepted] = useState(false);
  const isSolved = isReview ? isReviewAccepted : problem.solvedAt !== null;
  const timer = useProblemTimer({
    problemId: problem.id,
    userId,
    elapsedSeconds: workspace.elapsedSeconds,
    updatedAt: workspace.updatedAt,
    isStopped: isSolved,
    isReview,
  });
  const actions = useSolveActions({
    problemId: problem.id,
    judge,
    exampleIndexes,
    getElapsedSeconds: () => timer.seconds,
  });
  const { outcome } = actions;
  const isAcceptedAndSaved =
    outcome?.kind === "submit" && outcome.report.verdict === "accepted" && outcome.save === "saved";
  // Latched while rendering (React's pattern for state that follows another value), not copied by an effect.
  if (isReview && isAcceptedAndSaved && !isReviewAccepted) setIsReviewAccepted(true);

  return { timer, actions, isSolved, isAcceptedAndSaved };
}
