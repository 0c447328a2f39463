// The interviewer's voice settings. Voices differ from one device to the next, so the settings live in this
// browser's localStorage rather than with the account; what is read back is checked field by field, and
// anything missing, unknown or malformed is the default (off, the browser's voice, normal rate).

/** The rates offered in Settings: 1 is the voice's normal speed. */
export const SPEECH_RATES = [0.75, 1, 1.25, 1.5] as const;
export type SpeechRate = (typeof SPEECH_RATES)[number];

export type SpeechSettings = {
  /** Speak the interviewer's questions and follow-ups. Off until the user turns it on. */
  isEnabled: boolean;
  /** One of the device's voices; null is the browser's default voice. */
  voiceURI: string | null;
  rate: SpeechRate;
};

export const DEFAULT_SPEECH_SETTINGS: SpeechSettings = { isEnabled: false, voiceURI: null, rate: 1 };

/** Versioned: a later shape gets a new key instead of misreading this one. */
export const SPEECH_SETTINGS_KEY = "preppilot:interviewer-voice:v1";

/** A voice URI is a short identifier; anything longer is not one the browser gave us. */
const MAX_VOICE_URI_CHARS = 500;

/** The settings a stored value holds, each field checked on its own (a bad rate keeps the voice). */
export function parseSpeechSettings(stored: string | null): SpeechSettings {
  let value: unknown;
  try {
    value = stored === null ? null : JSON.parse(stored);
  } catch {
    return DEFAULT_SPEECH_SETTINGS;
  }
  if (typeof value !== "object" || value === null) return DEFAULT_SPEECH_SETTINGS;
  const { isEnabled, voiceURI, rate } = value as Record<string, unknown>;
  return {
    isEnabled: typeof isEnabled === "boolean" ? isEnabled : DEFAULT_SPEECH_SETTINGS.isEnabled,
    voiceURI:
      typeof voiceURI === "string" && voiceURI !== "" && voiceURI.length <= MAX_VOICE_URI_CHARS
        ? voiceURI
        : DEFAULT_SPEECH_SETTINGS.voiceURI,
    rate: SPEECH_RATES.find((allowed) => allowed === rate) ?? DEFAULT_SPEECH_SETTINGS.rate,
  };
}

const listeners = new Set<() => void>();
/** The last value read and what it parsed to: a snapshot stays the same object until the value changes. */
let cached: { stored: string | null; settings: SpeechSettings } | null = null;

function readStored(): string | null {
  try {
    return localStorage.getItem(SPEECH_SETTINGS_KEY);
  } catch {
    // Storage can be blocked (privacy settings): the defaults apply.
    return null;
  }
}

/** This browser's settings (the defaults when none are stored or storage is blocked). */
export function readSpeechSettings(): SpeechSettings {
  const stored = readStored();
  if (cached?.stored !== stored) cached = { stored, settings: parseSpeechSettings(stored) };
  return cached.settings;
}

/** Saves a change; every reader on the page hears of it, and other tabs through the storage event. */
export function updateSpeechSettings(change: Partial<SpeechSettings>): void {
  const next = { ...readSpeechSettings(), ...change };
  try {
    localStorage.setItem(SPEECH_SETTINGS_KEY, JSON.stringify(next));
  } catch {
    // Blocked storage: the change holds for this page only.
    cached = { stored: readStored(), settings: next };
  }
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: changes made here and in other tabs of this browser. */
export function subscribeToSpeechSettings(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SPEECH_SETTINGS_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
