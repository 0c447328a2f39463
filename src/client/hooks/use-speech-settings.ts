import { useSyncExternalStore } from "react";
import {
  DEFAULT_SPEECH_SETTINGS,
  readSpeechSettings,
  type SpeechSettings,
  subscribeToSpeechSettings,
} from "@/client/lib/speech/speech-settings";

/** This browser's interviewer voice settings, kept current when Settings (or another tab) changes them. */
export function useSpeechSettings(): SpeechSettings {
  return useSyncExternalStore(subscribeToSpeechSettings, readSpeechSettings, () => DEFAULT_SPEECH_SETTINGS);
}
