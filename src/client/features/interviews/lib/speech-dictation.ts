// The pure part of dictation (hooks/use-speech-dictation.ts): finding the browser's speech recognition,
// reading its results, merging dictated words into an answer, and saying what went wrong. The Web Speech
// API is not in TypeScript's DOM library, so the few members we use are typed here.

/** One alternative of one recognised phrase. */
type RecognitionAlternative = { transcript: string };
type RecognitionResult = { isFinal: boolean; length: number; [index: number]: RecognitionAlternative | undefined };
export type RecognitionResultList = { length: number; [index: number]: RecognitionResult | undefined };

export type RecognitionResultEvent = { resultIndex: number; results: RecognitionResultList };
export type RecognitionErrorEvent = { error: string };

/** The members of SpeechRecognition that dictation uses. */
export type DictationRecognition = {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};
export type DictationRecognitionConstructor = new () => DictationRecognition;

export const DICTATION_UNAVAILABLE_MESSAGE =
  "Dictation needs a browser with speech recognition, such as Chrome or Edge. You can type your answer.";

/** The browser's speech recognition (Chrome and Safari still prefix it), or null where there is none. */
export function getSpeechRecognition(scope: object): DictationRecognitionConstructor | null {
  const candidate = scope as {
    SpeechRecognition?: DictationRecognitionConstructor;
    webkitSpeechRecognition?: DictationRecognitionConstructor;
  };
  return candidate.SpeechRecognition ?? candidate.webkitSpeechRecognition ?? null;
}

/**
 * The words of a result event: `final` is newly settled text (from `resultIndex` on, each result once),
 * `interim` the guess still in progress, which the next event replaces.
 */
export function readRecognitionResults(event: RecognitionResultEvent): { final: string; interim: string } {
  const final: string[] = [];
  const interim: string[] = [];
  for (let index = event.resultIndex; index < event.results.length; index += 1) {
    const result = event.results[index];
    const transcript = result?.[0]?.transcript.trim();
    if (!result || !transcript) continue;
    (result.isFinal ? final : interim).push(transcript);
  }
  return { final: final.join(" "), interim: interim.join(" ") };
}

/**
 * Dictated words go at the end of the answer, a space after what is there, and never past the cap:
 * what does not fit is cut and `isTruncated` says so (the answer area shows the cap's message).
 */
export function appendDictation(
  current: string,
  dictated: string,
  maxChars: number,
): { text: string; isTruncated: boolean } {
  const words = dictated.trim();
  if (words === "") return { text: current, isTruncated: false };
  const separator = current === "" || /\s$/.test(current) ? "" : " ";
  const text = current + separator + words;
  return text.length > maxChars ? { text: text.slice(0, maxChars), isTruncated: true } : { text, isTruncated: false };
}

const ERROR_MESSAGES: Record<string, string> = {
  "not-allowed": "Microphone access was denied.",
  "service-not-allowed": "Speech recognition is turned off in this browser.",
  "audio-capture": "No microphone was found.",
  "no-speech": "No speech was heard, so dictation stopped.",
  network: "Speech recognition needs a network connection.",
  "language-not-supported": "Speech recognition does not support your browser's language.",
};

/**
 * What to tell the user when recognition fails; null for "aborted", which is our own stop (Next, a
 * second press) rather than a failure.
 */
export function describeDictationError(code: string): string | null {
  if (code === "aborted") return null;
  return ERROR_MESSAGES[code] ?? `Dictation stopped (${code}).`;
}
