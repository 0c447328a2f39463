import type { InterviewType } from "@/shared/constants/practice-options";
import { SUGGESTED_ANSWER_SECONDS } from "@/shared/schemas/interview-answers";

/** "0:07", "2:14", "1:02:03": minutes and seconds, with hours only once they are needed. */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** The same duration for a screen reader: "2 minutes 14 seconds", "0 seconds". */
export function describeElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const parts: [number, string][] = [
    [Math.floor(seconds / 3600), "hour"],
    [Math.floor((seconds % 3600) / 60), "minute"],
    [seconds % 60, "second"],
  ];
  const said = parts.filter(([value]) => value > 0).map(([value, unit]) => `${value} ${unit}${value === 1 ? "" : "s"}`);
  return said.length > 0 ? said.join(" ") : "0 seconds";
}

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
