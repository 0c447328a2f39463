/** How long a task waits for an idle moment at most: a page that is never idle still gets it. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs a task once the page is idle (after its first paint and the work queued with it), at the latest
 * after IDLE_TIMEOUT_MS; returns a function that cancels it. Where requestIdleCallback is missing
 * (Safari before 18.4), after a short timer.
 */
export function whenIdle(task: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
