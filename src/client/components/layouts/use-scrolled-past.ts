import { useCallback, useSyncExternalStore } from "react";

function subscribeToScroll(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/** True while the window is scrolled more than `thresholdPx` down; re-renders only when that flips. */
export function useScrolledPast(thresholdPx: number) {
  const getSnapshot = useCallback(() => window.scrollY > thresholdPx, [thresholdPx]);
  return useSyncExternalStore(subscribeToScroll, getSnapshot, () => false);
}
