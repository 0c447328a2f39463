import { useSyncExternalStore } from "react";
import { getRunnerState, preload, run, subscribeRunnerState } from "../lib/judge/code-runner";

/**
 * The session's code runners for a component: `run` judges code in its language's Web Worker,
 * `preload` starts a runner ahead of time (call it when the user picks Python), and `status` and
 * `pythonProgress` say what the runners are doing (loading, running; Pyodide's download and start).
 */
export function useCodeRunner() {
  const state = useSyncExternalStore(subscribeRunnerState, getRunnerState, getRunnerState);
  return { run, preload, status: state.status, pythonProgress: state.pythonProgress };
}
