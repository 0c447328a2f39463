import { useEffect, useRef, useState } from "react";
import { getAutosaveKey, useAutosave } from "@/client/hooks/use-autosave";
import { useSessionCount } from "@/client/hooks/use-session-count";
import { ELAPSED_SECONDS_MAX } from "@/shared/schemas/solving";
import { useUpdateProblemWork } from "../api/update-problem-work";

type UseProblemTimerArgs = {
  problemId: string;
  userId: string;
  /** The seconds the server has, and when the work was saved. */
  elapsedSeconds: number;
  updatedAt: string | null;
  /** Solved: the timer stopped at the first Accepted (in review mode: at the review's Accepted). */
  isStopped: boolean;
  /**
   * Review mode: the review's own time, from 0 and kept for this tab's session; the solve
   * time saved in the work is left as it was.
   */
  isRepetition?: boolean;
};

/** Saved at least this often while the timer runs, and at once on pause, hide and leaving the page. */
const TIMER_SAVE_INTERVAL_MS = 15_000;

/**
 * Time spent on a problem: counts while the page is visible and not paused, stops once solved, and is
 * saved through the work (its seconds at the first Accepted become the solve time). In review mode
 * it counts the review's own time instead, and stops at the review's Accepted.
 */
export function useProblemTimer(args: UseProblemTimerArgs) {
  const { problemId, userId, elapsedSeconds, updatedAt, isStopped, isRepetition = false } = args;
  const update = useUpdateProblemWork();
  const [isPaused, setIsPaused] = useState(false);
  const autosave = useAutosave({
    storageKey: getAutosaveKey(userId, "problem", problemId, "timer"),
    initial: { value: elapsedSeconds, updatedAt },
    save: (seconds: number) => update.mutateAsync({ id: problemId, input: { elapsedSeconds: seconds } }),
    delayMs: TIMER_SAVE_INTERVAL_MS,
    maxWaitMs: TIMER_SAVE_INTERVAL_MS,
  });
  const [reviewSeconds, tickReview] = useSessionCount(getAutosaveKey(userId, "problem", problemId, "review-timer"));
  const latest = useRef({ autosave, isRepetition, tickReview });
  latest.current = { autosave, isRepetition, tickReview };

  const isRunning = !isPaused && !isStopped;
  useEffect(() => {
    if (!isRunning) return;
    const tick = setInterval(() => {
      // Time in another tab is not time on the problem.
      if (document.visibilityState !== "visible") return;
      const { autosave: saved, isRepetition: reviewing, tickReview: tick } = latest.current;
      if (reviewing) tick();
      else if (saved.value < ELAPSED_SECONDS_MAX) saved.setValue(saved.value + 1);
    }, 1000);
    return () => clearInterval(tick);
  }, [isRunning]);

  return {
    seconds: isRepetition ? Math.min(reviewSeconds, ELAPSED_SECONDS_MAX) : autosave.value,
    isPaused,
    isRunning,
    pause() {
      setIsPaused(true);
      if (!isRepetition) void autosave.flush();
    },
    resume: () => setIsPaused(false),
  };
}
