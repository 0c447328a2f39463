import { useEffect, useRef, useState } from "react";
import { ANSWER_MAX_SECONDS } from "@/shared/schemas/interview-answers";

/**
 * Time on one question: counts from what the server has while the question is on screen and the tab
 * is visible. `secondsRef` lets saves read the latest value without re-rendering anything.
 */
export function useQuestionTimer(initialSeconds: number) {
  const [seconds, setSeconds] = useState(initialSeconds);
  const secondsRef = useRef(initialSeconds);
  useEffect(() => {
    const tick = setInterval(() => {
      // Time in another tab is not time on the question.
      if (document.visibilityState !== "visible" || secondsRef.current >= ANSWER_MAX_SECONDS) return;
      secondsRef.current += 1;
      setSeconds(secondsRef.current);
    }, 1000);
    return () => clearInterval(tick);
  }, []);
  return { seconds, secondsRef };
}
