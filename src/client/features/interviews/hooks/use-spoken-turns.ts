import { useEffect, useRef } from "react";
import type { CodingTurn } from "@/shared/schemas/coding-interviews";

/**
 * The coding round's interviewer read aloud: each interviewer message as it arrives (several at once as one
 * speech), and on opening the round its latest one. `say` decides whether anything is heard (off, muted).
 * Returns what Repeat reads: the latest interviewer message.
 */
export function useSpokenTurns(transcript: CodingTurn[], say: (text: string) => void): () => void {
  const lastInterviewerIndex = transcript.findLastIndex((turn) => turn.role === "interviewer");
  // Opening the round reads its latest message, not the whole conversation so far.
  const spokenUpTo = useRef(lastInterviewerIndex - 1);
  const sayLatest = useRef(say);
  sayLatest.current = say;

  useEffect(() => {
    const fresh = transcript.slice(spokenUpTo.current + 1).filter((turn) => turn.role === "interviewer");
    spokenUpTo.current = transcript.length - 1;
    if (fresh.length > 0) sayLatest.current(fresh.map((turn) => turn.text).join(" "));
  }, [transcript]);

  return () => {
    const latest = transcript[lastInterviewerIndex];
    if (latest) say(latest.text);
  };
}
