import { useCallback, useState } from "react";

/** Below the viewport by at most this much counts as near: loading starts before the element shows. */
const NEAR_VIEWPORT_MARGIN = "600px";
/** The longest the browser may put off an idle moment before the element loads anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `callback` when the main thread is idle; Safari has no requestIdleCallback, so a timer stands in. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, IDLE_TIMEOUT_MS);
  return () => clearTimeout(handle);
}

/**
 * True once the element the ref is on comes near the viewport, or the page has finished its first
 * work, whichever is first: code below the fold can then load without delaying the first paint.
 */
export function useIsNeededSoon<T extends Element>() {
  const [isNeeded, setIsNeeded] = useState(false);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const markNeeded = () => setIsNeeded(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) markNeeded();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    const cancelIdle = whenIdle(markNeeded);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, []);
  return { ref, isNeeded };
}
