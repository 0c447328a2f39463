import { clsx } from "clsx";
import { Mic } from "lucide-react";
import { useId } from "react";
import { Button } from "@/client/components/ui/button";
import type { AutosaveStatus } from "@/client/lib/autosave";
import { formatCount } from "@/shared/format-count";
import { ANSWER_MAX_CHARS, ANSWER_TOO_LONG_MESSAGE } from "@/shared/schemas/interview-answers";
import type { SavedAnswer } from "@/shared/schemas/interviews";
import { type AnswerAreaHandle, useAnswerAutosave } from "../hooks/use-answer-autosave";

export type { AnswerAreaHandle } from "../hooks/use-answer-autosave";

/** From this length on, the area shows how close the answer is to the cap. */
const COUNT_FROM_CHARS = Math.floor(ANSWER_MAX_CHARS * 0.9);

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
  const { autosave, textArea } = useAnswerAutosave({ storageKey, initial, save, onStatusChange, ref });
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
        <DictationControls dictation={dictation} dictateLabel={dictateLabel} />
        <LengthHint id={`${id}-hint`} length={autosave.value.length} />
      </div>
    </div>
  );
}

function DictationControls({ dictation, dictateLabel }: Pick<AnswerAreaProps, "dictation" | "dictateLabel">) {
  return (
    <>
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
    </>
  );
}

/** How long the answer may be, and near the cap how close it is. */
function LengthHint({ id, length }: { id: string; length: number }) {
  const isAtCap = length >= ANSWER_MAX_CHARS;
  return (
    <p id={id} className={clsx("text-xs sm:ml-auto", isAtCap ? "font-medium text-red-700" : "text-slate-500")}>
      {isAtCap
        ? ANSWER_TOO_LONG_MESSAGE
        : length >= COUNT_FROM_CHARS
          ? `${formatCount(length)} / ${formatCount(ANSWER_MAX_CHARS)} characters`
          : `Up to ${formatCount(ANSWER_MAX_CHARS)} characters.`}
    </p>
  );
}
