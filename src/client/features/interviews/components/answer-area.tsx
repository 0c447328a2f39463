import { clsx } from "clsx";
import { Mic } from "lucide-react";
import { useEffect, useId, useImperativeHandle, useRef } from "react";
import { Button } from "@/client/components/ui/button";
import { useAutosave } from "@/client/hooks/use-autosave";
import type { AutosaveStatus } from "@/client/lib/autosave";
import { formatCount } from "@/shared/format-count";
import { ANSWER_MAX_CHARS, ANSWER_TOO_LONG_MESSAGE } from "@/shared/schemas/interview-answers";
import type { SavedAnswer } from "@/shared/schemas/interviews";
import { appendDictation } from "../lib/speech-dictation";

/** From this length on, the area shows how close the answer is to the cap. */
const COUNT_FROM_CHARS = Math.floor(ANSWER_MAX_CHARS * 0.9);

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

type AnswerAreaProps = {
  label: string;
  /** The microphone button's name: "Dictate your answer", "Dictate follow-up 1". */
  dictateLabel: string;
  /** The question's answer gets more room than a follow-up's. */
  rows: number;
  storageKey: string;
  initial: SavedAnswer;
  save: (text: string) => Promise<unknown>;
  onStatusChange: (status: AutosaveStatus, label: string) => void;
  dictation: { isListening: boolean; interim: string; isSupported: boolean; describedBy: string; onToggle: () => void };
  ref?: React.Ref<AnswerAreaHandle>;
};

/** One answer part: a text area that saves itself, and a microphone that dictates into it. */
export function AnswerArea({
  label,
  dictateLabel,
  rows,
  storageKey,
  initial,
  save,
  onStatusChange,
  dictation,
  ref,
}: AnswerAreaProps) {
  const id = useId();
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

  const length = autosave.value.length;
  const isAtCap = length >= ANSWER_MAX_CHARS;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold break-words text-slate-900">
        {label}
      </label>
      <textarea
        ref={textArea}
        id={id}
        value={autosave.value}
        onChange={(event) => autosave.setValue(event.target.value)}
        onBlur={() => void autosave.flush()}
        maxLength={ANSWER_MAX_CHARS}
        rows={rows}
        aria-describedby={`${id}-hint`}
        placeholder="Answer as you would out loud: your reasoning, examples, trade-offs…"
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white p-3 text-sm leading-relaxed text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      />
      {dictation.isListening && dictation.interim ? (
        // Words still being recognised: shown, never saved, replaced by the settled words.
        <p aria-hidden className="text-sm break-words text-slate-400 italic" data-testid="dictation-interim">
          {dictation.interim}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button
          // Filled while listening: the pressed state shows without reading the status beside it.
          variant={dictation.isListening ? "primary" : "secondary"}
          size="sm"
          aria-pressed={dictation.isListening}
          aria-label={dictateLabel}
          aria-describedby={dictation.isSupported ? undefined : dictation.describedBy}
          disabled={!dictation.isSupported}
          onClick={dictation.onToggle}
        >
          <Mic aria-hidden className="size-4" />
          Dictate
        </Button>
        {dictation.isListening ? (
          <span role="status" className="inline-flex items-center gap-2 text-sm font-medium text-red-700">
            <span aria-hidden className="relative flex size-2.5">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-400 opacity-75 motion-reduce:animate-none" />
              <span className="relative inline-flex size-2.5 rounded-full bg-red-600" />
            </span>
            Listening…
          </span>
        ) : null}
        <p
          id={`${id}-hint`}
          className={clsx("text-xs sm:ml-auto", isAtCap ? "font-medium text-red-700" : "text-slate-500")}
        >
          {isAtCap
            ? ANSWER_TOO_LONG_MESSAGE
            : length >= COUNT_FROM_CHARS
              ? `${formatCount(length)} / ${formatCount(ANSWER_MAX_CHARS)} characters`
              : `Up to ${formatCount(ANSWER_MAX_CHARS)} characters.`}
        </p>
      </div>
    </div>
  );
}
