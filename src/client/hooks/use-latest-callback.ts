import { useCallback, useEffect, useRef } from "react";

/**
 * A function that stays the same from render to render and calls the latest `callback`: for handlers
 * that long-lived objects (a speech recognition, a timer) keep past the render that made them.
 */
export function useLatestCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result) {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
