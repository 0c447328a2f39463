import { MessageSquarePlus } from "lucide-react";
import { type Ref, useId, useImperativeHandle, useRef, useState } from "react";
import { AutosaveStatusText } from "@/client/components/ui/autosave-status";
import { Button } from "@/client/components/ui/button";
import { getAutosaveKey } from "@/client/hooks/use-autosave";
import { ApiError } from "@/client/lib/api-client";
import type { AutosaveStatus } from "@/client/lib/autosave";
import type { Interview, InterviewQuestion } from "@/shared/schemas/interviews";
import { useSaveAnswer } from "../api/save-answer";
import { useQuestionTimer } from "../hooks/use-question-timer";
import { useSpeechDictation } from "../hooks/use-speech-dictation";
import { DICTATION_UNAVAILABLE_MESSAGE } from "../lib/speech-dictation";
import { AnswerArea, type AnswerAreaHandle } from "./answer-area";
import { QuestionTimer } from "./question-timer";

/** What Next, Previous and Finish wait for: dictation stopped, every part and the timer saved. */
export type QuestionAnswersHandle = {
  prepareToLeave: () => Promise<boolean>;
  /** Whether this question's answer has any words, saved or not. */
  hasAnswer: () => boolean;
};

type QuestionAnswersProps = {
  interview: Interview;
  question: InterviewQuestion;
  position: number;
  userId: string;
  /** A save answered 409: the interview was finished or ended elsewhere. */
  onConflict: () => void;
  ref?: Ref<QuestionAnswersHandle>;
};

// The worst status of the question's parts is the one line the user sees.
const STATUS_ORDER: AutosaveStatus[] = ["rejected", "offline", "retrying", "saving", "saved"];

const ignoreStatus = () => {};

/** How far the follow-ups were answered (part n answers follow-up n): that many are asked again on return. */
function countAnsweredFollowUps(question: InterviewQuestion) {
  return Math.max(
    0,
    question.answers.findLastIndex((answer, part) => part > 0 && answer.text.trim() !== ""),
  );
}

/**
 * The answer to one question and its follow-ups, asked one at a time once the answer before is saved;
 * one timer and one save status.
 */
export function QuestionAnswers({ interview, question, position, userId, onConflict, ref }: QuestionAnswersProps) {
  const unavailableId = useId();
  const save = useSaveAnswer();
  const timer = useQuestionTimer(question.elapsedSeconds);
  const lastSentSeconds = useRef(question.elapsedSeconds);
  const parts = useRef(new Map<number, AnswerAreaHandle>());
  const [statuses, setStatuses] = useState<Record<number, { status: AutosaveStatus; label: string }>>({});
  // Follow-ups are asked one at a time: those already answered are on screen again after a reload.
  const [askedCount, setAskedCount] = useState(() => countAnsweredFollowUps(question));
  const focusPart = useRef<number | null>(null);
  const dictation = useSpeechDictation({ onFinalText: (part, text) => parts.current.get(part)?.append(text) });

  const saveText = async (part: number, text: string) => {
    const elapsedSeconds = timer.secondsRef.current;
    try {
      await save.mutateAsync({ id: interview.id, position, part, input: { text, elapsedSeconds } });
      lastSentSeconds.current = Math.max(lastSentSeconds.current, elapsedSeconds);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onConflict();
      throw error;
    }
  };

  useImperativeHandle(ref, () => ({
    hasAnswer: () => [...parts.current.values()].some((handle) => handle.getText().trim() !== ""),
    prepareToLeave: async () => {
      await dictation.stop();
      const handles = [...parts.current.values()];
      await Promise.all(handles.map((handle) => handle.flush()));
      if (!handles.every((handle) => handle.isSaved())) return false;
      // The timer travels with answer saves; time spent without typing is sent with the answer as it is.
      const main = parts.current.get(0);
      if (main && timer.secondsRef.current > lastSentSeconds.current) {
        // The answers are saved: a failed timer save is not worth holding the user on this question.
        await saveText(0, main.getText()).catch(() => undefined);
      }
      return true;
    },
  }));

  // One stable ref and status callback per part (the number of parts never changes for a question).
  const [partCallbacks] = useState(() =>
    Array.from({ length: 1 + question.followUpCount }, (_, part) => ({
      ref: (handle: AnswerAreaHandle | null) => {
        if (handle) parts.current.set(part, handle);
        else parts.current.delete(part);
        // A follow-up just asked takes the keyboard, as the button that asked it goes away.
        if (handle && focusPart.current === part) {
          focusPart.current = null;
          handle.focus();
        }
      },
      onStatusChange: (status: AutosaveStatus, label: string) =>
        setStatuses((current) =>
          current[part]?.status === status && current[part]?.label === label
            ? current
            : { ...current, [part]: { status, label } },
        ),
    })),
  );
  const shown = Object.values(statuses).sort(
    (a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status),
  )[0];
  // The server sends a follow-up once the part before it is answered; the user asks for it.
  const asked = question.followUpQuestions.slice(0, askedCount);
  const canAskNext = question.followUpQuestions.length > asked.length;
  const askNext = () => {
    focusPart.current = asked.length + 1;
    setAskedCount(asked.length + 1);
  };

  const areaProps = (part: number) => ({
    storageKey: getAutosaveKey(userId, "interview", interview.id, String(position), String(part)),
    initial: question.answers[part] ?? { text: "", updatedAt: null },
    save: (text: string) => saveText(part, text),
    ref: partCallbacks[part]?.ref,
    onStatusChange: partCallbacks[part]?.onStatusChange ?? ignoreStatus,
    dictation: {
      isSupported: dictation.isSupported,
      isListening: dictation.listeningPart === part,
      interim: dictation.listeningPart === part ? dictation.interim : "",
      describedBy: unavailableId,
      onToggle: () => void dictation.toggle(part),
    },
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <QuestionTimer type={interview.type} seconds={timer.seconds} />
        {shown ? <AutosaveStatusText status={shown.status} label={shown.label} testId="answer-save-status" /> : null}
      </div>
      {dictation.isSupported ? null : (
        <p id={unavailableId} className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">
          {DICTATION_UNAVAILABLE_MESSAGE}
        </p>
      )}
      {dictation.error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {dictation.error}
        </p>
      ) : null}
      <AnswerArea label="Your answer" dictateLabel="Dictate your answer" rows={6} {...areaProps(0)} />
      {question.followUpCount > 0 ? (
        <section aria-labelledby={`${unavailableId}-follow-ups`} className="space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h4 id={`${unavailableId}-follow-ups`} className="text-sm font-semibold text-slate-900">
              Follow-up questions
            </h4>
            <p className="text-xs text-slate-600" data-testid="follow-up-count">
              {asked.length} of {question.followUpCount} asked
            </p>
          </div>
          {asked.map((followUp, index) => (
            <AnswerArea
              // biome-ignore lint/suspicious/noArrayIndexKey: a question's follow-ups never change order
              key={index}
              label={`Follow-up ${index + 1}: ${followUp}`}
              dictateLabel={`Dictate follow-up ${index + 1}`}
              rows={3}
              {...areaProps(index + 1)}
            />
          ))}
          {canAskNext ? (
            <Button variant="secondary" size="sm" onClick={askNext}>
              <MessageSquarePlus aria-hidden className="size-4" />
              Show follow-up {asked.length + 1}
            </Button>
          ) : asked.length < question.followUpCount ? (
            <p className="text-sm text-slate-600">
              {asked.length === 0
                ? "The interviewer asks a follow-up once your answer is saved, one question at a time."
                : "Answer this follow-up to be asked the next one."}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
