import { useEffect, useState } from "react";
import { usePrefersReducedMotion } from "@/client/hooks/use-prefers-reduced-motion";

/**
 * Reveals `text` one character every `stepMs`. With reduced motion the whole text shows at once.
 * An interval rather than a chain of timeouts, so every step due in a span of time runs in it.
 */
export function useTypewriter(text: string, stepMs: number) {
  const reduceMotion = usePrefersReducedMotion();
  const [count, setCount] = useState(0);
  const isDone = reduceMotion || count >= text.length;

  useEffect(() => {
    if (isDone) return;
    const timer = setInterval(() => setCount((current) => Math.min(current + 1, text.length)), stepMs);
    return () => clearInterval(timer);
  }, [isDone, text.length, stepMs]);

  return { typed: reduceMotion ? text : text.slice(0, count), isDone };
}
