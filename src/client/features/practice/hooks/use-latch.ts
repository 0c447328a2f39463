import { useState } from "react";

/**
 * True from the first render where `isTrue` is, and from then on whatever it becomes (the review's
 * Accepted stops its timer even after a later run clears the outcome). Set while rendering, React's
 * pattern for state that follows another value, rather than copied by an effect a render late.
 */
export function useLatch(isTrue: boolean): boolean {
  const [isLatched, setIsLatched] = useState(isTrue);
  if (isTrue && !isLatched) setIsLatched(true);
  return isLatched || isTrue;
}
