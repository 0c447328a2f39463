import { useEffect, useState } from "react";
import { getNextCounterValue } from "../lib/next-counter-value";

/** A display counter that starts at `start` and grows by 0 to 2 every `intervalMs`. */
export function useLiveCounter(start: number, intervalMs: number) {
  const [value, setValue] = useState(start);
  useEffect(() => {
    const timer = setInterval(() => {
      const random = Math.random();
      setValue((current) => getNextCounterValue(current, random));
    }, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return value;
}
