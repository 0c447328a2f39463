import { type RefObject, useEffect, useRef, useState } from "react";
import type { InterviewerVoice } from "@/client/hooks/use-interviewer-voice";
import type { InterviewAction, InterviewQuestion } from "@/shared/schemas/interviews";
import { resolveVoiceCommand } from "../lib/voice-commands";
import type { AnswerAreaHandle } from "./use-answer-autosave";
import { useSpeechDictation } from "./use-speech-dictation";
import { useTurnTaking } from "./use-turn-taking";

/** What the interview around a question gives its spoken interviewer; it outlives each question. */
export type SpokenInterview = {
  voice: InterviewerVoice;
  /** Dictation was on when the question changed: it goes on in the next one once the question is read. */
  keepsListening: RefObject<boolean>;
  /** Next, Previous and Finish, said aloud. */
  onCommand: (action: InterviewAction) => void;
};

type UseSpokenQuestionArgs = {
  spoken: SpokenInterview;
  question: InterviewQuestion;
  position: number;
  questionCount: number;
  asked: string[];
  canAskNext: boolean;
  askNext: () => void;
  dictation: ReturnType<typeof useSpeechDictation>;
  /** Dictated words that are no command: they go into the answer part. */
  append: (part: number, text: string) => void;
};

/**
 * The interviewer reads the question when it is shown and each follow-up when it is asked, taking turns
 * with dictation (use-turn-taking.ts), which then listens on the newest part. With the voice on, a phrase
 * said on its own can be a command (lib/voice-commands.ts).
 */
export function useSpokenQuestion({
  spoken,
  question,
  position,
  questionCount,
  asked,
  canAskNext,
  askNext,
  dictation,
  append,
}: UseSpokenQuestionArgs) {
  const { voice } = spoken;
  const [reply, setReply] = useState<string | null>(null);
  const { say, listeningPart, interrupt } = useTurnTaking({ voice, dictation });
  const isConfirmingFinish = useRef(false);
  const newestPart = asked.length;

  const promptText = `${question.question}${asked.length > 0 ? ` Follow-up ${asked.length}: ${asked.at(-1)}` : ""}`;
  const repeat = () => void say(promptText);

  const askFollowUp = () => {
    const followUp = question.followUpQuestions[asked.length];
    askNext();
    if (followUp === undefined) return;
    const part = listeningPart();
    void say(`Follow-up ${asked.length + 1}: ${followUp}`, part === null ? null : asked.length + 1);
  };

  // The question is read once it is shown (this component is keyed by question); leaving it stops the voice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per question, with what it had then
  useEffect(() => {
    const part = spoken.keepsListening.current ? newestPart : null;
    if (voice.isOn) void say(`Question ${position + 1} of ${questionCount}. ${promptText}`, part);
    return () => {
      interrupt();
      voice.cancel();
    };
  }, []);

  /** A settled phrase: a command when the voice is on and the phrase is one, else words of the answer. */
  const hear = (part: number, text: string) => {
    if (!voice.isOn) return append(part, text);
    const outcome = resolveVoiceCommand(text, {
      isFirst: position === 0,
      isLast: position === questionCount - 1,
      isConfirmingFinish: isConfirmingFinish.current,
      canAskFollowUp: canAskNext,
      hasFollowUpsLeft: asked.length < question.followUpCount,
    });
    isConfirmingFinish.current = outcome.kind === "confirm-finish";
    setReply(outcome.kind === "reply" || outcome.kind === "confirm-finish" ? outcome.reply : null);
    if (outcome.kind === "answer") return append(part, text);
    if (outcome.kind !== "act") return void say(outcome.reply);
    if (outcome.command === "repeat") return repeat();
    if (outcome.command === "follow-up") return askFollowUp();
    spoken.onCommand(outcome.command);
  };

  return {
    reply,
    repeat,
    askFollowUp,
    hear,
    /** Before the question changes: whether dictation should go on in the next one. */
    noteListening: () => {
      spoken.keepsListening.current = voice.isOn && listeningPart() !== null;
    },
    /** A press of Dictate: the user answers now, so the interviewer stops and no resume overrides the press. */
    yieldToDictation: () => {
      interrupt();
      voice.cancel();
    },
  };
}

type UseQuestionSpeechArgs = Pick<UseSpokenQuestionArgs, "spoken" | "question" | "position" | "questionCount"> & {
  answerParts: Pick<UseSpokenQuestionArgs, "asked" | "canAskNext" | "askNext"> & {
    parts: RefObject<Map<number, AnswerAreaHandle>>;
  };
};

/**
 * A question's dictation and spoken interviewer, wired together: settled words go through the interviewer,
 * which keeps the commands among them out of the answer, and hands-free dictation outlasts a silence.
 */
export function useQuestionSpeech({ spoken, answerParts, ...question }: UseQuestionSpeechArgs) {
  const { parts, ...asking } = answerParts;
  const dictation = useSpeechDictation({
    onFinalText: (part, text) => interviewer.hear(part, text),
    isHandsFree: () => spoken.voice.isOn,
  });
  const interviewer = useSpokenQuestion({
    spoken,
    ...question,
    ...asking,
    dictation,
    append: (part, text) => parts.current.get(part)?.append(text),
  });
  return { dictation, interviewer };
}
