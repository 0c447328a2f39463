import { useCallback, useEffect, useRef, useState } from "react";
import type { SpeechEnd } from "@/client/lib/speech/speech-synthesis";
import { useSpeaker } from "./use-speaker";
import { useSpeechSettings } from "./use-speech-settings";

export type InterviewerVoice = {
  /** The browser can speak at all. */
  isAvailable: boolean;
  /** "Speak the interviewer's questions" is on in Settings and the browser can speak. */
  isOn: boolean;
  isMuted: boolean;
  toggleMute: () => void;
  isSpeaking: boolean;
  /** The browser refused to speak before any click or key press on the page: a press of Repeat will do. */
  isBlocked: boolean;
  /**
   * Says the text in the voice and at the rate chosen in Settings, instead of whatever is being said;
   * resolves once it is said or stopped. Says nothing (and resolves at once) when off or muted.
   */
  speak: (text: string) => Promise<SpeechEnd>;
  /** Stops speaking at once. */
  cancel: () => void;
};

/**
 * An interviewer who reads out what it asks, in this browser's chosen voice, with a mute that stops it at
 * once. Speech stops when the component using it goes away and when the page is left. It knows nothing of
 * what is asked: the mock interviews give it their questions and follow-ups.
 */
export function useInterviewerVoice(): InterviewerVoice {
  const speaker = useSpeaker();
  const settings = useSpeechSettings();
  const [isMuted, setIsMuted] = useState(false);
  const [isSpeaking, setIsSpeaking] = useState(false);
  const [isBlocked, setIsBlocked] = useState(false);
  const isOn = settings.isEnabled && speaker !== null;
  // Read when speaking, so that a speech begun in an effect uses the settings and mute of that moment.
  const latest = useRef({ settings, isMuted, isOn });
  latest.current = { settings, isMuted, isOn };
  // Each speech replaces the one before: only the newest one's end says that the interviewer is quiet.
  const newest = useRef(0);

  const cancel = useCallback(() => speaker?.cancel(), [speaker]);

  const speak = useCallback(
    async (text: string): Promise<SpeechEnd> => {
      const { settings: current, isMuted: isMutedNow, isOn: isOnNow } = latest.current;
      if (!speaker || !isOnNow || isMutedNow) return "cancelled";
      speaker.cancel();
      const speech = ++newest.current;
      setIsSpeaking(true);
      setIsBlocked(false);
      const end = await speaker.speak(text, { voiceURI: current.voiceURI, rate: current.rate });
      if (speech === newest.current) {
        setIsSpeaking(false);
        setIsBlocked(end === "blocked");
      }
      return end;
    },
    [speaker],
  );

  const toggleMute = () => {
    if (!isMuted) speaker?.cancel();
    setIsMuted(!isMuted);
  };

  // Leaving the screen or the page silences the interviewer: the browser's queue can outlive the page.
  useEffect(() => {
    if (!speaker) return;
    window.addEventListener("pagehide", speaker.cancel);
    return () => {
      window.removeEventListener("pagehide", speaker.cancel);
      speaker.cancel();
    };
  }, [speaker]);

  return { isAvailable: speaker !== null, isOn, isMuted, toggleMute, isSpeaking, isBlocked, speak, cancel };
}
