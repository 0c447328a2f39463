import { useRef } from "react";
import type { InterviewerVoice } from "@/client/hooks/use-interviewer-voice";
import type { useSpeechDictation } from "./use-speech-dictation";

type UseTurnTakingArgs = { voice: InterviewerVoice; dictation: ReturnType<typeof useSpeechDictation> };

/**
 * The interviewer and the candidate take turns: while the interviewer speaks, dictation is stopped (it
 * must not take down the interviewer's own words), and once it is done, dictation listens again. Each
 * speech is a turn; a newer turn, or `interrupt` (a press of Dictate, leaving the question), cancels the
 * listening that the one before would have resumed.
 */
export function useTurnTaking({ voice, dictation }: UseTurnTakingArgs) {
  const turn = useRef(0);
  // Where dictation listens again after the current speech (null: it was not listening).
  const resumePart = useRef<number | null>(null);

  /** The part dictation is on, counting one paused while the interviewer speaks. */
  const listeningPart = () => dictation.getListeningPart() ?? resumePart.current;

  /** Speaks (unless off or muted) with dictation paused, then listens on `part`: by default where it was. */
  const say = async (text: string, part: number | null = listeningPart()) => {
    const current = ++turn.current;
    resumePart.current = part;
    if (voice.isOn && !voice.isMuted) {
      if (dictation.getListeningPart() !== null) await dictation.stop();
      await voice.speak(text);
    }
    if (current !== turn.current) return;
    resumePart.current = null;
    if (part !== null && dictation.getListeningPart() === null) dictation.start(part);
  };

  const interrupt = () => {
    turn.current += 1;
    resumePart.current = null;
  };

  return { say, listeningPart, interrupt };
}
