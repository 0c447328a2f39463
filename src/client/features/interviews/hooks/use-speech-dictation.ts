import { useCallback, useEffect, useRef, useState } from "react";
import { useLatestCallback } from "@/client/hooks/use-latest-callback";
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
  const onFinal = useLatestCallback(onFinalText);
  const isHandsFreeNow = useLatestCallback(isHandsFree);

  /** Stops listening and resolves once the last words are in (a stop delivers the pending final result). */
  const stop = useCallback(async () => {
    if (running.current) await stopRecognition(running.current);
  }, []);

  const start: (part: number) => void = useCallback(
    (part: number) => {
      if (!Recognition) return;
      const current = openRecognition(Recognition, part, {
        onResult: (final, guess) => {
          if (final) onFinal(part, final);
          setInterim(guess);
        },
        onError: setError,
        isHandsFree: isHandsFreeNow,
        onEnded: (recognition, shouldListenAgain) => {
          if (running.current?.recognition !== recognition) return;
          running.current = null;
          setListeningPart(null);
          setInterim("");
          if (shouldListenAgain) start(part);
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
    [Recognition, onFinal, isHandsFreeNow],
  );

  /** The microphone button: a second press stops; a press on another part moves the dictation there. */
  const toggle = async (part: number) => {
    const wasListeningHere = running.current?.part === part;
    await stop();
    if (!wasListeningHere) start(part);
  };
  /** The part listening right now, read when it is needed (`listeningPart` is the last render's). */
  const getListeningPart = () => running.current?.part ?? null;

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

/** Resolves once the recognition has ended, or has had its time to (a stuck engine is then taken as ended). */
async function stopRecognition(current: Running) {
  current.isStopping = true;
  current.recognition.stop();
  await Promise.race([current.ended, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS))]);
  current.markEnded();
}

type RecognitionHandlers = {
  /** Settled words (maybe none) and the words still being recognised. */
  onResult: (final: string, interim: string) => void;
  onError: (message: string) => void;
  /** Hands-free, silence is no failure, and an end the browser chose is a reason to listen again. */
  isHandsFree: () => boolean;
  /**
   * Once per recognition, however it ended: stopped, failed, or never started. `shouldListenAgain` when,
   * hands-free, the browser ended it by itself after a while (neither our stop, nor a failure, nor a loop).
   */
  onEnded: (recognition: DictationRecognition, shouldListenAgain: boolean) => void;
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
  const startedAt = Date.now();
  let hasFailed = false;
  let markEnded = () => {};
  const ended = new Promise<void>((resolve) => {
    markEnded = () => {
      const hasRunAWhile = Date.now() - startedAt >= MIN_RUN_BEFORE_RESTART_MS;
      handlers.onEnded(recognition, !running.isStopping && !hasFailed && hasRunAWhile && handlers.isHandsFree());
      resolve();
    };
  });
  recognition.onresult = (event) => {
    const { final, interim } = readRecognitionResults(event);
    handlers.onResult(final, interim);
  };
  recognition.onerror = (event) => {
    const isSilence = event.error === "no-speech" && handlers.isHandsFree();
    const message = isSilence ? null : describeDictationError(event.error);
    if (message) {
      hasFailed = true;
      handlers.onError(message);
    }
    recognition.abort();
    markEnded();
  };
  recognition.onend = () => markEnded();
  const running: Running = { recognition, part, ended, markEnded: () => markEnded(), isStopping: false };
  return running;
}
