import { useCallback, useState } from "react";

/**
 * A count that lasts for this browser tab's session (sessionStorage), so that leaving a screen and coming
 * back — to a problem or a design page and back to the lab — does not reset it; a new tab starts at 0.
 */
export function useSessionCount(key: string): [count: number, increment: () => void] {
  const [count, setCount] = useState(() => readCount(key));
  const increment = useCallback(() => {
    const next = readCount(key) + 1;
    writeCount(key, next);
    setCount(next);
  }, [key]);
  return [count, increment];
}

function readCount(key: string): number {
  try {
    const value = Number(sessionStorage.getItem(key));
    return Number.isInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

function writeCount(key: string, value: number) {
  try {
    sessionStorage.setItem(key, String(value));
  } catch {
    // Storage unavailable (private mode): the count lasts as long as the screen, as before.
  }
}
