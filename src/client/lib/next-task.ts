/**
 * Resolves in a task of its own, once the browser has had the main thread back (to paint, to answer
 * input): work after it does not lengthen the task that awaited it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
