import { clsx } from "clsx";
import { Pause, Play, Timer } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { useProblemLabels } from "@/client/features/preferences";
import { describeElapsed, formatElapsed } from "@/client/lib/format-duration";
import type { Difficulty } from "@/shared/constants/practice-options";
import { formatSolveTarget, getTargetStatus } from "../lib/format-timer";

type ProblemTimerProps = {
  problemId: string;
  seconds: number;
  difficulty: Difficulty;
  isPaused: boolean;
  isSolved: boolean;
  onPause: () => void;
  onResume: () => void;
};

const TONES = { under: "text-slate-900", within: "text-amber-700", over: "text-red-700" } as const;

/**
 * Elapsed time beside the difficulty's target, with Pause / Resume; it stops at the first Accepted. The
 * target (and its colours) would give the difficulty away: not shown while the labels are hidden.
 */
export function ProblemTimer({
  problemId,
  seconds,
  difficulty,
  isPaused,
  isSolved,
  onPause,
  onResume,
}: ProblemTimerProps) {
  const hasTarget = !useProblemLabels(problemId).isHidden;
  const tone = isSolved ? "text-green-700" : hasTarget ? TONES[getTargetStatus(difficulty, seconds)] : TONES.under;
  return (
    <div className="flex items-center gap-2 text-sm">
      <Timer aria-hidden className="size-4 shrink-0 text-slate-500" />
      <span
        role="timer"
        aria-label={`Time on this problem: ${describeElapsed(seconds)}${isPaused ? ", paused" : ""}`}
        className={clsx("font-mono font-semibold tabular-nums", tone)}
      >
        {formatElapsed(seconds)}
      </span>
      <span className="text-slate-500">
        <span className="hidden sm:inline">{isSolved ? "Stopped at Accepted" : null}</span>
        {isPaused ? "Paused" : null}
        {hasTarget ? (
          <span className="hidden md:inline" data-testid="solve-target">
            {isSolved || isPaused ? " · " : null}
            {formatSolveTarget(difficulty)}
          </span>
        ) : null}
      </span>
      {isSolved ? null : (
        <Button variant="ghost" size="sm" onClick={isPaused ? onResume : onPause} className="px-2">
          {isPaused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
          <span className="sr-only sm:not-sr-only">{isPaused ? "Resume" : "Pause"}</span>
        </Button>
      )}
    </div>
  );
}
