import { Mic, Send } from "lucide-react";
import { useId, useRef } from "react";
import { Button } from "@/client/components/ui/button";
import type { InterviewerVoice } from "@/client/hooks/use-interviewer-voice";
import { CODING_MESSAGE_MAX_CHARS, type CodingRound } from "@/shared/schemas/coding-interviews";
import { useMessageDraft } from "../hooks/use-message-draft";
import { useSpeechDictation } from "../hooks/use-speech-dictation";
import { useSpokenTurns } from "../hooks/use-spoken-turns";
import { useTurnTaking } from "../hooks/use-turn-taking";
import { MESSAGE_LABELS } from "../lib/coding-round";
import { DICTATION_UNAVAILABLE_MESSAGE } from "../lib/speech-dictation";
import { InterviewerVoiceBar } from "./interviewer-voice-bar";

type CodingMessageFormProps = {
  round: CodingRound;
  userId: string;
  isBusy: boolean;
  onSend: (text: string, onSent: () => void) => void;
  /** The spoken interviewer (Settings → Practice): reads each interviewer message, with dictation paused. */
  voice: InterviewerVoice;
};

/**
 * What the candidate says to the interviewer, typed or dictated; kept in the browser until it is sent. With
 * the spoken interviewer on, each interviewer message is read aloud while dictation waits its turn.
 */
export function CodingMessageForm({ round, userId, isBusy, onSend, voice }: CodingMessageFormProps) {
  const id = useId();
  const draft = useMessageDraft(userId, round.id);
  const text = useRef(draft.text);
  text.current = draft.text;
  const dictation = useSpeechDictation({
    onFinalText: (_part, words) => draft.change(text.current ? `${text.current.trimEnd()} ${words}` : words),
  });
  const { say } = useTurnTaking({ voice, dictation });
  const repeat = useSpokenTurns(round.transcript, (message) => void say(message));
  const send = async () => {
    await dictation.stop();
    const message = text.current.trim();
    if (!message || isBusy) return;
    onSend(message, draft.clear);
  };
  const isListening = dictation.listeningPart !== null;

  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {voice.isOn ? (
        <InterviewerVoiceBar voice={voice} reply={null} onRepeat={repeat} repeats="message" hasCommands={false} />
      ) : null}
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {MESSAGE_LABELS[round.phase]}
      </label>
      <textarea
        id={id}
        value={draft.text}
        onChange={(event) => draft.change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void send();
          }
        }}
        maxLength={CODING_MESSAGE_MAX_CHARS}
        rows={4}
        aria-describedby={`${id}-hint`}
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white p-3 text-sm leading-relaxed text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      />
      {isListening && dictation.interim ? (
        <p aria-hidden className="text-sm break-words text-slate-400 italic">
          {dictation.interim}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={isBusy || !draft.text.trim()}>
          <Send aria-hidden className="size-4" />
          Send
        </Button>
        <DictateButton dictation={dictation} unavailableId={`${id}-dictation`} />
        <p id={`${id}-hint`} className="text-xs text-slate-500 sm:ml-auto">
          Ctrl+Enter (⌘+Enter on a Mac) sends.
        </p>
      </div>
      {dictation.isSupported ? null : (
        <p id={`${id}-dictation`} className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">
          {DICTATION_UNAVAILABLE_MESSAGE}
        </p>
      )}
      {dictation.error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {dictation.error}
        </p>
      ) : null}
    </form>
  );
}

/** The microphone: dictates into the message (a second press stops); disabled, with the reason, without speech recognition. */
function DictateButton({
  dictation,
  unavailableId,
}: {
  dictation: ReturnType<typeof useSpeechDictation>;
  unavailableId: string;
}) {
  const isListening = dictation.listeningPart !== null;
  return (
    <Button
      type="button"
      variant={isListening ? "primary" : "secondary"}
      size="sm"
      aria-pressed={isListening}
      aria-label="Dictate your message"
      aria-describedby={dictation.isSupported ? undefined : unavailableId}
      disabled={!dictation.isSupported}
      onClick={() => void dictation.toggle(0)}
    >
      <Mic aria-hidden className="size-4" />
      {isListening ? "Listening…" : "Dictate"}
    </Button>
  );
}
