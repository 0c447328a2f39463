import { MessageSquarePlus } from "lucide-react";
import { type ComponentProps, type Ref, useId, useImperativeHandle } from "react";
import { AutosaveStatusText } from "@/client/components/ui/autosave-status";
import { Button } from "@/client/components/ui/button";
import { getAutosaveKey } from "@/client/hooks/use-autosave";
import type { Interview, InterviewQuestion } from "@/shared/schemas/interviews";
import { useAnswerParts } from "../hooks/use-answer-parts";
import { useQuestionSaves } from "../hooks/use-question-saves";
import { type SpokenInterview, useQuestionSpeech } from "../hooks/use-spoken-question";
import { DICTATION_UNAVAILABLE_MESSAGE } from "../lib/speech-dictation";
import { AnswerArea } from "./answer-area";
import { InterviewerVoiceBar } from "./interviewer-voice-bar";
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
  /** The interviewer's voice and the commands said aloud, which outlive the question. */
  spoken: SpokenInterview;
  /** A save answered 409: the interview was finished or ended elsewhere. */
  onConflict: () => void;
  ref?: Ref<QuestionAnswersHandle>;
};

const ignoreStatus = () => {};

/**
 * The answer to one question and its follow-ups, asked one at a time once the answer before is saved;
 * one timer and one save status. With the spoken interviewer on, the question and follow-ups are read out.
 */
export function QuestionAnswers({
  interview,
  question,
  position,
  userId,
  spoken,
  onConflict,
  ref,
}: QuestionAnswersProps) {
  const unavailableId = useId();
  const { timer, saveText, saveTimer } = useQuestionSaves({ interview, question, position, onConflict });
  const { parts, partCallbacks, shown, asked, canAskNext, askNext } = useAnswerParts(question);
  const speech = useQuestionSpeech({
    spoken,
    question,
    position,
    questionCount: interview.questions.length,
    answerParts: { parts, asked, canAskNext, askNext },
  });
  const { dictation, interviewer } = speech;

  useImperativeHandle(ref, () => ({
    hasAnswer: () => [...parts.current.values()].some((handle) => handle.getText().trim() !== ""),
    prepareToLeave: async () => {
      interviewer.noteListening();
      await dictation.stop();
      const handles = [...parts.current.values()];
      await Promise.all(handles.map((handle) => handle.flush()));
      if (!handles.every((handle) => handle.isSaved())) return false;
      await saveTimer(parts.current.get(0));
      return true;
    },
  }));

  const areaProps = (part: number) => ({
    storageKey: getAutosaveKey(userId, "interview", interview.id, String(position), String(part)),
    initial: question.answers[part] ?? { text: "", updatedAt: null },
    save: (text: string) => saveText(part, text),
    ref: partCallbacks[part]?.ref,
    onStatusChange: partCallbacks[part]?.onStatusChange ?? ignoreStatus,
    dictation: getDictationControls(speech, part, unavailableId),
  });

  return (
    <div className="space-y-4">
      {spoken.voice.isOn ? (
        <InterviewerVoiceBar voice={spoken.voice} reply={interviewer.reply} onRepeat={interviewer.repeat} />
      ) : null}
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
          onAskNext={interviewer.askFollowUp}
          areaProps={areaProps}
        />
      ) : null}
    </div>
  );
}

/** An answer area's microphone: whether it listens, the words being recognised, and the press that toggles it. */
function getDictationControls(
  { dictation, interviewer }: ReturnType<typeof useQuestionSpeech>,
  part: number,
  describedBy: string,
): ComponentProps<typeof AnswerArea>["dictation"] {
  const isListening = dictation.listeningPart === part;
  return {
    isSupported: dictation.isSupported,
    isListening,
    interim: isListening ? dictation.interim : "",
    describedBy,
    onToggle: () => {
      interviewer.yieldToDictation();
      void dictation.toggle(part);
    },
  };
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
