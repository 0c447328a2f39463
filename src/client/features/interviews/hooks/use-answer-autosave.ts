import { type Ref, useEffect, useImperativeHandle, useRef } from "react";
import { useAutosave } from "@/client/hooks/use-autosave";
import type { AutosaveStatus } from "@/client/lib/autosave";
import { ANSWER_MAX_CHARS } from "@/shared/schemas/interview-answers";
import type { SavedAnswer } from "@/shared/schemas/interviews";
import { appendDictation } from "../lib/speech-dictation";

/** What the question around an answer area needs from it: saving before moving on, and dictation. */
export type AnswerAreaHandle = {
  flush: () => Promise<void>;
  /** Dictated words, appended at the end. */
  append: (text: string) => void;
  getText: () => string;
  /** The server has exactly the text on screen. */
  isSaved: () => boolean;
  focus: () => void;
};

type UseAnswerAutosaveArgs = {
  storageKey: string;
  initial: SavedAnswer;
  save: (text: string) => Promise<unknown>;
  onStatusChange: (status: AutosaveStatus, label: string) => void;
  ref?: Ref<AnswerAreaHandle>;
};

/**
 * One answer part's text, saved by the autosave, and the handle the question uses: flush waits for a
 * save already on its way, and `isSaved` says whether the server has exactly the text on screen.
 */
export function useAnswerAutosave({ storageKey, initial, save, onStatusChange, ref }: UseAnswerAutosaveArgs) {
  const autosave = useAutosave({
    storageKey,
    initial: { value: initial.text, updatedAt: initial.updatedAt },
    save: (value: string) => {
      const saving = save(value).then(() => {
        savedText.current = value;
      });
      inFlight.current = saving.catch(() => undefined);
      return saving;
    },
  });
  // The text the server last confirmed (none yet when this device's copy was newer): what Next checks.
  const savedText = useRef<string | null>(autosave.isRestored ? null : initial.text);
  // A save already on its way: the hook's flush does not wait for it, and Next must.
  const inFlight = useRef<Promise<void>>(Promise.resolve());
  // The newest text, also between an edit and the render that shows it (two dictated phrases in a row).
  const text = useRef(autosave.value);
  text.current = autosave.value;
  const latest = useRef(autosave);
  latest.current = autosave;
  const textArea = useRef<HTMLTextAreaElement>(null);

  useImperativeHandle(
    ref,
    () => ({
      flush: async () => {
        await inFlight.current;
        await latest.current.flush();
      },
      append: (words) => {
        text.current = appendDictation(text.current, words, ANSWER_MAX_CHARS).text;
        latest.current.setValue(text.current);
      },
      getText: () => text.current,
      isSaved: () => text.current === savedText.current,
      focus: () => textArea.current?.focus(),
    }),
    [],
  );

  useEffect(
    () => onStatusChange(autosave.status, autosave.statusLabel),
    [autosave.status, autosave.statusLabel, onStatusChange],
  );
  return { autosave, textArea };
}
