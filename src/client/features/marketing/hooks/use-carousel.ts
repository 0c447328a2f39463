import { type FocusEvent, useEffect, useState } from "react";
import { wrapIndex } from "../lib/wrap-index";

/**
 * Index state for a carousel of `length` slides that wraps at both ends. With `autoAdvanceMs` it
 * moves on by itself, pausing while the pointer or keyboard focus is inside (WCAG 2.2.2) or after
 * the visitor pressed pause; a manual move restarts the wait so a slide never flips right away.
 */
export function useCarousel(length: number, autoAdvanceMs?: number) {
  const [index, setIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isStopped, setIsStopped] = useState(false);
  const [moves, setMoves] = useState(0);
  const isRotating = autoAdvanceMs !== undefined && !isStopped && !isHovered && !isFocused;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `moves` restarts the wait after a manual move
  useEffect(() => {
    if (!isRotating) return;
    const timer = setInterval(() => setIndex((current) => wrapIndex(current + 1, length)), autoAdvanceMs);
    return () => clearInterval(timer);
  }, [isRotating, autoAdvanceMs, length, moves]);

  const goTo = (next: number) => {
    setIndex(wrapIndex(next, length));
    setMoves((count) => count + 1);
  };

  return {
    index,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    /** True while the carousel moves by itself (screen readers are not interrupted then). */
    isRotating,
    isStopped,
    toggleStopped: () => setIsStopped((stopped) => !stopped),
    /** Spread on the carousel's region to pause it on hover and focus. */
    pauseHandlers: {
      onMouseEnter: () => setIsHovered(true),
      onMouseLeave: () => setIsHovered(false),
      onFocus: () => setIsFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
      },
    },
  };
}
