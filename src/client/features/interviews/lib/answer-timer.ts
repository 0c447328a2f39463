import type { InterviewType } from "@/shared/constants/practice-options";
import { SUGGESTED_ANSWER_SECONDS } from "@/shared/schemas/interview-answers";

/** The suggested length of an answer to this type: "2–3 min", "5 min". */
export function formatSuggestedLength(type: InterviewType): string {
  const { min, max } = SUGGESTED_ANSWER_SECONDS[type];
  const [from, to] = [min / 60, max / 60].map((minutes) => Number(minutes.toFixed(1)));
  return from === to ? `${to} min` : `${from}–${to} min`;
}

/** Past the end of the suggested length: the timer turns amber (a nudge to wrap up, not an error). */
export function isPastSuggestedLength(type: InterviewType, seconds: number): boolean {
  return seconds > SUGGESTED_ANSWER_SECONDS[type].max;
}
