import { useEffect, useRef, useState } from "react";
import { getAutosaveKey, useAutosave } from "@/client/hooks/use-autosave";
import { ELAPSED_SECONDS_MAX } from "@/shared/schemas/solving";
import { useUpdateWorkspace } from "../api/update-workspace";

type UseProblemTimerArgs = {
  problemId: string;
  userId: string;
  /** The seconds the server has, and when the workspace was saved. */
  elapsedSeconds: number;
  updatedAt: string | null;
  /** Solved: the timer stopped at the first Accepted. */
  isStopped: boolean;
};

/** Saved at least this often while the timer runs, and at once on pause, hide and leaving the page. */
const TIMER_SAVE_INTERVAL_MS = 15_000;

/**
 * Time spent on a problem: counts while the page is visible and not paused, stops once solved, and is
 * saved through the workspace (its seconds at the first Accepted become the solve time).
 */
export function useProblemTimer({ problemId, userId, elapsedSeconds, updatedAt, isStopped }: UseProblemTimerArgs) {
  const update = useUpdateWorkspace();
  const [isPaused, setIsPaused] = useState(false);
  const autosave = useAutosave({
    storageKey: getAutosaveKey(userId, "problem", problemId, "timer"),
    initial: { value: elapsedSeconds, updatedAt },
    save: (seconds: number) => update.mutateAsync({ id: problemId, input: { elapsedSeconds: seconds } }),
    delayMs: TIMER_SAVE_INTERVAL_MS,
    maxWaitMs: TIMER_SAVE_INTERVAL_MS,
  });
  const latest = useRef(autosave);
  latest.current = autosave;

  const isRunning = !isPaused && !isStopped;
  useEffect(() => {
    if (!isRunning) return;
    const tick = setInterval(() => {
      // Time in another tab is not time on the problem.
      if (document.visibilityState !== "visible") return;
      const { value, setValue } = latest.current;
      if (value < ELAPSED_SECONDS_MAX) setValue(value + 1);
    }, 1000);
    return () => clearInterval(tick);
  }, [isRunning]);

  return {
    seconds: autosave.value,
    isPaused,
    isRunning,
    pause() {
      setIsPaused(true);
      void autosave.flush();
    },
    resume: () => setIsPaused(false),
  };
}
