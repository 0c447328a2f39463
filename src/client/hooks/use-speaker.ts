import { useEffect, useState } from "react";
import { getSpeaker, type Speaker, type SpeechVoice } from "@/client/lib/speech/speech-synthesis";

/** The browser's speech synthesis, or null where there is none (and while prerendering). */
export function useSpeaker(): Speaker | null {
  const [speaker] = useState(() => (typeof window === "undefined" ? null : getSpeaker(window)));
  return speaker;
}

/** The device's voices, which browsers load after the page (Chrome announces them with `voiceschanged`). */
export function useSpeechVoices(speaker: Speaker | null): SpeechVoice[] {
  const [voices, setVoices] = useState<SpeechVoice[]>(() => speaker?.listVoices() ?? []);
  useEffect(() => {
    if (!speaker) return;
    const read = () => setVoices(speaker.listVoices());
    read();
    return speaker.onVoicesChanged(read);
  }, [speaker]);
  return voices;
}
