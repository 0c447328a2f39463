import { MessageSquarePlus } from "lucide-react";
import { type ComponentProps, type Ref, useId, useImperativeHandle, useRef } from "react";
import { AutosaveStatusText } from "@/client/components/ui/autosave-status";
import { Button } from "@/client/components/ui/button";
import { getAutosaveKey } from "@/client/hooks/use-autosave";
import { ApiError } from "@/client/lib/api-client";
import type { Interview, InterviewQuestion } from "@/shared/schemas/interviews";
import { useSaveAnswer } from "../api/save-answer";
import { useAnswerParts } from "../hooks/use-answer-parts";
import { useQuestionTimer } from "../hooks/use-question-timer";
import { useSpeechDictation } from "../hooks/use-speech-dictation";
import { DICTATION_UNAVAILABLE_MESSAGE } from "../lib/speech-dictation";
import { AnswerArea } from "./answer-area";
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

const ignoreStatus = () => {};

/**
 * The answer to one question and its follow-ups, asked one at a time once the answer before is saved;
 * one timer and one save status.
 */
export function QuestionAnswers({ interview, question, position, userId, onConflict, ref }: QuestionAnswersProps) {
  const unavailableId = useId();
  const save = useSaveAnswer();
  const timer = useQuestionTimer(question.elapsedSeconds);
  const lastSentSeconds = useRef(question.elapsedSeconds);
  const { parts, partCallbacks, shown, asked, canAskNext, askNext } = useAnswerParts(question);
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
        <QuestionTimer type={question.type} seconds={timer.seconds} />
        {shown ? <AutosaveStatusText status={shown.status} label={shown.label} testId="answer-save-status" /> : null}
      </div>
      <DictationNotices unavailableId={unavailableId} isSupported={dictation.isSupported} error={dictation.error} />
      <AnswerArea label="Your answer" dictateLabel="Dictate your answer" rows={6} {...areaProps(0)} />
      {question.followUpCount > 0 ? (
        <FollowUps
          headingId={`${unavailableId}-follow-ups`}
          question={question}
          asked={asked}
          canAskNext={canAskNext}
          onAskNext={askNext}
          areaProps={areaProps}
        />
      ) : null}
    </div>
  );
}

/** Why the microphones are off in this browser, or what stopped the dictation. */
function DictationNotices({
  unavailableId,
  isSupported,
  error,
}: {
  unavailableId: string;
  isSupported: boolean;
  error: string | null;
}) {
  return (
    <>
      {isSupported ? null : (
        <p id={unavailableId} className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">
          {DICTATION_UNAVAILABLE_MESSAGE}
        </p>
      )}
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </>
  );
}

type FollowUpsProps = {
  headingId: string;
  question: InterviewQuestion;
  asked: string[];
  canAskNext: boolean;
  onAskNext: () => void;
  areaProps: (part: number) => Omit<ComponentProps<typeof AnswerArea>, "label" | "dictateLabel" | "rows">;
};

/** The follow-ups asked so far, each with its answer, and the button that asks the next one. */
function FollowUps({ headingId, question, asked, canAskNext, onAskNext, areaProps }: FollowUpsProps) {
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={headingId} className="text-sm font-semibold text-slate-900">
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
        <Button variant="secondary" size="sm" onClick={onAskNext}>
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
  );
}
