import { useCallback, useEffect, useRef, useState } from "react";
import {
  type DictationRecognition,
  type DictationRecognitionConstructor,
  describeDictationError,
  getSpeechRecognition,
  readRecognitionResults,
} from "../lib/speech-dictation";

/** A recognition that never reports its end (a stuck engine) must not hold up Next or Finish. */
const STOP_WAIT_MS = 1500;

/** Hands-free, a recognition that ended by itself starts again, unless it lasted less than this (a loop). */
const MIN_RUN_BEFORE_RESTART_MS = 1000;

type UseSpeechDictationArgs = {
  /** Settled words for the answer part that was listening when they were said. */
  onFinalText: (part: number, text: string) => void;
  /**
   * Hands-free (the spoken interviewer is on): silence is no failure, and a recognition the browser ends
   * by itself (Chrome does after a silence or a minute) starts again on the same part.
   */
  isHandsFree?: () => boolean;
};

type Running = {
  recognition: DictationRecognition;
  part: number;
  ended: Promise<void>;
  markEnded: () => void;
  /** We asked it to stop: its end is no reason to listen again. */
  isStopping: boolean;
};

/**
 * Dictation with the Web Speech API into one answer part at a time: continuous, with interim results
 * shown but never saved, in the browser's language. Stops on a second press, on errors (said in words)
 * and when the question changes (`stop`, awaited before saving); the spoken interviewer stops it while
 * it speaks and starts it again after.
 */
export function useSpeechDictation({ onFinalText, isHandsFree = () => false }: UseSpeechDictationArgs) {
  const [Recognition] = useState(() => (typeof window === "undefined" ? null : getSpeechRecognition(window)));
  const [listeningPart, setListeningPart] = useState<number | null>(null);
  const [interim, setInterim] = useState("");
  const [error, setError] = useState<string | null>(null);
  const running = useRef<Running | null>(null);
  const onFinal = useRef(onFinalText);
  const handsFree = useRef(isHandsFree);
  useEffect(() => {
    onFinal.current = onFinalText;
    handsFree.current = isHandsFree;
  });

  /** Stops listening and resolves once the last words are in (a stop delivers the pending final result). */
  const stop = useCallback(async () => {
    const current = running.current;
    if (!current) return;
    current.isStopping = true;
    current.recognition.stop();
    await Promise.race([current.ended, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS))]);
    if (running.current === current) current.markEnded();
  }, []);

  const start: (part: number) => void = useCallback(
    (part: number) => {
      if (!Recognition) return;
      const startedAt = Date.now();
      let hasFailed = false;
      const current = openRecognition(Recognition, part, {
        onResult: (final, guess) => {
          if (final) onFinal.current(part, final);
          setInterim(guess);
        },
        onError: (code) => {
          if (code === "no-speech" && handsFree.current()) return;
          const message = describeDictationError(code);
          hasFailed = message !== null;
          if (message) setError(message);
        },
        onEnded: (recognition) => {
          if (running.current?.recognition !== recognition) return;
          running.current = null;
          setListeningPart(null);
          setInterim("");
          const canRestart = !current.isStopping && !hasFailed && handsFree.current();
          if (canRestart && Date.now() - startedAt >= MIN_RUN_BEFORE_RESTART_MS) start(part);
        },
      });
      running.current = current;
      setError(null);
      setInterim("");
      setListeningPart(part);
      try {
        current.recognition.start();
      } catch {
        // start() throws when the engine is busy (another page is listening): say so instead of hanging.
        setError("Dictation could not start. Try again in a moment.");
        current.markEnded();
      }
    },
    [Recognition],
  );

  /** The microphone button: a second press stops; a press on another part moves the dictation there. */
  const toggle = useCallback(
    async (part: number) => {
      const wasListeningHere = running.current?.part === part;
      await stop();
      if (!wasListeningHere) start(part);
    },
    [start, stop],
  );

  /** The part listening right now, read when it is needed (`listeningPart` is the last render's). */
  const getListeningPart = useCallback(() => running.current?.part ?? null, []);

  // Leaving the question without Next (another tab of the workspace) stops the microphone too.
  useEffect(
    () => () => {
      running.current?.recognition.abort();
      running.current = null;
    },
    [],
  );

  return {
    isSupported: Recognition !== null,
    listeningPart,
    interim,
    error,
    clearError: () => setError(null),
    toggle,
    start,
    stop,
    getListeningPart,
  };
}

type RecognitionHandlers = {
  /** Settled words (maybe none) and the words still being recognised. */
  onResult: (final: string, interim: string) => void;
  /** The recognition's error code; it is over (onEnded follows). */
  onError: (code: string) => void;
  /** Once per recognition, however it ended: stopped, failed, or never started. */
  onEnded: (recognition: DictationRecognition) => void;
};

/** A continuous recognition in the browser's language, not yet started; `ended` resolves when it is over. */
function openRecognition(
  Recognition: DictationRecognitionConstructor,
  part: number,
  handlers: RecognitionHandlers,
): Running {
  const recognition = new Recognition();
  recognition.continuous = true;
  recognition.interimResults = true;
  recognition.lang = navigator.language;
  let markEnded = () => {};
  const ended = new Promise<void>((resolve) => {
    markEnded = () => {
      handlers.onEnded(recognition);
      resolve();
    };
  });
  recognition.onresult = (event) => {
    const { final, interim } = readRecognitionResults(event);
    handlers.onResult(final, interim);
  };
  recognition.onerror = (event) => {
    handlers.onError(event.error);
    recognition.abort();
    markEnded();
  };
  recognition.onend = () => markEnded();
  return { recognition, part, ended, markEnded, isStopping: false };
}
